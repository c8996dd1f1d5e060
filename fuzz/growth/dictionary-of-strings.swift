var d: [Int: String] = [:]
for i in 0..<1000 { d[i] = String(repeating: "y", count: 100_000) }
let big = String(repeating: "z", count: 10_000)
print(Array(repeating: big, count: 1000).joined().count)
