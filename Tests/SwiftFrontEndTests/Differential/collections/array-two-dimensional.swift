// A 2-D grid: build, update, transpose and print row by row.
var grid: [[Int]] = []
for r in 0..<3 {
    var row: [Int] = []
    for c in 0..<4 { row.append(r * 4 + c) }
    grid.append(row)
}
grid[1][2] = -1
for row in grid {
    print(row.map { String($0) }.joined(separator: "\t"))
}
var transposed = Array(repeating: Array(repeating: 0, count: grid.count), count: grid[0].count)
for r in grid.indices {
    for c in grid[r].indices { transposed[c][r] = grid[r][c] }
}
print(transposed)
print(grid.map { $0.reduce(0, +) })
print(grid.flatMap { $0 }.filter { $0 < 0 })
grid[0].append(99)
print(grid[0].count, grid[1].count)
