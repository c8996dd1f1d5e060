// A subscript's precondition traps with its message, at its line.
struct Grid {
    var cells = [0, 0, 0]
    subscript(i: Int) -> Int {
        precondition(i < cells.count, "cell \(i) is outside the grid")
        return cells[i]
    }
}
let grid = Grid()
print(grid[2])
print(grid[5])
