// A method an extension adds under a standard library name, with a parameter that is not a
// closure, does not capture a trailing closure meant for the standard library's method.
extension Array where Element == Int {
    func sorted(descending: Bool) -> [Int] { descending ? sorted(by: >) : sorted() }
    func filter(limit: Int) -> [Int] { Array(prefix(limit)) }
}
let values = [3, 1, 2]
print(values.sorted { $0 > $1 }, values.sorted(descending: false), values.sorted(descending: true))
print(values.filter { $0 > 1 }, values.filter(limit: 2))
