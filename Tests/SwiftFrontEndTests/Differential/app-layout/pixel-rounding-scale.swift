import Foundation

func roundToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded() / scale
}

func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale).rounded(.up) / scale
}

let values: [CGFloat] = [10.2, 10.25, 10.5, 33.333, 0.1, -4.75]
for scale in [1, 2, 3] as [CGFloat] {
    let rounded = values.map { roundToPixel($0, scale: scale) }
    let ceiled = values.map { ceilToPixel($0, scale: scale) }
    print("@\(Int(scale))x round:", rounded.map { "\($0)" }.joined(separator: " "))
    print("@\(Int(scale))x ceil: ", ceiled.map { "\($0)" }.joined(separator: " "))
}
let hairline = 1 / CGFloat(3)
print("hairline @3x:", roundToPixel(hairline, scale: 3) == hairline, (hairline * 3).rounded())
let centered = (CGFloat(375) - 101) / 2
print("centered x:", centered, "->", roundToPixel(centered, scale: 2), roundToPixel(centered, scale: 1))
print("towardZero:", CGFloat(-2.7).rounded(.towardZero), "awayFromZero:", CGFloat(2.1).rounded(.awayFromZero))
