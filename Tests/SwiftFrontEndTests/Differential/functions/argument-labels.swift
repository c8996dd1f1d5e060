// Argument labels, omitted labels with _, and different internal names.
func greet(person name: String, from town: String) -> String {
    "Hello \(name) from \(town)!"
}
func square(_ x: Int) -> Int { x * x }
func move(from start: Int, to end: Int, _ steps: Int) -> String {
    "\(start)->\(end) in \(steps)"
}
func describe(name: String) -> String { "name=\(name)" }
print(greet(person: "Ana", from: "Lima"))
print(square(7))
print(move(from: 1, to: 9, 3))
print(describe(name: "x"))
func log(_ message: String, level: Int = 0) { print("[\(level)] \(message)") }
log("start")
log("warn", level: 2)
