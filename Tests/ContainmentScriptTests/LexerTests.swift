import CorpusSupport
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// The ASCII lexer (nearly every script) must read exactly what the Character path reads: the
/// same tokens at the same lines and columns, and the same error at the same place.
@Suite struct LexerTests {
    private func outcome(_ lex: (String) throws(ScriptError) -> [Token], _ source: String) -> String {
        do {
            return try lex(source).map { "\($0.kind)@\($0.position.line):\($0.position.column)" }.joined(separator: " ")
        } catch {
            return "error \(error.line):\(error.column) \(error.message)"
        }
    }

    private func expectSameAsCharacters(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!source.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }, "not a text for the ASCII path")
        let ascii = outcome(Lexer.tokens(of:), source), characters = outcome(Lexer.characterTokens(of:), source)
        #expect(ascii == characters, "\(source.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func everyCorpusScriptReadsAsCharactersDo() throws {
        let scenarios = try CorpusScenario.all() + CorpusScenario.all(in: "ProjectCorpus")
        #expect(scenarios.count > 80)
        for scenario in scenarios {
            expectSameAsCharacters(scenario.script)
            if let setup = scenario.setup { expectSameAsCharacters(setup) }
        }
    }

    @Test(arguments: [
        "let A = UIViewController()\nA.view.frame = CGRect(x: -1.5, y: 1_000, width: 3.000000000000001, height: 007)",
        "a;b; c\t\u{0B}\u{0C}d // comment ; \"x\n  /* block\n comment */ e /*/ f", "x /* never closed\n\n",
        "s = \"quote \\\" and backslash \\\\ and \\\nline\"\nafter", "s = \"unterminated\nnext", "s = \"open to the end",
        "1.description -2 - 3 -x 1..<2 x?.y! a && b || !c <= >= { } [ ] , :", "9999999999999999999999 12345678901234567",
        "_private __ a_1 A1b2", "oops # here", "back`tick`", "at @end", "dollar $0", "1_", "-", "", "\n\n;\n",
    ])
    func edgesReadAsCharactersDo(_ source: String) {
        expectSameAsCharacters(source)
    }

    @Test func positionsCountLinesAndColumns() throws {
        let tokens = try Lexer.tokens(of: "a\n  /* x\n y */ b\n\"c\\\nd\" e")
        let places = tokens.map { "\($0.position.line):\($0.position.column)" }
        #expect(places == ["1:1", "1:2", "3:7", "3:8", "4:1", "5:4", "5:5"])
    }

    /// The word-at-a-time check that chooses the ASCII path: every length up to three words, with
    /// one byte it must refuse at each place, among neighbours that differ from it by one bit or
    /// one unit (a check that tested the wrong lane, or let a borrow hide a byte, fails here).
    @Test func theASCIIPathIsChosenExactlyForASCIIWithoutCarriageReturns() {
        let clean = Array("N0.addChild(X)\n\tx = 1_0; // é?".utf8.filter { $0 < 0x80 })
        let refused: [UInt8] = [0x0D, 0x80, 0x8D, 0xC3, 0xFF]
        let neighbours: [UInt8] = [0x0C, 0x0E, 0x0F, 0x05, 0x4D, 0x7F, 0x00, 0x01]
        func reads(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { ASCIILexer.reads($0) } }
        for length in 0...24 {
            let text = (0..<length).map { clean[$0 % clean.count] }
            #expect(reads(text), "\(text)")
            let near = (0..<length).map { neighbours[$0 % neighbours.count] }
            #expect(reads(near), "\(near)")
            for place in 0..<length {
                for byte in refused {
                    var bad = text
                    bad[place] = byte
                    #expect(!reads(bad), "byte \(byte) at \(place) of \(length)")
                    var badNear = near
                    badNear[place] = byte
                    #expect(!reads(badNear), "byte \(byte) at \(place) of \(length) among neighbours")
                }
            }
        }
    }
}
