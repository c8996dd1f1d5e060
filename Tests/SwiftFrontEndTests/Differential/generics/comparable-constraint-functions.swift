// Generic functions constrained to Comparable, inferred from their arguments.
func largest<T: Comparable>(_ values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values.dropFirst() where v > best {
        best = v
    }
    return best
}

func clamp<T: Comparable>(_ value: T, _ low: T, _ high: T) -> T {
    min(max(value, low), high)
}

func isSorted<T: Comparable>(_ values: [T]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
}

print(largest([3, 9, 2]) ?? 0)
print(largest(["pear", "apple", "zucchini"]) ?? "")
print(largest([Double]()) == nil)
print(clamp(15, 0, 10), clamp(-2.5, -1.0, 1.0), clamp("m", "a", "k"))
print(isSorted([1, 2, 2, 5]), isSorted(["b", "a"]))
