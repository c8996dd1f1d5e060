// `case .some` bare, `.none`, tuple patterns with optionals; casts to a protocol composition.
func kind(_ x: Int?) -> String {
    switch x {
    case .some: return "value"
    case .none: return "nil"
    }
}
let a: Int? = 1
if case .some = a { print("matched") } else { print("not matched") }
print(kind(1), kind(nil))
let pair: (Int?, Int?) = (nil, 2)
switch pair {
case (nil, .some): print("left nil")
default: print("other")
}
protocol Named { var name: String { get } }
protocol Priced { var price: Int { get } }
struct Book: Named, Priced { let name: String; let price: Int }
struct Tag: Named { let name: String }
let items: [Named] = [Book(name: "b", price: 5), Tag(name: "t")]
print(items.compactMap { $0 as? Named & Priced }.map(\.price))
print(items.map { $0 is Named & Priced })
let parts = "a.bc".split(separator: ".")
print(parts.last.map { String($0) } ?? "none", parts.first.map { $0.count } ?? -1)
