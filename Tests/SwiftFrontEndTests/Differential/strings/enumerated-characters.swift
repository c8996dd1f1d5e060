let word = "hello"
for (i, ch) in word.enumerated() {
    print(i, ch)
}
let positions = word.enumerated().filter { $0.element == "l" }.map { $0.offset }
print(positions)
var alternating = ""
for (i, ch) in "swift".enumerated() {
    alternating += i % 2 == 0 ? ch.uppercased() : String(ch)
}
print(alternating)
for (n, line) in "a\nb\nc".split(separator: "\n").enumerated() {
    print("\(n + 1): \(line)")
}
