func percent(_ part: Double, of whole: Double) -> Int {
    return Int(part / whole * 100)
}
print(percent(1, of: 4))
print(percent(2, of: 3))
print(percent(0, of: 5))
print((Double(0) / Double(0)).isNaN)
print(percent(0, of: 0))
print("not reached")
