// LRU cache with doubly linked list nodes (weak prev), eviction triggers deinit
final class Image {
    let name: String
    init(_ n: String) { name = n; print("load \(n)") }
    deinit { print("free \(name)") }
}

final class Node {
    let key: String
    var value: Image
    var next: Node?
    weak var prev: Node?
    init(_ k: String, _ v: Image) { key = k; value = v }
    deinit { print("node \(key) gone") }
}

final class LRUCache {
    let capacity: Int
    private var map: [String: Node] = [:]
    private var head: Node?
    private weak var tail: Node?
    init(capacity: Int) { self.capacity = capacity }
    private func unlink(_ n: Node) {
        let p = n.prev, nx = n.next
        if let p = p { p.next = nx } else { head = nx }
        if let nx = nx { nx.prev = p } else { tail = p }
        n.next = nil; n.prev = nil
    }
    private func pushFront(_ n: Node) {
        n.next = head; head?.prev = n; head = n
        if tail == nil { tail = n }
    }
    func get(_ k: String) -> Image? {
        guard let n = map[k] else { print("miss \(k)"); return nil }
        unlink(n); pushFront(n)
        return n.value
    }
    func put(_ k: String, _ v: Image) {
        if let n = map[k] { unlink(n); n.value = v; pushFront(n); return }
        let n = Node(k, v)
        map[k] = n
        pushFront(n)
        if map.count > capacity, let t = tail {
            print("evict \(t.key)")
            unlink(t)
            map[t.key] = nil
        }
    }
    var keys: [String] { var r: [String] = []; var c = head; while let n = c { r.append(n.key); c = n.next }; return r }
}

var cache: LRUCache? = LRUCache(capacity: 2)
cache!.put("a", Image("a.png"))
cache!.put("b", Image("b.png"))
_ = cache!.get("a")
cache!.put("c", Image("c.png"))
print(cache!.keys)
cache!.put("a", Image("a2.png"))
print(cache!.keys)
_ = cache!.get("b")
cache!.put("d", Image("d.png"))
print(cache!.keys)
cache = nil
print("done")
