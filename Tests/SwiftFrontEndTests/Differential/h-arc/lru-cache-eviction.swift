final class Thumbnail {
    let key: String
    init(key: String) { self.key = key; print("render \(key)") }
    deinit { print("drop \(key)") }
}

final class LRUCache {
    let capacity: Int
    private var values: [String: Thumbnail] = [:]
    private var order: [String] = []
    init(capacity: Int) { self.capacity = capacity }
    func get(_ key: String) -> Thumbnail? {
        guard let v = values[key] else {
            print("miss \(key)")
            return nil
        }
        order.removeAll { $0 == key }
        order.append(key)
        print("hit \(key)")
        return v
    }
    func put(_ key: String) {
        if values[key] != nil { print("refresh \(key)") }
        values[key] = Thumbnail(key: key)
        order.removeAll { $0 == key }
        order.append(key)
        while order.count > capacity {
            let oldest = order.removeFirst()
            print("evicting \(oldest)")
            values[oldest] = nil
        }
    }
    func clear() {
        print("clear")
        for key in order { values[key] = nil }
        order.removeAll()
    }
}

func run() {
    let cache = LRUCache(capacity: 2)
    cache.put("a")
    cache.put("b")
    _ = cache.get("a")
    cache.put("c")
    _ = cache.get("b")
    var held = cache.get("a")
    cache.put("d")
    cache.put("e")
    print("still holding \(held?.key ?? "nil")")
    held = nil
    cache.put("e")
    cache.clear()
    print("end run")
}

run()
