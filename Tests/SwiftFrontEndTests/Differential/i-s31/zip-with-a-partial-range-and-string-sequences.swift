let labels = ["b", "a", "c"]
let dict = Dictionary(uniqueKeysWithValues: zip(labels, 1...))
print(dict.sorted { $0.value < $1.value }.map(\.key))
for (n, l) in zip(0..., labels) { print(n, l) }
print(Array(zip(labels, 5...)))
extension Sequence where Element: Hashable {
    func frequencies() -> [Element: Int] { reduce(into: [:]) { $0[$1, default: 0] += 1 } }
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Collection {
    var second: Element? { count > 1 ? self[index(after: startIndex)] : nil }
}
let freq = "hello world".filter { $0 != " " }.frequencies()
print(freq.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
print(String("mississippi".uniqued()), "ab".second as Any, "a".second as Any)
print("abc".elementsEqual("abc"), "abc".elementsEqual(["a", "b"]))
