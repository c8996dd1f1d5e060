/// Keys ordered from least to most recently used, with O(1) use, removal and oldest: a doubly
/// linked list of slots in an array, found through one dictionary from key to slot, so it holds
/// no references and needs no unlinking discipline beyond `remove`. The store keeps its live
/// sessions in one (not thread-safe: the store's lock guards it).
///
/// Slots, not a list threaded through the dictionary by key: moving a key to the newest end
/// hashed it and its neighbours some six times (a session id is 32 bytes: 3,800 instructions, 1 %
/// of a mutation, by callgrind); now the key is hashed once and the neighbours are indices.
///
/// Inlinable: the store uses it on every request from another module, where an unspecialised
/// generic call cost more than the work (as for `Locked`).
package struct RecencyList<Key: Hashable> {
    @usableFromInline struct Slot {
        @usableFromInline var key: Key?
        @usableFromInline var older = -1
        @usableFromInline var newer = -1
        @inlinable init(key: Key?) { self.key = key }
    }
    @usableFromInline var slotOf: [Key: Int] = [:]
    @usableFromInline var slots: [Slot] = []
    /// Slots left by removed keys, reused before the array grows.
    @usableFromInline var free: [Int] = []
    @usableFromInline var oldestSlot = -1, newestSlot = -1

    @inlinable package init() {}

    @inlinable package var count: Int { slotOf.count }
    @inlinable package func contains(_ key: Key) -> Bool { slotOf[key] != nil }
    @inlinable package var oldest: Key? { oldestSlot < 0 ? nil : slots[oldestSlot].key }
    @inlinable package var newest: Key? { newestSlot < 0 ? nil : slots[newestSlot].key }

    /// Makes `key` the most recently used, adding it if absent.
    @inlinable package mutating func use(_ key: Key) {
        if let slot = slotOf[key] {
            guard slot != newestSlot else { return }
            unlink(slot)
            append(slot)
            return
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            slots[slot].key = key
        } else {
            slot = slots.count
            slots.append(Slot(key: key))
        }
        slotOf[key] = slot
        append(slot)
    }

    @discardableResult
    @inlinable package mutating func remove(_ key: Key) -> Bool {
        guard let slot = slotOf.removeValue(forKey: key) else { return false }
        unlink(slot)
        slots[slot].key = nil
        free.append(slot)
        return true
    }

    /// Up to `count` keys from the least recently used on, skipping `excluded`.
    @inlinable package func oldest(_ count: Int, excluding excluded: Key) -> [Key] { keys(upTo: count, excluding: excluded) }

    /// Every key, least recently used first.
    @inlinable package var ordered: [Key] { keys(upTo: count, excluding: nil) }

    @usableFromInline func keys(upTo count: Int, excluding excluded: Key?) -> [Key] {
        var keys: [Key] = [], cursor = oldestSlot
        while keys.count < count, cursor >= 0 {
            if let key = slots[cursor].key, key != excluded { keys.append(key) }
            cursor = slots[cursor].newer
        }
        return keys
    }

    /// Takes `slot` out of the order (its key stays).
    @usableFromInline mutating func unlink(_ slot: Int) {
        let (older, newer) = (slots[slot].older, slots[slot].newer)
        if older >= 0 { slots[older].newer = newer } else { oldestSlot = newer }
        if newer >= 0 { slots[newer].older = older } else { newestSlot = older }
        (slots[slot].older, slots[slot].newer) = (-1, -1)
    }

    /// Puts `slot` at the newest end.
    @usableFromInline mutating func append(_ slot: Int) {
        slots[slot].older = newestSlot
        slots[slot].newer = -1
        if newestSlot >= 0 { slots[newestSlot].newer = slot } else { oldestSlot = slot }
        newestSlot = slot
    }
}
