protocol Reusable {
    static var reuseIdentifier: String { get }
}

extension Reusable {
    static var reuseIdentifier: String { String(describing: self) }
}

struct PhotoCell: Reusable {}
struct TextCell: Reusable {}
struct AdCell: Reusable {
    static var reuseIdentifier: String { "sponsored" }
}

final class CellRegistry {
    private var factories: [String: () -> String] = [:]

    func register<C: Reusable>(_ type: C.Type, make: @escaping () -> String) {
        factories[C.reuseIdentifier] = make
    }

    func dequeue<C: Reusable>(_ type: C.Type) -> String {
        guard let make = factories[C.reuseIdentifier] else {
            fatalError("no cell registered for \(C.reuseIdentifier)")
        }
        return make()
    }

    var registered: [String] { factories.keys.sorted() }
}

let registry = CellRegistry()
var made = 0
registry.register(PhotoCell.self) { made += 1; return "photo#\(made)" }
registry.register(AdCell.self) { made += 1; return "ad#\(made)" }
print(registry.registered)
print(registry.dequeue(PhotoCell.self), registry.dequeue(AdCell.self), registry.dequeue(PhotoCell.self))
print(TextCell.reuseIdentifier, AdCell.reuseIdentifier)
print(registry.dequeue(TextCell.self))
