// Enums with raw values print the case name, not the raw value.
enum Planet: Int { case mercury = 1, venus, earth }
enum Suit: String { case hearts, spades = "S" }
enum Code: Character { case a = "A", b = "B" }
print(Planet.earth, Planet.earth.rawValue)
print(Suit.spades, Suit.spades.rawValue, Suit.hearts.rawValue)
print(Planet(rawValue: 2) as Any)
print(Planet(rawValue: 9) as Any)
print(Suit(rawValue: "S")!)
print(Code.b, Code.b.rawValue)
print([Planet.mercury, .venus])
debugPrint(Suit.hearts)
print("planet \(Planet.venus) = \(Planet.venus.rawValue)")
