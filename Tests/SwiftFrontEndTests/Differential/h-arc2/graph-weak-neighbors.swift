// Graph with owner list and weak neighbor edges; removing nodes nils edges; BFS over live nodes
final class GraphNode {
    let id: String
    var edges: [WeakEdge] = []
    init(_ id: String) { self.id = id; print("node \(id)") }
    deinit { print("~node \(id)") }
    var neighbors: [GraphNode] { edges.compactMap { $0.target } }
}

struct WeakEdge { weak var target: GraphNode? }

final class Graph {
    var nodes: [GraphNode] = []
    deinit { print("graph deinit with \(nodes.count) nodes") }
    func add(_ id: String) -> GraphNode { let n = GraphNode(id); nodes.append(n); return n }
    func connect(_ a: GraphNode, _ b: GraphNode) { a.edges.append(WeakEdge(target: b)); b.edges.append(WeakEdge(target: a)) }
    func remove(_ id: String) {
        guard let i = nodes.firstIndex(where: { $0.id == id }) else { return }
        print("removing \(id)")
        nodes.remove(at: i)
    }
    func bfs(from start: GraphNode) -> [String] {
        var seen: Set<String> = [start.id]
        var queue = [start]
        var order: [String] = []
        while !queue.isEmpty {
            let n = queue.removeFirst()
            order.append(n.id)
            for m in n.neighbors where !seen.contains(m.id) { seen.insert(m.id); queue.append(m) }
        }
        return order
    }
}

var g: Graph? = Graph()
let a = g!.add("a")
_ = g!.add("b")
_ = g!.add("c")
_ = g!.add("d")
g!.connect(a, g!.nodes[1])
g!.connect(g!.nodes[1], g!.nodes[2])
g!.connect(g!.nodes[2], g!.nodes[3])
g!.connect(a, g!.nodes[3])
print("bfs:", g!.bfs(from: a))
g!.remove("b")
print("a neighbors:", a.neighbors.map { $0.id })
print("bfs:", g!.bfs(from: a))
g!.remove("d")
print("bfs:", g!.bfs(from: a))
g!.remove("a")
print("a still held by global: \(a.id), edges live: \(a.neighbors.count)")
g = nil
print("end")
