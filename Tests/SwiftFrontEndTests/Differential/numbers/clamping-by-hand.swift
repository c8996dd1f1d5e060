func clamp(_ value: Double, lower: Double, upper: Double) -> Double {
    return min(max(value, lower), upper)
}
func clampInt(_ value: Int, to range: ClosedRange<Int>) -> Int {
    if value < range.lowerBound { return range.lowerBound }
    if value > range.upperBound { return range.upperBound }
    return value
}
print(clamp(1.5, lower: 0, upper: 1))
print(clamp(-3, lower: 0, upper: 1))
print(clamp(0.25, lower: 0, upper: 1))
print(clampInt(150, to: 0...100), clampInt(-1, to: 0...100), clampInt(42, to: 0...100))
var volume = 95
for _ in 0..<3 {
    volume = clampInt(volume + 4, to: 0...100)
    print("volume", volume)
}
let progress = clamp(120 / 100, lower: 0, upper: 1)
print(progress)
