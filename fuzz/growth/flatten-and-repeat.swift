let row = Array(repeating: 1, count: 2_000)
let grid = Array(repeating: row, count: 2_000)
let flat = grid.flatMap { $0 }
print(flat.count, String(repeating: "ab", count: 1 << 30).count)
for i in stride(from: 0, to: Int.max, by: 1) { print(i) }
