final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0, misses = 0
    init(capacity: Int) { self.capacity = capacity }
    func get(_ k: Key, orCompute f: (Key) -> Value) -> Value {
        if let v = storage[k] { hits += 1; return v }
        misses += 1
        let v = f(k)
        storage[k] = v
        order.append(k)
        if order.count > capacity { let old = order.removeFirst(); storage[old] = nil; print("evict \(old)") }
        return v
    }
    var keys: [Key] { order }
}
let c = Cache<Int, String>(capacity: 2)
for k in [1, 2, 1, 3, 2, 1] {
    let v = c.get(k) { "v\($0 * $0)" }
    print(k, v)
}
print(c.hits, c.misses, c.keys)
