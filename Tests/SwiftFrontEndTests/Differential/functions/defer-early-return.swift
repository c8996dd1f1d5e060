// defer runs on early return, and only for defers already reached.
func process(_ value: Int) -> String {
    print("begin \(value)")
    defer { print("cleanup A for \(value)") }
    guard value >= 0 else { return "negative" }
    defer { print("cleanup B for \(value)") }
    if value == 0 { return "zero" }
    return "positive"
}
print(process(-1))
print(process(0))
print(process(5))
func counter() -> Int {
    var x = 1
    defer { x += 100; print("x in defer", x) }
    return x
}
print(counter())
