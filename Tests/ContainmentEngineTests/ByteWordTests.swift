import Testing

@testable import ContainmentEngine

/// The word-at-a-time byte tests against the byte-by-byte answer: every byte value in every
/// lane, among neighbours that do and do not qualify; the lowest flag is always a true one.
@Suite struct ByteWordTests {
    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
    }

    private func lowestLane(_ flags: UInt64) -> Int? { flags == 0 ? nil : flags.trailingZeroBitCount / 8 }

    @Test(arguments: [UInt8(0x41), 0x00, 0x0D, 0x1F, 0x22, 0xFF, 0x80])
    func everyByteInEveryLane(_ neighbour: UInt8) {
        for lane in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: neighbour, count: 8)
                bytes[lane] = UInt8(value)
                let tested = word(bytes)
                for (flags, qualifies) in [
                    (ByteWord.equal(tested, 0x0D), { (byte: UInt8) in byte == 0x0D }),
                    (ByteWord.equal(tested, 0x22), { (byte: UInt8) in byte == 0x22 }),
                    (ByteWord.below(tested, 0x20), { (byte: UInt8) in byte < 0x20 }),
                    (ByteWord.nonASCII(tested), { (byte: UInt8) in byte >= 0x80 }),
                ] {
                    #expect(lowestLane(flags) == bytes.firstIndex(where: qualifies), "value \(value) in lane \(lane) among \(neighbour)")
                }
            }
        }
    }
}
