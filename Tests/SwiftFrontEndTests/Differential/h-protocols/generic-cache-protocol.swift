protocol Cache {
    associatedtype Key: Hashable
    associatedtype Value
    mutating func insert(_ value: Value, for key: Key)
    func value(for key: Key) -> Value?
}
struct LRUCache<Key: Hashable, Value>: Cache {
    let capacity: Int
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    init(capacity: Int) { self.capacity = capacity }
    mutating func insert(_ value: Value, for key: Key) {
        if storage[key] != nil { order.removeAll { $0 == key } }
        storage[key] = value
        order.append(key)
        if order.count > capacity {
            let evicted = order.removeFirst()
            storage[evicted] = nil
        }
    }
    func value(for key: Key) -> Value? { storage[key] }
    var keysOldestFirst: [Key] { order }
}
extension Cache {
    mutating func value(for key: Key, orInsert make: () -> Value) -> Value {
        if let v = value(for: key) { return v }
        let v = make()
        insert(v, for: key)
        return v
    }
}
var cache = LRUCache<String, Int>(capacity: 3)
for (k, v) in [("a", 1), ("b", 2), ("c", 3), ("a", 10), ("d", 4)] {
    cache.insert(v, for: k)
}
print(cache.keysOldestFirst, cache.value(for: "a") as Any, cache.value(for: "b") as Any)
var computed = 0
let e1 = cache.value(for: "e") { computed += 1; return 5 }
let e2 = cache.value(for: "e") { computed += 1; return 50 }
print(e1, e2, computed, cache.keysOldestFirst)
var words = LRUCache<Int, String>(capacity: 2)
for n in 1...4 { _ = words.value(for: n % 3) { "w\(n)" } }
print(words.keysOldestFirst, words.value(for: 1) ?? "-", words.value(for: 0) ?? "-")
