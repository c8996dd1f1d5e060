var released: [String] = []

class Node {
    let name: String
    var children: [Node] = []
    weak var parent: Node?

    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }

    deinit {
        released.append(name)
    }

    func attach(_ child: Node) {
        child.parent = self
        children.append(child)
    }

    var path: String { (parent.map { $0.path + "/" } ?? "") + name }
}

do {
    let root = Node("root")
    let settings = Node("settings")
    root.attach(settings)
    settings.attach(Node("privacy"))
    root.attach(Node("about"))
    print(settings.children[0].path)
    root.children.removeLast()
    print("after removing about:", released)
    print("root still has", root.children.count, "child")
}
print("after scope:", released.sorted())
