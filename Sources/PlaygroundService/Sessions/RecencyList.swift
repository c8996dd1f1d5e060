/// Keys ordered from least to most recently used, with O(1) use, removal and oldest: a doubly
/// linked list threaded through a dictionary, so it holds no references and needs no unlinking
/// discipline beyond `remove`. The store keeps its live sessions in one (not thread-safe: the
/// store's lock guards it).
struct RecencyList<Key: Hashable> {
    private struct Link {
        var older: Key?
        var newer: Key?
    }
    private var links: [Key: Link] = [:]
    private(set) var oldest: Key?
    private(set) var newest: Key?

    var count: Int { links.count }
    func contains(_ key: Key) -> Bool { links[key] != nil }

    /// Makes `key` the most recently used, adding it if absent.
    mutating func use(_ key: Key) {
        if newest == key { return }
        remove(key)
        links[key] = Link(older: newest, newer: nil)
        if let newest { links[newest]!.newer = key } else { oldest = key }
        newest = key
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Bool {
        guard let link = links.removeValue(forKey: key) else { return false }
        if let older = link.older { links[older]!.newer = link.newer } else { oldest = link.newer }
        if let newer = link.newer { links[newer]!.older = link.older } else { newest = link.older }
        return true
    }

    /// Up to `count` keys from the least recently used on, skipping `excluded`.
    func oldest(_ count: Int, excluding excluded: Key) -> [Key] {
        var keys: [Key] = [], cursor = oldest
        while keys.count < count, let key = cursor {
            if key != excluded { keys.append(key) }
            cursor = links[key]!.newer
        }
        return keys
    }

    /// Every key, least recently used first.
    var ordered: [Key] {
        var keys: [Key] = [], cursor = oldest
        while let key = cursor {
            keys.append(key)
            cursor = links[key]!.newer
        }
        return keys
    }
}
