// A weak reference stays while anything else holds the object: an array, another object,
// a struct in a global, a closure's captured variable.
final class Node {
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ name: String) { self.name = name }
}
struct Holder { var node: Node? }
var root: Node? = Node("root")
let child = Node("child")
child.parent = root
root?.children.append(child)
var shelf: [Node] = [root!]
root = nil
print(child.parent?.name ?? "gone")        // still on the shelf
shelf.removeAll()
print(child.parent?.name ?? "gone")        // now released
var holder = Holder(node: Node("held"))
let other = Node("other")
other.parent = holder.node
print(other.parent?.name ?? "gone")
holder.node = nil
print(other.parent?.name ?? "gone")
var keep: Node? = Node("captured")
let weakling = Node("weakling")
weakling.parent = keep
let closure = { [keep] in print(keep?.name ?? "none") }
keep = nil
print(weakling.parent?.name ?? "gone")    // the closure's capture list holds it
closure()
