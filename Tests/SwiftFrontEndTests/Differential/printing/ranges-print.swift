// Ranges print with their operator.
print(1...3)
print(0..<2)
let r = 5..<10
print(r, r.count, r.lowerBound, r.upperBound)
print(Array(1...4))
print("range \(2...6)")
let half = ..<5
print(half)
let from = 3...
print(from)
print((1...3).map { $0 * 2 })
print("a"..."z")
debugPrint(0.5...1.5)
print(stride(from: 0, to: 10, by: 3).map { $0 })
