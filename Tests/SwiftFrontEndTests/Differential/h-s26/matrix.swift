struct Matrix: CustomStringConvertible {
    var rows: [[Int]]
    init(_ rows: [[Int]]) { self.rows = rows }
    static func identity(_ n: Int) -> Matrix {
        Matrix((0..<n).map { i in (0..<n).map { $0 == i ? 1 : 0 } })
    }
    func multiplied(by o: Matrix) -> Matrix {
        let n = rows.count, m = o.rows[0].count, k = o.rows.count
        var out = Array(repeating: Array(repeating: 0, count: m), count: n)
        for i in 0..<n { for j in 0..<m { for x in 0..<k { out[i][j] += rows[i][x] * o.rows[x][j] } } }
        return Matrix(out)
    }
    var transposed: Matrix { Matrix(rows[0].indices.map { c in rows.map { $0[c] } }) }
    var description: String { rows.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n") }
}
let a = Matrix([[1, 2], [3, 4], [5, 6]])
print(a)
print(a.transposed)
print(a.multiplied(by: a.transposed))
print(Matrix.identity(3).rows)
print(a.multiplied(by: Matrix.identity(2)).rows == a.rows)
var g = Array(repeating: Array(repeating: ".", count: 4), count: 3)
g[1][2] = "#"
g[0][0] = "@"
for row in g { print(row.joined()) }
