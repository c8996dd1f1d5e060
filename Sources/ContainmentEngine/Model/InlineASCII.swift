/// The bytes of a small ASCII string, read from the string's own 16 bytes.
///
/// Nearly every object name (`N12`, `N12.view`) and callback part is ASCII and at most 15 bytes,
/// which Swift keeps inline in the String value. Reaching those bytes through `utf8` costs a
/// copy and a closure call; comparing two names through `==` calls into the runtime. A mutation
/// looks names up about 160 times, so those costs were a fifth of it. This reads the inline
/// bytes directly, when (and only when) the layout is the one checked at start-up; otherwise
/// `init?` returns nil and callers take their ordinary path.
package struct InlineASCII: Equatable {
    /// Bytes 0-7 and 8-14, little-endian, zero past `count`.
    let low: UInt64
    let high: UInt64
    let count: Int

    /// `layoutHolds`: pass a stored copy of `InlineASCII.layoutHolds` on hot paths (reading the
    /// static costs a `swift_once` call each time).
    @inline(__always)
    init?(_ string: String, layoutHolds: Bool = InlineASCII.layoutHolds) {
        guard layoutHolds else { return nil }
        let (first, second) = unsafeBitCast(string, to: (UInt64, UInt64).self)
        // Top nibble 0xE: an immortal small string of ASCII; the next nibble is the byte count.
        guard second >> 60 == 0xE else { return nil }
        let count = Int(truncatingIfNeeded: (second >> 56) & 0xF)
        self.count = count
        low = count >= 8 ? first : first & ((1 << UInt64(count * 8)) &- 1)
        high = count <= 8 ? 0 : second & ((1 << UInt64((count - 8) * 8)) &- 1)
    }

    /// Writes the bytes at `destination`, which must have room for 16 (only `count` are meant).
    @inline(__always)
    func store(to destination: UnsafeMutableRawPointer) {
        destination.storeBytes(of: low.littleEndian, as: UInt64.self)
        (destination + 8).storeBytes(of: high.littleEndian, as: UInt64.self)
    }

    /// The String of `bytes` (ASCII, as the caller has checked) laid out as Swift lays out a small
    /// string, without the validating call `String(decoding:as:)` makes (about 150 instructions a
    /// name, 29 names in a 7-line script); nil when longer than 15 bytes or the layout does not hold.
    @inline(__always)
    package static func string(ofASCII bytes: UnsafeBufferPointer<UInt8>, layoutHolds: Bool) -> String? {
        guard layoutHolds, bytes.count <= 15 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for offset in 0..<min(bytes.count, 8) { low |= UInt64(bytes[offset]) << UInt64(offset * 8) }
        for offset in min(bytes.count, 8)..<bytes.count { high |= UInt64(bytes[offset]) << UInt64((offset - 8) * 8) }
        // Top nibble 0xE (immortal, small, ASCII), then the count, as `init?` reads it.
        return unsafeBitCast((low, high | (0xE0 | UInt64(bytes.count)) << 56), to: String.self)
    }

    /// Whether Strings are laid out as this type reads them (Swift's 64-bit layout): checked once
    /// on strings made at run time, so a different standard library only loses the fast path.
    package static let layoutHolds: Bool = {
        guard MemoryLayout<String>.size == 16, UInt64(1).littleEndian == 1 else { return false }
        func bits(_ string: String) -> (UInt64, UInt64) { unsafeBitCast(string, to: (UInt64, UInt64).self) }
        let short = String(decoding: [0x4E, 0x30], as: UTF8.self)  // "N0"
        let long = String(decoding: Array("N123456.view".utf8), as: UTF8.self)  // 12 bytes
        let accented = String(decoding: [0xC3, 0xA9], as: UTF8.self)  // "é": small, not ASCII
        let large = String(repeating: "x", count: 40)
        return bits(short) == (0x304E, 0xE2 << 56)
            && bits(long) == (0x2E36_3534_3332_314E, 0xEC << 56 | 0x7765_6976)  // "N123456." and "view", 12 bytes
            && bits(accented).1 >> 60 != 0xE && bits(large).1 >> 60 != 0xE
    }()
}
