import ContainmentEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
@_spi(RawSyntax) import SwiftParserDiagnostics
import SwiftSyntax

/// Real Swift files as a front end: parsed by swift-syntax (swiftc's own parser, with its
/// diagnostics and fix-its), lowered once into `FileIR`, then interpreted against the engine.
public struct SwiftFrontEnd: FrontEnd {
    /// Lowered files by their text: journal replay, dormant sessions waking and time travel run
    /// the same inputs again, and parsing is most of a Swift input's cost.
    private let cache: LoweredFiles

    public init(cacheCapacity: Int = 256) { cache = LoweredFiles(capacity: cacheCapacity) }

    package func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        try cache.program(for: source, limits: limits) { (source, maxNesting) throws(ScriptError) in try Self.lower(source, maxNesting: maxNesting) }
    }

    /// Parses and lowers `source`, or the first syntax error as swiftc words it.
    /// `inHalves`: false parses a long file in one piece too (tests compare the two).
    static func lower(_ source: String, maxNesting: Int = PlaygroundLimits().maxNestingDepth, inHalves: Bool = true) throws(ScriptError) -> FileIR {
        let scan = SourceScan(source)
        if scan.hasControlCharacter { try rejectControlCharacters(source) }
        if scan.squareBrackets > maxSquareBracketDepth || scan.openingBrackets > maxNesting { try boundBrackets(source, maxNesting: maxNesting) }
        // swift-syntax's own bound on its recursion (its default is 20 in debug builds, 256 in
        // release: stated, so a test build accepts what the shipped one does). The lowering and
        // the interpreter recurse along the same tree.
        if inHalves, let cut = TopLevelSplit.point(in: source), var file = try lowerInHalves(source, cut: cut, maxNesting: maxNesting) {
            file.tracksLifetimes = scan.mentionsLifetimes
            return file
        }
        var parser = Parser(source, maximumNestingLevel: maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        // The diagnostics walk the whole tree again: only when the parser flagged an error.
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: "playground.swift", tree: tree)
            // A lexer's diagnostic is reported from the token itself: swift-syntax's generator
            // builds a fix-it for some of them with no change in it, which traps (a U+FFFD before
            // an operator; found by fuzz/run-swift.sh).
            if let error = Self.firstLexerError(tree, converter) { throw error }
            if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
                var error = Self.scriptError(first, converter)
                if first.diagMessage.message == StaticParserError.maximumNestingLevelOverflow.message {
                    error.message += " of \(maxNesting) (maxNestingDepth)"
                    error.limit = .maxNestingDepth
                }
                throw error
            }
        }
        var file = try TypePass.apply(to: try Lowering(lines: LineTable(source), maxNesting: maxNesting).file(tree))
        file.tracksLifetimes = scan.mentionsLifetimes
        return file
    }

    /// Whether the error refuses a construct of a text that parsed as Swift (the playground's
    /// words, pointing at docs/swift-support.md, or one of its bounds), not a syntax error: such a text is Swift,
    /// whatever the flat language says of it (the service chooses whose error to answer).
    package static func refusesAConstruct(_ error: PlaygroundError) -> Bool {
        guard case .script(let error) = error else { return false }
        return error.message.contains(Lowering.supportPage) || error.limit != nil
    }

    /// Whether the source says `weak`, `unowned` or `deinit` anywhere (a comment too: then the
    /// session only keeps books it does not need). A scan of the bytes: walking the tree's
    /// tokens for it cost 4 % of a paste, and `firstRange(of:)` over the UTF-8 view, generic and
    /// unspecialised, cost 40 % (perf, session 22), so the bytes are compared by hand.
    static func mentionsLifetimes(_ source: String) -> Bool { SourceScan(source).mentionsLifetimes }

    /// The first token the lexer flagged (errors before warnings), as swiftc words it.
    static func firstLexerError(_ tree: SourceFileSyntax, _ converter: SourceLocationConverter) -> ScriptError? {
        var warning: ScriptError?
        for token in tree.tokens(viewMode: .all) {
            guard let diagnostic = token.tokenDiagnostic else { continue }
            let location = converter.location(for: diagnostic.position(in: token))
            let error = ScriptError(line: location.line, column: location.column, message: diagnostic.diagnosticMessage(in: token).message)
            if diagnostic.severity == .error { return error }
            warning = warning ?? error
        }
        return warning
    }

    /// Square brackets nested deeper than this are refused before parsing: swift-syntax's
    /// look-ahead for array and inline-array types takes time exponential in their depth when
    /// they are not closed (24 took 13 s; found by fuzz/run-swift.sh). Real code nests a few.
    static let maxSquareBracketDepth = 12

    /// Both bounds in one scan (comments and string literals skipped): square brackets deeper
    /// than `maxSquareBracketDepth`, and brackets of any kind deeper than the parser's own bound,
    /// which is refused in the parser's words: swift-syntax finds that error too, but its
    /// diagnostics then take time quadratic in the depth (17,000 parentheses: 33 s in a debug build).
    static func boundBrackets(_ source: String, maxNesting: Int) throws(ScriptError) {
        // Called only when the brackets in all (`SourceScan`) exceed either bound: most files have fewer.
        var depth = 0, squareDepth = 0
        var text = source
        let failure: ScriptError? = text.withUTF8 { bytes in
            do throws(ScriptError) {
                try SwiftCodeBytes.forEach(in: bytes) { (byte, _, line, column) throws(ScriptError) in
                    switch byte {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                        depth += 1
                        if byte == UInt8(ascii: "[") { squareDepth += 1 }
                        if squareDepth > maxSquareBracketDepth {
                            throw ScriptError(
                                line: line, column: column,
                                message: "square brackets nested more than \(maxSquareBracketDepth) deep; the playground's parser stops there")
                        }
                        if depth > maxNesting {
                            throw ScriptError(
                                line: line, column: column,
                                message: StaticParserError.maximumNestingLevelOverflow.message + " of \(maxNesting) (maxNestingDepth)",
                                limit: .maxNestingDepth)
                        }
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                        depth = max(0, depth - 1)
                        if byte == UInt8(ascii: "]") { squareDepth = max(0, squareDepth - 1) }
                    default: break
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// swiftc refuses control characters ("invalid character in source file"); swift-syntax's
    /// diagnostics for some of them trap (a fix-it without changes, found by fuzz/run-swift.sh),
    /// so they are refused here, before the parser sees them.
    static func rejectControlCharacters(_ source: String) throws(ScriptError) {
        guard source.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) else { return }
        var line = 1, column = 1
        for byte in source.utf8 {
            if byte == 0x0A {
                line += 1
                column = 1
                continue
            }
            if (byte < 0x20 && byte != 0x09 && byte != 0x0D) || byte == 0x7F {
                throw ScriptError(line: line, column: column, message: "invalid character in source file")
            }
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    /// swiftc's wording: the message, its notes and its fix-its (`; use backticks...`).
    static func scriptError(_ diagnostic: SwiftDiagnostics.Diagnostic, _ converter: SourceLocationConverter) -> ScriptError {
        let location = diagnostic.location(converter: converter)
        var message = diagnostic.message
        for note in diagnostic.notes { message += "; " + note.message }
        for fixIt in diagnostic.fixIts where !message.contains(fixIt.message.message) { message += "; " + fixIt.message.message }
        return ScriptError(line: location.line, column: location.column, message: message)
    }
}
