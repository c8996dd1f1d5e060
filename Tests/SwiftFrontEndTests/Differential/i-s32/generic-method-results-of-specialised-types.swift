struct Cache2<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    mutating func insert(_ value: Value, for key: Key) { storage[key] = value }
    func value(for key: Key) -> Value? { storage[key] }
}
var cache = Cache2<String, Int>()
cache.insert(10, for: "a")
print(cache.value(for: "a") as Any)
print(cache.value(for: "a"))
let v = cache.value(for: "a")
print(v)
