// Nested functions can see and modify the enclosing function's locals.
func makeReport(for items: [Int]) -> [String] {
    var lines: [String] = []
    var total = 0
    func add(_ label: String, _ value: Int) {
        total += value
        lines.append("\(label): \(value) (running \(total))")
    }
    func isBig(_ v: Int) -> Bool { v > 10 }
    for (i, v) in items.enumerated() {
        add(isBig(v) ? "big\(i)" : "small\(i)", v)
    }
    lines.append("total \(total)")
    return lines
}
for line in makeReport(for: [4, 12, 7, 20]) { print(line) }
func outer() -> Int {
    func inner(_ n: Int) -> Int { n <= 0 ? 0 : n + inner(n - 1) }
    return inner(4)
}
print(outer())
