let n = 5
for i in (0..<n).reversed() {
    print(i, terminator: " ")
}
print()
let names = ["a", "b", "c", "d"]
for i in names.indices where i % 2 == 0 {
    print(i, names[i])
}
print(names.indices)
for i in stride(from: names.count - 1, through: 0, by: -2) {
    print("back", names[i])
}
let countdown = (1...3).reversed().map { "\($0)..." }
print(countdown.joined())
print((0..<10).prefix(3).map { $0 }, (0..<10).suffix(2).map { $0 })
