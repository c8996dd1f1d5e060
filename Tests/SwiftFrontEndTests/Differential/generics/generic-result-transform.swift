// Generic higher-order helpers: map over an optional pair, group and count.
func zipOptional<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a = a, let b = b else { return nil }
    return (a, b)
}

func countBy<T, K: Comparable & Hashable>(_ items: [T], key: (T) -> K) -> [(K, Int)] {
    var counts: [K: Int] = [:]
    for item in items {
        counts[key(item), default: 0] += 1
    }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

if let (name, age) = zipOptional("ann", 31) {
    print(name, age)
}
print(zipOptional(1, nil as String?) == nil)
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for (letter, count) in countBy(words, key: { $0.first! }) {
    print(letter, count)
}
print(countBy([1, 22, 333, 4, 55], key: { String($0).count }).map { "\($0.0)x\($0.1)" })
