// A free function's generic parameter used as a value: its static requirements, its
// initialisers, its cases, its name, and casts to it, each call with its own type.
protocol Defaultable { static var defaultValue: Self { get } }
extension Int: Defaultable { static var defaultValue: Int { 0 } }
extension String: Defaultable { static var defaultValue: String { "(none)" } }

func valueOrDefault<T: Defaultable>(_ value: T?) -> T { value ?? T.defaultValue }

protocol Screen {
    static var reuseIdentifier: String { get }
    init()
    var title: String { get }
}
struct Settings: Screen {
    static var reuseIdentifier: String { "settings-cell" }
    var title: String { "Settings" }
}
struct Inbox: Screen {
    static var reuseIdentifier: String { "inbox-cell" }
    var title = "Inbox"
}

func make<S: Screen>(_ type: S.Type) -> S {
    print("dequeue", S.reuseIdentifier)
    return S()
}

func average<T: BinaryFloatingPoint>(_ values: [T]) -> T {
    values.isEmpty ? 0 : values.reduce(0, +) / T(values.count)
}

enum Size: String, CaseIterable { case small, medium, large }
func menu<Option: CaseIterable & RawRepresentable>(of type: Option.Type) -> String where Option.RawValue == String {
    Option.allCases.map(\.rawValue).joined(separator: " | ")
}

func describe<T>(_ value: T) -> String { "\(String(describing: T.self)) \(value)" }

func require<T>(_ payload: [String: Any], _ key: String, as type: T.Type) -> T? {
    guard let raw = payload[key] else { return nil }
    return raw as? T
}

func count<T>(of type: T.Type, in items: [Any]) -> Int {
    items.filter { $0 is T }.count
}

let missing: String? = nil
print(valueOrDefault(missing), valueOrDefault(Optional(7)))
let fallback: Int = valueOrDefault(nil)
print(fallback)
print(make(Settings.self).title, make(Inbox.self).title)
let noReadings: [Double] = []
print(average([1.0, 2.5, 4.0]), average(noReadings))
print(menu(of: Size.self))
print(describe(3), describe("three"), describe(Size.large), describe(Inbox()))
let payload: [String: Any] = ["id": 7, "name": "root", "admin": "yes"]
print(require(payload, "id", as: Int.self) as Any, require(payload, "id", as: String.self) as Any)
print(require(payload, "admin", as: Bool.self) as Any, require(payload, "name", as: String.self) ?? "-")
let mixed: [Any] = [1, "a", 2.5, "b", Size.small, 3]
print(count(of: Int.self, in: mixed), count(of: String.self, in: mixed), count(of: Size.self, in: mixed))
