final class Node<T> {
    var value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}
struct LinkedList<T>: Sequence {
    var head: Node<T>?
    mutating func push(_ v: T) { head = Node(v, next: head) }
    func makeIterator() -> AnyIterator<T> {
        var cur = head
        return AnyIterator {
            defer { cur = cur?.next }
            return cur?.value
        }
    }
}
var list = LinkedList<Int>()
for i in 1...5 { list.push(i * i) }
for v in list { print(v, terminator: " ") }
print()
print(list.map { $0 + 1 }, list.reduce(0, +))
print(list.contains(9), list.first(where: { $0 < 10 }) as Any)
var names = LinkedList<String>()
names.push("b"); names.push("a")
print(Array(names), names.sorted(by: >))
