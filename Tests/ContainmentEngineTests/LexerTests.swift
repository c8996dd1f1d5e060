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
}
