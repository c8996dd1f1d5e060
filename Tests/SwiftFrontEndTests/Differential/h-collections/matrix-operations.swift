struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int, fill: Double = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var out = Matrix(rows: a.rows, cols: b.cols)
        for r in 0..<a.rows {
            for c in 0..<b.cols {
                out[r, c] = (0..<a.cols).reduce(0) { $0 + a[r, $1] * b[$1, c] }
            }
        }
        return out
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    var description: String {
        stride(from: 0, to: grid.count, by: cols)
            .map { grid[$0..<$0 + cols].map { String($0) }.joined(separator: " ") }
            .joined(separator: "\n")
    }
}
var a = Matrix(rows: 2, cols: 3)
for i in 0..<6 { a.grid[i] = Double(i + 1) }
print(a)
print(a.transposed)
print(a * a.transposed)
var identity = Matrix(rows: 3, cols: 3)
for i in 0..<3 { identity[i, i] = 1 }
print((a * identity).grid == a.grid)
print(a[1, 2], a.transposed[2, 1])
