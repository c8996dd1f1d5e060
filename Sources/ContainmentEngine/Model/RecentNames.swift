/// The row positions of names looked up recently, keyed by their inline bytes (`InlineASCII`).
/// A mutation asks its tables for a dozen names some 180 times; a hit here is a few comparisons,
/// where the index hashes and probes. Direct-mapped: a name lives in the one slot its bytes pick,
/// and a newcomer there replaces it.
struct RecentNames {
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// -1: empty.
        var count = -1
        var position = -1
    }

    /// 64 slots: with 16, the thirty-odd names of a 10-controller session collided often enough
    /// that a third of the lookups fell through to the index (callgrind: 267.9k -> 265.3k
    /// instructions per mutation); 2 KiB a table, two tables a live playground.
    private var entries = Array(repeating: Entry(), count: 64)

    @inline(__always)
    private static func slot(of key: InlineASCII) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: key.count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 58)
    }

    @inline(__always)
    func position(of key: InlineASCII) -> Int? {
        let entry = entries[Self.slot(of: key)]
        return entry.count == key.count && entry.low == key.low && entry.high == key.high ? entry.position : nil
    }

    @inline(__always)
    mutating func remember(_ key: InlineASCII, at position: Int) {
        entries[Self.slot(of: key)] = Entry(low: key.low, high: key.high, count: key.count, position: position)
    }

    /// After rows move (a removal), every remembered position may be stale.
    mutating func forgetAll() {
        for index in entries.indices { entries[index].count = -1 }
    }
}
