import Foundation

struct RGB: CustomStringConvertible {
    var r, g, b: Double

    func mix(_ other: RGB, _ t: Double) -> RGB {
        let t = min(1, max(0, t))
        return RGB(r: r + (other.r - r) * t, g: g + (other.g - g) * t, b: b + (other.b - b) * t)
    }

    var luminance: Double { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    var description: String {
        let comps = [r, g, b].map { Int(($0 * 255).rounded()) }
        return "rgb(\(comps[0]), \(comps[1]), \(comps[2]))"
    }
}

let start = RGB(r: 1, g: 0.2, b: 0)
let end = RGB(r: 0, g: 0.4, b: 1)
for t in stride(from: 0.0, through: 1.0, by: 0.25) {
    print(t, start.mix(end, t))
}
print(start.mix(end, -3), start.mix(end, 7))
let gradient = (0...4).map { start.mix(end, Double($0) / 4) }
let lum = gradient.map { ($0.luminance * 1000).rounded() / 1000 }
print(lum)
let textColor = { (bg: RGB) -> String in bg.luminance > 0.4 ? "black" : "white" }
print(gradient.map(textColor))
