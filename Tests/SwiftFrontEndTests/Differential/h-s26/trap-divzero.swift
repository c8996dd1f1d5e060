let data = [10, 20, 30]
let counts = [2, 5, 0]
for (d, c) in zip(data, counts) {
    print("\(d) / \(c) =", d / c)
}
