import Synchronization

/// The bytes every session's `HierarchyJSONCache` holds, against `maxHierarchyCacheBytes`.
final class HierarchyJSONBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) { self.limit = limit }

    var bytesUsed: Int { used.load(ordering: .relaxed) }

    /// Takes `bytes` (a negative amount gives back); false, taking nothing, past the limit.
    func take(_ bytes: Int) -> Bool {
        var current = used.load(ordering: .relaxed)
        while true {
            guard bytes <= 0 || current + bytes <= limit else { return false }
            let (exchanged, found) = used.compareExchange(expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return true }
            current = found
        }
    }

    func give(_ bytes: Int) { used.subtract(bytes, ordering: .relaxed) }
}
