func average(_ values: [Int]) -> Int {
    let total = values.reduce(0, +)
    return total / values.count
}
print(average([4, 8, 15]))
print(average([10]))
let empty: [Int] = []
print("averaging", empty.count, "values")
print(average(empty))
print("not reached")
