// Generic functions with constraints.
func firstMatch<T: Equatable>(_ items: [T], _ target: T) -> Int? {
    for (i, x) in items.enumerated() where x == target { return i }
    return nil
}
func largest<T: Comparable>(_ a: T, _ b: T, _ c: T) -> T { max(a, max(b, c)) }
func counts<T: Hashable & Comparable>(_ xs: [T]) -> [(T, Int)] {
    var d: [T: Int] = [:]
    for x in xs { d[x, default: 0] += 1 }
    return d.keys.sorted().map { ($0, d[$0]!) }
}
print(firstMatch(["a", "b", "c"], "c") as Any)
print(firstMatch([1, 2], 5) as Any)
print(largest(3, 9, 4), largest("pear", "apple", "fig"))
print(counts([3, 1, 3, 2, 3]))
print(counts(Array("hello")))
func apply<T, U>(_ x: T, _ f: (T) -> U) -> U { f(x) }
print(apply(5) { "\($0)!" })
