for i in stride(from: 0, to: 10, by: 3) {
    print(i, terminator: " ")
}
print()
for i in stride(from: 0, through: 9, by: 3) {
    print(i, terminator: " ")
}
print()
for i in stride(from: 10, to: 0, by: -4) {
    print(i, terminator: ",")
}
print()
print(Array(stride(from: 5, through: 1, by: -1)))
print(Array(stride(from: 1, to: 1, by: 1)))
print(Array(stride(from: 3, to: 1, by: 1)))
print(stride(from: 0, to: 100, by: 7).map { $0 }.count)
