// Iterating with indices and enumerated().
let fruits = ["apple", "banana", "cherry"]
for i in fruits.indices {
    print(i, fruits[i])
}
for (n, fruit) in fruits.enumerated() {
    print("\(n + 1). \(fruit)")
}
print(fruits.indices)
print(fruits.startIndex, fruits.endIndex)
let pairs = Array(fruits.enumerated())
print(pairs.count, pairs[1].offset, pairs[1].element)
for (i, f) in fruits.enumerated() where i % 2 == 0 {
    print("even", f)
}
