// Methods whose own generic parameters are used as values: a registry of screens keyed by
// their identifiers, a factory class (with an override), static helpers, a mutating method.
protocol Screen {
    static var identifier: String { get }
    init()
    var title: String { get }
}
struct Home: Screen {
    static var identifier: String { "home" }
    var title: String { "Home" }
}
struct Detail: Screen {
    static var identifier: String { "detail" }
    var title = "Detail"
}

struct Router {
    private var builders: [String: () -> Screen] = [:]
    private(set) var log: [String] = []
    mutating func register<S: Screen>(_ type: S.Type) {
        builders[S.identifier] = { S() }
        log.append("registered \(S.identifier)")
    }
    func open(_ identifier: String) -> String { builders[identifier]?().title ?? "no screen \(identifier)" }
    static func name<T>(of type: T.Type) -> String { String(describing: T.self) }
    func first<T>(_ type: T.Type, in items: [Any]) -> T? {
        for item in items { if let match = item as? T { return match } }
        return nil
    }
    func scale<T: BinaryFloatingPoint>(_ value: T, empty: Bool) -> T { empty ? 1 : value * 2 }
}

class Factory {
    func make<S: Screen>(_ type: S.Type) -> S { S() }
    func titles() -> [String] { [make(Home.self).title, make(Detail.self).title] }
}
final class LoggingFactory: Factory {
    override func make<S: Screen>(_ type: S.Type) -> S {
        print("making", S.identifier)
        return super.make(type)
    }
}

var router = Router()
router.register(Home.self)
router.register(Detail.self)
print(router.log, router.open("detail"), router.open("settings"))
print(Router.name(of: Detail.self), Router.name(of: Int.self))
let things: [Any] = ["a", 1, Home(), 2.5, Detail()]
print(router.first(Int.self, in: things) as Any, router.first(Detail.self, in: things)?.title ?? "-", router.first(Bool.self, in: things) as Any)
print(router.scale(1.5, empty: false), router.scale(1.5, empty: true))
print(Factory().titles())
print(LoggingFactory().titles())
