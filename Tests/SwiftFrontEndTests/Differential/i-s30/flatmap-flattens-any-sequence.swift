// flatMap flattens whatever sequence its closure gives: slices, sets, strings.
let grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
let corners = (0..<3).flatMap { row in grid[row][0..<2] }
print(corners, corners.count)
print(grid.flatMap { $0.dropFirst() })
print(grid.flatMap { $0.prefix(1) })
print(["ab", "cd"].flatMap { $0 })
print([3, 1].flatMap { Set([$0]) })
let letters = ["hi", "yo"].flatMap { $0.uppercased() }
print(letters, letters.count)
