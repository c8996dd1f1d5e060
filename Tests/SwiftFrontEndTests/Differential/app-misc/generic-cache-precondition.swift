final class LRUCache<Key: Hashable, Value> {
    private var values: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int

    init(capacity: Int) {
        precondition(capacity > 0, "capacity must be positive")
        self.capacity = capacity
    }

    subscript(key: Key) -> Value? {
        get {
            guard let v = values[key] else { return nil }
            touch(key)
            return v
        }
        set {
            guard let newValue = newValue else {
                values[key] = nil
                order.removeAll { $0 == key }
                return
            }
            values[key] = newValue
            touch(key)
            if order.count > capacity { values[order.removeFirst()] = nil }
        }
    }

    private func touch(_ key: Key) { order.removeAll { $0 == key }; order.append(key) }

    var keys: [Key] { order }
}

let images = LRUCache<String, Int>(capacity: 3)
for (name, size) in [("a", 10), ("b", 20), ("c", 30)] { images[name] = size }
_ = images["a"]
images["d"] = 40
print("keys:", images.keys, "b:", images["b"] as Any)
images["c"] = nil
images["e"] = 50
print("keys:", images.keys)
let broken = LRUCache<Int, String>(capacity: 0)
print("never printed", broken.keys)
