import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// The fast paths over small ASCII strings must agree with the ordinary ones.
@Suite struct InlineASCIITests {
    /// The same text as a large (heap) string, which the fast paths do not read.
    private func large(_ text: String) -> String {
        var result = String()
        result.reserveCapacity(64)
        result += text
        return result
    }

    @Test func readsSmallASCIIOnly() throws {
        #expect(InlineASCII.layoutHolds)
        let name = try #require(InlineASCII("N123.view"))
        #expect(name.count == 9)
        #expect(InlineASCII("") == InlineASCII(String()))
        #expect(InlineASCII("é") == nil)
        #expect(InlineASCII(String(repeating: "x", count: 16)) == nil)
        #expect(InlineASCII(large("N0")) == nil)
        #expect(InlineASCII("N0") != InlineASCII("N1"))
        #expect(InlineASCII("N0") == InlineASCII(String(decoding: Array("N0".utf8), as: UTF8.self)))
    }

    @Test(arguments: ["", "X", "N0", "abcdefg", "abcdefgh", "abcdefghi", "N1234.view", "abcdefghijklmno", "abcdefghijklmnop", "é.view"])
    func smallAndLargeFormsShareTheirSlot(text: String) {
        var index = NameIndex()
        index[text] = 7
        #expect(index[large(text)] == 7)
        var other = NameIndex()
        other[large(text)] = 3
        #expect(other[text] == 3)
    }

    @Test(arguments: [
        ("X", "viewWillAppear", "true"), ("N1234", "viewWillLayoutSubviews", ""), ("é", "didMove", "<Parent: P>"),
        (String(repeating: "long", count: 5), "viewDidAppear", "false"),
    ])
    func callTextIsTheInterpolation(name: String, method: String, arguments: String) {
        #expect(Playground.callText(name, method, arguments) == "\(name).\(method)(\(arguments))")
        #expect(Playground.callText(large(name), large(method), large(arguments)) == "\(name).\(method)(\(arguments))")
    }

    @Test func rememberedPositionsFollowRollbacks() {
        let table = JournaledTable<Int>()
        for index in 0..<40 { table["N\(index)"] = index }
        table.begin()
        for index in 40..<60 { table["N\(index)"] = index }
        for index in 0..<60 { #expect(table["N\(index)"] == index) }  // every slot used, most replaced
        table.rollback()
        for index in 0..<60 { #expect(table["N\(index)"] == (index < 40 ? index : nil)) }
        table["N45"] = 450
        #expect(table["N45"] == 450)
        #expect(table[large("N45")] == 450)
    }

    @Test func lookupsAlternateBetweenForms() {
        let table = JournaledTable<Int>()
        table["N0"] = 1
        table["N1"] = 2
        #expect(table[large("N0")] == 1)
        #expect(table["N0"] == 1)
        #expect(table["N1"] == 2)
        #expect(table[large("N1")] == 2)
        #expect(table["N2"] == nil)
    }
}

@Suite struct InlineASCIIStringTests {
    @Test func madeStringsAreTheDecodedOnes() throws {
        let text = Array("N0_viewController".utf8)
        for length in 0...15 {
            let bytes = Array(text.prefix(length))
            let made = try #require(bytes.withUnsafeBufferPointer { InlineASCII.string(ofASCII: $0, layoutHolds: true) })
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(made == decoded && made.hashValue == decoded.hashValue && made.utf8.count == length)
            #expect(Array(made.utf8) == bytes && made + "!" == decoded + "!")
            #expect(InlineASCII(made) == InlineASCII(decoded))
        }
        #expect(text.withUnsafeBufferPointer { InlineASCII.string(ofASCII: $0, layoutHolds: true) } == nil)  // 17 bytes
        #expect(text.prefix(3).withUnsafeBufferPointer { InlineASCII.string(ofASCII: $0, layoutHolds: false) } == nil)
    }
}
