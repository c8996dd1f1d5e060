// Labelled break and continue in nested loops.
let grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
search: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() {
        if v < 0 {
            print("negative at", r, c)
            break search
        }
        print("checked", v)
    }
}
outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
var n = 0
loop: while true {
    n += 1
    switch n {
    case 3: continue loop
    case 5: break loop
    default: print("n =", n)
    }
}
print("final", n)
