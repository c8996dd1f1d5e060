func check(_ value: Int) -> Int {
    guard value < 10 else { fatalError("value too large: \(value)") }
    return value * 2
}
print(check(4))
print(check(12))
