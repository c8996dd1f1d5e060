// A bare method call in an extension of Array or String is the value's own (append, filter...).
extension Array where Element == Int {
    mutating func bump() { append(count); removeFirst() }
    func evens() -> [Int] { filter { $0 % 2 == 0 } }
    func total() -> Int { reduce(0, +) }
    func show() { print(map { "\($0)" }.joined(separator: ","), contains(4)) }
}
extension String {
    func shout() -> String { uppercased() + "!" }
    func isGreeting() -> Bool { hasPrefix("hi") }
}
var xs = [1, 2, 3, 4]
xs.bump()
print(xs, xs.evens(), xs.total())
xs.show()
print("hi there".shout(), "hi there".isGreeting())
