// compactMap drops nils, flatMap flattens.
let raw = ["4", "x", "15", "", "-2", "3.5"]
let numbers = raw.compactMap { Int($0) }
print(numbers)
let asOptionals = raw.map { Int($0) }
print(asOptionals)
let nested = [[1, 2], [], [3], [4, 5, 6]]
print(nested.flatMap { $0 })
print(nested.joined().map { $0 * 10 })
let words = ["hi there", "swift is fun"]
let split = words.flatMap { $0.split(separator: " ") }
print(split.count, split.map(String.init))
let maybe: [Int?] = [1, nil, 3]
print(maybe.compactMap { $0 })
