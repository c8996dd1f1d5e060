// `is`, `as?` and `case let x as T` with collection types check the elements, as swiftc's
// dynamic casts do (an empty collection casts to any element type).
let values: [Any] = [[1, 2, 3], ["k": "v"], ["a", "b"], [Int](), ["n": 1], 7]
for value in values {
    print(value is [Int], value is [String], value is [String: String], value is [String: Int], (value as? [Int])?.count ?? -1)
}
func describe(_ item: Any) -> String {
    switch item {
    case let numbers as [Int]: return "ints \(numbers.reduce(0, +))"
    case let words as [String]: return "words \(words.joined(separator: "+"))"
    case is [String: String]: return "text dictionary"
    case let counts as [String: Int]: return "counts \(counts.values.reduce(0, +))"
    default: return "other"
    }
}
print(values.map(describe))
let mixed: [Any] = [1, "x"]
print(mixed as Any is [Int], mixed as Any is [Any])
