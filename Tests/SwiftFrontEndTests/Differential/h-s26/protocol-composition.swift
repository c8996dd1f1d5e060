protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
typealias Profile = Named & Aged
struct Member: Profile { let name: String; let age: Int }
func intro(_ p: Named & Aged) -> String { "\(p.name) (\(p.age))" }
let ms: [Profile] = [Member(name: "Al", age: 30), Member(name: "Bea", age: 25)]
print(ms.map(intro))
print(ms.sorted { $0.age < $1.age }.map(\.name))
protocol Resettable { mutating func reset() }
extension Resettable where Self: Named { func label() -> String { "resettable " + name } }
struct Timer: Resettable, Named {
    var name = "t1"; var ticks = 5
    mutating func reset() { ticks = 0 }
}
var t = Timer()
t.reset()
print(t.ticks, t.label())
protocol HasDefault { static var defaultValue: Self { get } }
extension Int: HasDefault { static var defaultValue: Int { -1 } }
extension String: HasDefault { static var defaultValue: String { "<none>" } }
func valueOrDefault<T: HasDefault>(_ x: T?) -> T { x ?? T.defaultValue }
print(valueOrDefault(Optional<Int>.none), valueOrDefault(Optional("hi")), valueOrDefault(Optional<String>.none))
