/// Row positions by object name. A mutation looks names up a few hundred times; with Dictionary
/// each lookup paid for SipHash through `Hasher`, about a sixth of the whole mutation. ASCII names
/// (nearly all) are found in an open-addressing table (linear probing) with a cheap hash of their
/// bytes. Swift compares strings by canonical equivalence (the Kelvin sign equals "K"), which
/// bytes cannot tell, so a Dictionary of every name stays the reference: it answers whenever the
/// name asked for, or any name in the index, is not ASCII.
/// The seed comes from `Hasher`, random per process as Dictionary's is, so a script cannot choose
/// names that collide.
struct NameIndex: Sendable {
    private struct Slot: Sendable {
        var hash: UInt64
        var name: String
        /// The row position; -1 marks an empty slot.
        var position: Int
    }

    private var slots: [Slot]
    private var mask: Int
    private var count = 0
    private var all: [String: Int] = [:]
    private var allASCII = true
    private let seed: UInt64
    private let inlineNames = InlineASCII.layoutHolds

    init() {
        var hasher = Hasher()
        hasher.combine(0)
        seed = UInt64(truncatingIfNeeded: hasher.finalize())
        slots = Array(repeating: Slot(hash: 0, name: "", position: -1), count: 16)
        mask = 15
    }

    subscript(name: String) -> Int? {
        get {
            guard let hash = asciiHash(of: name), allASCII else { return all[name] }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].position >= 0 {
                if slots[index].hash == hash, slots[index].name == name { return slots[index].position }
                index = (index + 1) & mask
            }
            return nil
        }
        set {
            // Every name goes into `all`, under Swift's equality, and so decides what the slots hold.
            let key = all.index(forKey: name).map { all[$0].key } ?? name
            all[key] = newValue
            guard let hash = asciiHash(of: key) else {
                if newValue != nil { allASCII = false }
                return
            }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].position >= 0 {
                if slots[index].hash == hash, slots[index].name == key {
                    if let newValue { slots[index].position = newValue } else { remove(at: index) }
                    return
                }
                index = (index + 1) & mask
            }
            guard let newValue else { return }
            slots[index] = Slot(hash: hash, name: key, position: newValue)
            count += 1
            if count * 2 > slots.count { grow() }
        }
    }

    /// Backward-shift deletion: later slots of the probe run move up, so lookups need no tombstones.
    private mutating func remove(at start: Int) {
        var hole = start, index = start
        while true {
            index = (index + 1) & mask
            guard slots[index].position >= 0 else { break }
            let home = Int(truncatingIfNeeded: slots[index].hash) & mask
            // The entry may fill the hole only if its home is not cyclically within (hole, index].
            let between = hole <= index ? (home > hole && home <= index) : (home > hole || home <= index)
            if !between {
                slots[hole] = slots[index]
                hole = index
            }
        }
        slots[hole] = Slot(hash: 0, name: "", position: -1)
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, name: "", position: -1), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.position >= 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[index].position >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// The name's UTF-8 bytes, eight to a word, each word folded in with a multiply-xorshift mix;
    /// nil if the name is not ASCII.
    private func asciiHash(of name: String) -> UInt64? {
        // The same hash from a small string's inline bytes, without copying them out.
        if let inline = InlineASCII(name, layoutHolds: inlineNames) {
            if inline.count < 8 { return Self.mix(seed ^ inline.low ^ UInt64(inline.count * 8) << 56) }
            return Self.mix(Self.mix(seed ^ inline.low) ^ inline.high ^ UInt64((inline.count - 8) * 8) << 56)
        }
        return name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            let raw = UnsafeRawBufferPointer(bytes)
            var hash = seed, bits: UInt64 = 0, offset = 0
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                bits |= word
                hash = Self.mix(hash ^ word)
                offset += 8
            }
            var word: UInt64 = 0, shift: UInt64 = 0
            while offset < raw.count {
                word |= UInt64(raw[offset]) << shift
                shift += 8; offset += 1
            }
            guard (bits | word) & 0x8080_8080_8080_8080 == 0 else { return nil }
            return Self.mix(hash ^ word ^ shift << 56)
        } ?? nil
    }

    /// SplitMix64's finaliser: every input bit affects every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}
