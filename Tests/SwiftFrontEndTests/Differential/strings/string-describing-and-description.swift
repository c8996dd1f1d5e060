struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}
struct Raw { var v: Int }
enum Suit: String { case hearts, spades }
let p = Point(x: 1, y: -2)
print(p)
print(p.description)
print(String(describing: p))
print("point is \(p)")
print(String(describing: Raw(v: 3)))
print(String(describing: Suit.hearts), Suit.spades.rawValue)
print(String(describing: [p, p]))
print(String(describing: Optional(p)))
print(42.description, 3.5.description, true.description)
print(String(describing: Int.self), String(describing: type(of: 2.0)))
debugPrint("quoted", 5, p)
