// A protocol extension's method that is not a requirement is chosen by the static type: through
// enumerated(), reversed() and zip, and through a class-typed variable holding a subclass.
protocol Describable { func name() -> String }
extension Describable {
    func name() -> String { "describable" }
    func tag() -> String { "default tag" }
}
struct Card: Describable {
    func name() -> String { "card" }
    func tag() -> String { "card tag" }
}
class Base: Describable { func name() -> String { "base" } }
class Derived: Base { func tag() -> String { "derived tag" } }
let all: [Describable] = [Card(), Base()]
for (index, item) in all.enumerated() { print(index, item.name(), item.tag()) }
for item in all.reversed() { print(item.name(), item.tag()) }
for pair in zip(all, [1, 2]) { print(pair.0.tag(), pair.1) }
let x: Base = Derived()
print(x.name(), x.tag(), (x as! Derived).tag())
let card = Card()
print(card.tag(), (card as Describable).tag())
