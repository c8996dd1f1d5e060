class Color: CustomStringConvertible {
    let red: Int, green: Int, blue: Int
    var alpha: Double
    init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.red = min(255, max(0, red))
        self.green = min(255, max(0, green))
        self.blue = min(255, max(0, blue))
        self.alpha = alpha
    }
    convenience init(gray: Int) { self.init(red: gray, green: gray, blue: gray) }
    convenience init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let value = Int(s, radix: 16) else { return nil }
        self.init(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }
    var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [red, green, blue].map { "\(digits[$0 / 16])\(digits[$0 % 16])" }.joined()
    }
    var description: String { alpha == 1 ? hex : "\(hex) @ \(alpha)" }
}
class NamedColor: Color {
    let name: String
    init(name: String, red: Int, green: Int, blue: Int) {
        self.name = name
        super.init(red: red, green: green, blue: blue)
    }
    override var description: String { "\(name) \(super.description)" }
}
print(Color(red: 300, green: -5, blue: 128))
print(Color(gray: 17))
print(Color(hex: "#1E90FF") as Any)
print(Color(hex: "12345") as Any, Color(hex: "zzzzzz") as Any)
let tomato = NamedColor(name: "tomato", red: 255, green: 99, blue: 71)
tomato.alpha = 0.5
print(tomato)
let palette: [Color] = [tomato, Color(gray: 255), Color(hex: "000000")!]
print(palette.map(\.hex))
