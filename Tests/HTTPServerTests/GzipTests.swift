import Testing

@testable import HTTPServer

@Suite struct GzipTests {
    @Test(arguments: [0, 1, 100, 70_000, 300_000])
    func compressedBytesComeBack(_ size: Int) throws {
        var generator = SystemRandomNumberGenerator()
        // Half repetitive, half random: compressible, and not trivially so.
        let bytes = (0..<size).map { index in index % 2 == 0 ? UInt8(index % 7) : UInt8.random(in: 0...255, using: &generator) }
        let compressed = try #require(Gzip.compress(bytes))
        #expect(Array(compressed.prefix(2)) == [0x1F, 0x8B], "not the gzip format")
        #expect(Gzip.decompress(compressed) == bytes)
    }

    @Test func whatIsNotGzipIsRefused() {
        #expect(Gzip.decompress(Array("plain text".utf8)) == nil)
        #expect(Gzip.decompress([]) == nil)
        let cut = Gzip.compress(Array(repeating: 65, count: 10_000))!.dropLast(4)
        #expect(Gzip.decompress(Array(cut)) == nil, "a truncated stream")
        #expect(Gzip.decompress(Gzip.compress(Array(repeating: 65, count: 10_000))!, limit: 100) == nil, "over the limit")
    }

    @Test(arguments: [
        ("gzip", true), ("gzip, deflate, br", true), ("br;q=1.0, gzip;q=0.8", true), ("*", true), ("GZIP", true),
        ("x-gzip", true), ("gzip;q=0", false), ("gzip; q=0", false), ("identity", false), ("", false), ("deflate, br", false),
    ])
    func acceptEncodingIsRead(_ header: String, _ accepted: Bool) {
        #expect(Gzip.isAccepted(by: header) == accepted)
    }

    @Test func noHeaderAcceptsNoGzip() { #expect(!Gzip.isAccepted(by: nil)) }
}
