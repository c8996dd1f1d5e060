let unit = 0.0...1.0
for v in [-0.1, 0, 0.5, 1, 1.0000001] {
    print(v, unit.contains(v))
}
let opacity = 0.0..<1.0
print(opacity.contains(1.0), opacity.isEmpty)
let clamped = 1.7.clamped01
print(clamped)
extension Double {
    var clamped01: Double { Swift.min(Swift.max(self, 0), 1) }
}
print((-3.0).clamped01, 0.42.clamped01)
print(unit.lowerBound, unit.upperBound)
