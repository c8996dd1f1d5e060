struct RGB {
    var r: Int, g: Int, b: Int
    init(r: Int, g: Int, b: Int) { self.r = r; self.g = g; self.b = b }
    init?(hex: String) {
        guard hex.count == 6, let v = Int(hex, radix: 16) else { return nil }
        self.init(r: (v >> 16) & 0xFF, g: (v >> 8) & 0xFF, b: v & 0xFF)
    }
    init(gray: Int) { self.init(r: gray, g: gray, b: gray) }
}
print(RGB(hex: "FF8000").map { [$0.r, $0.g, $0.b] } as Any, RGB(hex: "zz") == nil)
let g = RGB(gray: 7)
print(g.r + g.g + g.b)
enum Mode: String {
    case light, dark
    init(system: Bool) { self.init(rawValue: system ? "dark" : "light")! }
}
print(Mode(system: true), Mode(system: false).rawValue)
