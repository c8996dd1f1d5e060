// A struct's own `static func +` and `*` run where the operator is written; bitwise compound
// assignments work on integers.
struct Vector2: CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
    var description: String { "(\(x), \(y))" }
}
struct Money: Equatable {
    var cents: Int
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
var position = Vector2(x: 1, y: 2)
position = position + Vector2(x: 0.5, y: 0.5)
print(position, position * 2, position - Vector2(x: 1, y: 1))
let total = [Money(cents: 150), Money(cents: 275)].reduce(Money(cents: 0), +)
print(total.cents, total == Money(cents: 425))
var flags = 0b0001
flags |= 0b0100
flags &= 0b0110
flags ^= 0b0011
flags <<= 2
flags >>= 1
print(flags, String(flags, radix: 2))
