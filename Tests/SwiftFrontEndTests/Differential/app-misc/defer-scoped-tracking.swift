var depth = 0
var trace: [String] = []

func indent() -> String { String(repeating: "  ", count: depth) }

func measure<T>(_ label: String, _ body: () -> T) -> T {
    trace.append(indent() + "begin " + label)
    depth += 1
    defer {
        depth -= 1
        trace.append(indent() + "end " + label)
    }
    return body()
}

func loadScreen() -> Int {
    measure("screen") {
        let header = measure("header") { 1 }
        let rows = measure("rows") { () -> Int in
            var count = 0
            for i in 1...3 {
                defer { count += 1 }
                if i == 2 { continue }
                trace.append(indent() + "row \(i)")
            }
            return count
        }
        return header + rows
    }
}

let result = loadScreen()
print(trace.joined(separator: "\n"))
print("result:", result, "depth:", depth)
func firstEven(_ xs: [Int]) -> Int? {
    defer { print("checked \(xs.count) numbers") }
    return xs.first { $0 % 2 == 0 }
}
print(firstEven([3, 5, 8, 9]) ?? -1)
