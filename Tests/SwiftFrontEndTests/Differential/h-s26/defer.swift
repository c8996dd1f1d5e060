func process(_ items: [Int]) -> Int {
    print("start")
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    var sum = 0
    for i in items {
        defer { print("after item \(i)") }
        if i < 0 { print("negative, stop"); return sum }
        sum += i
    }
    print("done loop")
    return sum
}
print(process([1, 2]))
print(process([5, -1, 7]))
func early(_ flag: Bool) -> String {
    defer { print("deferred") }
    if flag { return "flag true" }
    return "flag false"
}
print(early(true))
var counter = 0
func bump() -> Int {
    defer { counter += 1 }
    return counter
}
print(bump(), bump(), counter)
