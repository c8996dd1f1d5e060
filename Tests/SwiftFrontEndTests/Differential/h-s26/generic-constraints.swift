func countMatches<T: Equatable>(_ xs: [T], _ target: T) -> Int { xs.filter { $0 == target }.count }
print(countMatches([1, 2, 1, 3, 1], 1), countMatches(["a", "b"], "c"))
func uniq<T: Hashable>(_ xs: [T]) -> [T] {
    var seen = Set<T>()
    return xs.filter { seen.insert($0).inserted }
}
print(uniq([3, 1, 3, 2, 1, 4]), uniq(["b", "a", "b"]))
struct Pair<A, B> {
    let first: A
    let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
let p = Pair(first: 1, second: "one")
print(p.swapped().first, p.swapped().second)
func sumAll<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(sumAll([1, 2, 3]), sumAll([0.5, 0.25]))
struct Queue<T> {
    var items: [T] = []
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
}
var q = Queue<String>()
q.enqueue("a"); q.enqueue("b")
print(q.dequeue() ?? "-", q.dequeue() ?? "-", q.dequeue() ?? "-")
func firstOr<T>(_ xs: [T], _ d: T) -> T { xs.first ?? d }
print(firstOr([Int](), 9), firstOr(["z"], "y"))
