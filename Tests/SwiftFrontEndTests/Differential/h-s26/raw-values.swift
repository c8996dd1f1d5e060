enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
}
enum Suit: String, CaseIterable {
    case hearts = "♥", spades, clubs = "♣"
}
enum Code: Character { case a = "A", b = "B" }
print(Planet.earth.rawValue)
print(Planet(rawValue: 4) as Any)
print(Planet(rawValue: 9) as Any)
print(Planet.allCases.count, Planet.allCases)
for s in Suit.allCases { print(s, s.rawValue) }
print(Suit(rawValue: "spades") ?? .hearts)
print(Code.b.rawValue, Code(rawValue: "A")!)
let p: Planet? = .venus
print(p as Any, p!)
print(String(describing: p))
