class Node {
    let name: String
    private(set) var children: [Node] = []
    weak var parent: Node?

    init(_ name: String) { self.name = name }

    func add(_ child: Node) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }
    var path: String { (parent.map { $0.path + "/" } ?? "") + name }

    func dump() -> [String] {
        [String(repeating: "  ", count: depth) + name] + children.flatMap { $0.dump() }
    }
}

let root = Node("Root")
let nav = Node("Nav")
let tabs = Node("Tabs")
let home = Node("Home")
let settings = Node("Settings")
root.add(tabs)
tabs.add(nav)
nav.add(home)
nav.add(settings)
print(root.dump().joined(separator: "\n"))
print(settings.path, settings.depth)
root.add(settings)
print(root.dump().joined(separator: "\n"))
print(nav.children.count, settings.parent?.name ?? "nil", home.parent?.parent?.name ?? "nil")
home.removeFromParent()
print(home.parent == nil, nav.children.isEmpty)
