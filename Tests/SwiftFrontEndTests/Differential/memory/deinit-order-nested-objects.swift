// When a parent is released, its deinit runs first, then its children are released.
class Node {
    let name: String
    var children: [Node] = []
    init(_ name: String, _ children: [Node] = []) {
        self.name = name
        self.children = children
    }
    deinit { print("deinit \(name)") }
}

class Holder {
    let first = Node("first")
    let second = Node("second")
    deinit { print("deinit Holder") }
}

var tree: Node? = Node("root", [Node("a", [Node("a1")]), Node("b")])
print("built tree")
tree = nil
print("---")
var holder: Holder? = Holder()
holder = nil
print("end")
