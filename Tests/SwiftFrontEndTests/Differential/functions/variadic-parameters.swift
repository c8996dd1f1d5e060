// Variadic parameters arrive as an array.
func sum(_ numbers: Int...) -> Int { numbers.reduce(0, +) }
func average(of values: Double...) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
}
func tagLine(_ title: String, tags: String..., separator: String = ",") -> String {
    title + ": " + tags.joined(separator: separator)
}
print(sum())
print(sum(1, 2, 3, 4))
print(average(of: 1, 2, 4) as Any)
print(average() as Any)
print(tagLine("post", tags: "swift", "ios"))
print(tagLine("empty"))
print(tagLine("x", tags: "a", "b", separator: " / "))
func count(_ items: Any...) -> Int { items.count }
print(count(1, "a", [2]))
