// switch with value bindings, where clauses and enums with associated values.
enum Event {
    case tap(x: Int, y: Int)
    case key(String)
    case scroll(Int)
}
func handle(_ e: Event) -> String {
    switch e {
    case .tap(let x, let y) where x == y: return "diagonal tap \(x)"
    case let .tap(x, y): return "tap at \(x),\(y)"
    case .key("q"), .key("Q"): return "quit"
    case .key(let k) where k.count > 1: return "special \(k)"
    case .key(let k): return "key \(k)"
    case .scroll(let d) where d < 0: return "scroll up \(-d)"
    case .scroll(let d): return "scroll down \(d)"
    }
}
let events: [Event] = [.tap(x: 2, y: 2), .tap(x: 1, y: 5), .key("Q"), .key("esc"), .key("a"), .scroll(-3), .scroll(4)]
for e in events { print(handle(e)) }
let value: Any = 42
switch value {
case let s as String: print("string", s)
case let i as Int where i > 40: print("big int", i)
default: print("other")
}
