struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
var s = Stack<String>()
s.push("a"); s.push("b"); s.push("c")
print(s.count, s.top ?? "nil")
while let x = s.pop() { print(x, terminator: " ") }
print()
print(s.isEmpty)
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs.dropFirst() where x > best { best = x }
    return best
}
print(largest([3, 8, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Double]()) as Any)
func pair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pair(1, "x"))
struct Box<T: CustomStringConvertible>: CustomStringConvertible {
    let value: T
    var description: String { "Box(\(value))" }
}
print(Box(value: 42), [Box(value: 1.5)])
var st = Stack<Int>()
st.push(1)
print(st)
