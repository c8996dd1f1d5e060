// A generic class with a Hashable key constraint used as a small cache.
final class Cache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func value(for key: Key, orCompute make: (Key) -> Value) -> Value {
        if let cached = storage[key] {
            hits += 1
            return cached
        }
        misses += 1
        let v = make(key)
        storage[key] = v
        return v
    }

    var keys: [Key] { Array(storage.keys) }
}

let squares = Cache<Int, Int>()
for n in [2, 3, 2, 4, 3, 2] {
    print(n, squares.value(for: n) { k in
        print("computing \(k)")
        return k * k
    })
}
print(squares.hits, squares.misses)
print(squares.keys.sorted())
let lengths = Cache<String, Int>()
print(lengths.value(for: "swift") { $0.count })
