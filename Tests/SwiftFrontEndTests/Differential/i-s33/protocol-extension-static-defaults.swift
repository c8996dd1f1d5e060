// The reuse-identifier idiom: a protocol's extension gives every adopter a static default
// (named after the type), one adopter gives its own; read on the type, through a generic
// parameter and through `Self`.
protocol Reusable {
    static var reuseIdentifier: String { get }
    init()
}

extension Reusable {
    static var reuseIdentifier: String { String(describing: Self.self) }
    static var nibName: String { "\(reuseIdentifier)View" }
    var describedIdentifier: String { "<\(Self.reuseIdentifier)>" }
}

struct TitleCell: Reusable {}
struct DetailCell: Reusable {
    static var reuseIdentifier: String { "detail" }
}
final class BannerCell: Reusable {
    init() {}
}

func register<C: Reusable>(_ type: C.Type, into table: inout [String: String]) {
    table[C.reuseIdentifier] = C.nibName
}

var table: [String: String] = [:]
register(TitleCell.self, into: &table)
register(DetailCell.self, into: &table)
register(BannerCell.self, into: &table)
for key in table.keys.sorted() { print(key, "->", table[key]!) }
print(TitleCell.reuseIdentifier, DetailCell.nibName, BannerCell.reuseIdentifier)
print(TitleCell().describedIdentifier, DetailCell().describedIdentifier)
