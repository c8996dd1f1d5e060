// Cache keyed by string with expiry; removal from dictionaries one key at a time in sorted order
final class Entry {
    let key: String
    let payload: String
    let expires: Int
    init(_ k: String, _ p: String, expires: Int) { key = k; payload = p; self.expires = expires; print("store \(k)") }
    deinit { print("evicted \(key)") }
}

final class ExpiringCache {
    private var storage: [String: Entry] = [:]
    var clock = 0
    var onEvict: ((String) -> Void)?
    deinit { print("cache deinit (\(storage.count) left)") }
    subscript(key: String) -> String? {
        get {
            guard let e = storage[key] else { return nil }
            if e.expires <= clock { print("expired on read: \(key)"); storage[key] = nil; return nil }
            return e.payload
        }
        set {
            if let v = newValue { storage[key] = Entry(key, v, expires: clock + 3) }
            else { storage.removeValue(forKey: key); print("removed \(key)") }
        }
    }
    func sweep() {
        print("sweep @\(clock)")
        for k in storage.keys.sorted() where storage[k]!.expires <= clock {
            storage[k] = nil
            onEvict?(k)
        }
    }
    func clear() { for k in storage.keys.sorted() { storage[k] = nil } }
}

var cache: ExpiringCache? = ExpiringCache()
var evicted: [String] = []
cache!.onEvict = { k in evicted.append(k); print("  onEvict \(k)") }
cache!["a"] = "alpha"
cache!.clock = 1
cache!["b"] = "beta"
cache!["c"] = "gamma"
cache!.clock = 2
cache!["a"] = "alpha2"
cache!.clock = 4
print("b =", cache!["b"] ?? "nil")
cache!.clock = 5
cache!.sweep()
print("a =", cache!["a"] ?? "nil")
cache!["a"] = nil
cache!["d"] = "delta"
cache!["e"] = "eps"
print("evicted list:", evicted)
cache!.clear()
print("cleared")
cache = nil
print("end")
