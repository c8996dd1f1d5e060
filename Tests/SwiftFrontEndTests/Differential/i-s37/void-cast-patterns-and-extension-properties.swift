// Session 37's hunt on the language book's chapters: a Void function's result is the empty
// tuple, a cast pattern of a literal matches its type only, and a protocol extension's optional
// property prints as one through an adopting type.
func nothing() {}
let unit: Void = nothing()
print(nothing() == (), unit == ())
let things: [Any] = [0, 0.0, 5.0, 42, "0"]
for thing in things {
    switch thing {
    case 0 as Int: print("an Int zero")
    case 0 as Double: print("a Double zero")
    case 5 as Int: print("an Int five")
    case 5 as Double: print("a Double five")
    case let n as Int: print("an Int", n)
    default: print("something else")
    }
}
protocol Tracked {}
extension Tracked {
    var badge: Int? { 2 }
    var label: String? { nil }
}
struct Screen: Tracked {}
let screen = Screen()
print(screen.badge as Any, screen.label as Any, "\(screen.badge as Any)", [screen.badge])
