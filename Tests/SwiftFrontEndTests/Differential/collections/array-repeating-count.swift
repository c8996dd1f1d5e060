// Array(repeating:count:) and building a board.
var row = Array(repeating: ".", count: 5)
print(row.joined())
row[2] = "#"
print(row.joined())
var zeros = [Int](repeating: 0, count: 4)
zeros[3] = 7
print(zeros)
let empty = Array(repeating: "x", count: 0)
print(empty, empty.count)
var board = Array(repeating: Array(repeating: 0, count: 3), count: 2)
board[0][1] = 5
print(board)
