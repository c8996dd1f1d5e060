/// Eight bytes of text in one word (first byte lowest, `littleEndian`), tested all at once: the
/// classic bit tests, shared by the scans that look for a few kinds of byte in long runs (the
/// lexer's choice of its ASCII path, the JSON writer's escapes). Public and inlinable, so other
/// modules inline it: declared `package`, Swift called it for every word (4k instructions a
/// mutation, more than the tests themselves).
///
/// Each test returns the high bit of every byte it flags, zero exactly when no byte qualifies
/// (bytes of 0x80 or more included: `equal` and `below` never flag them on their own). A borrow
/// can flag a byte above a true one, never below, so the lowest flag is always a true one.
public enum ByteWord {
    /// The bytes of 0x80 or more (exact).
    @inlinable @inline(__always) public static func nonASCII(_ word: UInt64) -> UInt64 { word & 0x8080_8080_8080_8080 }

    /// The bytes equal to `byte`.
    @inlinable @inline(__always) public static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let crossed = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (crossed &- 0x0101_0101_0101_0101) & ~crossed & 0x8080_8080_8080_8080
    }

    /// The bytes below `limit` (at most 0x80).
    @inlinable @inline(__always) public static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080
    }
}
