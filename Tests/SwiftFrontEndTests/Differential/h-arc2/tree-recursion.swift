// Recursively build a tree with weak parent links, then drop subtrees
final class TreeNode {
    let label: String
    weak var parent: TreeNode?
    var children: [TreeNode] = []
    init(_ label: String) { self.label = label }
    deinit { print("drop \(label)") }
    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }
    var root: TreeNode { parent?.root ?? self }
}

func build(_ label: String, depth: Int, fanout: Int) -> TreeNode {
    let n = TreeNode(label)
    if depth > 0 {
        for i in 0..<fanout {
            let c = build("\(label).\(i)", depth: depth - 1, fanout: fanout)
            c.parent = n
            n.children.append(c)
        }
    }
    return n
}

func count(_ n: TreeNode) -> Int { 1 + n.children.reduce(0) { $0 + count($1) } }

func describe(_ n: TreeNode, indent: String = "") {
    print(indent + n.label + " d=\(n.depth)")
    for c in n.children { describe(c, indent: indent + "  ") }
}

var root: TreeNode? = build("r", depth: 2, fanout: 2)
describe(root!)
print("count", count(root!))
var leaf: TreeNode? = root!.children[1].children[0]
print("leaf root:", leaf!.root.label)
print("prune r.0")
root!.children.removeFirst()
print("count", count(root!))
print("detach r.1.0 from parent but keep it")
root!.children[0].children.removeFirst()
print("leaf parent:", leaf!.parent?.label ?? "nil", "depth", leaf!.depth)
root = nil
print("root dropped; leaf parent:", leaf!.parent?.label ?? "nil", "depth", leaf!.depth)
leaf = nil
print("end")
