final class Node {
    let value: String
    var next: Node?

    init(_ value: String, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}

struct LinkedList: Sequence {
    var head: Node?

    func makeIterator() -> Iterator {
        Iterator(current: head)
    }

    struct Iterator: IteratorProtocol {
        var current: Node?

        mutating func next() -> String? {
            guard let node = current else { return nil }
            current = node.next
            return node.value
        }
    }
}

extension Sequence where Element == String {
    func shouted() -> [String] { map { $0.uppercased() + "!" } }
}

let list = LinkedList(head: Node("home", next: Node("feed", next: Node("detail"))))
for screen in list {
    print("push", screen)
}
print(list.shouted())
print(list.joined(separator: " > "), Array(Array(list).reversed()))
print(list.compactMap { $0.count > 4 ? $0 : nil }, list.sorted(by: >))
let empty = LinkedList(head: nil)
print(Array(empty), empty.map { $0 }.isEmpty)
list.forEach { print($0.count, terminator: ",") }
print()
