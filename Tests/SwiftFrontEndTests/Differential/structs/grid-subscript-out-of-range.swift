// A struct with a custom subscript get/set; reading outside the grid traps.
struct Grid {
    let columns: Int
    private var cells: [Character]

    init(columns: Int, rows: Int) {
        self.columns = columns
        cells = Array(repeating: ".", count: columns * rows)
    }

    subscript(row: Int, column: Int) -> Character {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    func render() -> String {
        stride(from: 0, to: cells.count, by: columns)
            .map { String(cells[$0..<$0 + columns]) }
            .joined(separator: "\n")
    }
}

var grid = Grid(columns: 3, rows: 2)
grid[0, 0] = "X"
grid[1, 2] = "O"
print(grid.render())
print(grid[1, 2], grid[0, 1])
print("reading row 2")
print(grid[2, 0])
