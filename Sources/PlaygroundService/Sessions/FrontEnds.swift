import ContainmentEngine
import ContainmentScript
import SwiftFrontEnd

/// The front end for each kind of input, and which kind a text is. Injected into the store, so
/// tests can give one that returns a fixed program.
struct FrontEnds: Sendable {
    var script: any FrontEnd = ScriptFrontEnd()
    var swift: any FrontEnd = SwiftFrontEnd()

    /// The program `input` stands for, or the input's own located error (`.script`) or size
    /// limit (`.limit`). Runs outside any session lock: it needs nothing of the session.
    func program(for input: SessionInput, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        switch input {
        case .script(let source, _): try script.program(for: source, limits: limits)
        case .swift(let source, _): try swift.program(for: source, limits: limits)
        case .simulate(let version): SimulateIOSProgram(version)
        }
    }

    /// Which language a posted text is, and its program. A text is the flat language when that
    /// parses it, unless the session already holds Swift declarations (then Swift, when Swift
    /// parses it: `let x = MyViewController()` must make the user's class). Otherwise it is Swift.
    /// When neither parses, the error is Swift's for a text that looks like Swift (declarations,
    /// imports, control flow, backticks) and the flat language's for the rest.
    func compile(_ source: String, settle: Bool, sessionSpeaksSwift: Bool, limits: PlaygroundLimits) throws(PlaygroundError) -> (
        SessionInput, any Program
    ) {
        // A declaration or an import at the start of a line is Swift the flat language never
        // parses: skip lexing and parsing a whole pasted file twice.
        if Self.declaresSwift(source),
            case .success(let program) = Result(catching: { () throws(PlaygroundError) in
                try swift.program(for: source, limits: limits)
            })
        {
            return (.swift(source: source, settle: settle), program)
        }
        let flat = Result { () throws(PlaygroundError) in try script.program(for: source, limits: limits) }
        if case .success(let program) = flat, !sessionSpeaksSwift { return (.script(source: source, settle: settle), program) }
        if case .failure(.limit) = flat { try flat.get() }
        switch Result(catching: { () throws(PlaygroundError) in try swift.program(for: source, limits: limits) }) {
        case .success(let program): return (.swift(source: source, settle: settle), program)
        case .failure(let swiftError):
            if case .success(let program) = flat { return (.script(source: source, settle: settle), program) }
            if Self.looksLikeSwift(source) { throw swiftError }
            return (.script(source: source, settle: settle), try flat.get())
        }
    }

    /// Whether a line starts with a declaration or an import: statements the flat language has
    /// none of, so such a text is never flat.
    static func declaresSwift(_ source: String) -> Bool {
        anyLine(of: source, startsWith: declarationStarts)
    }

    /// Words at the start of a line that the flat language has no use for, and backticks.
    static func looksLikeSwift(_ source: String) -> Bool {
        source.contains("`") || anyLine(of: source, startsWith: swiftStarts)
    }

    private static let declarationStarts = ["import ", "class ", "final class ", "struct ", "enum ", "protocol ", "extension ", "func "]
        .map { Array($0.utf8) }
    private static let swiftStarts =
        declarationStarts
        + [
            "@", "private ", "fileprivate ", "public ", "internal ", "open ", "override func ", "var ", "if ", "guard ", "for ", "while ",
            "switch ", "return", "}",
        ].map { Array($0.utf8) }

    /// Whether a line, past its indentation, starts with one of `prefixes`. Over the UTF-8 bytes:
    /// splitting a pasted file into Substrings and comparing Characters cost a twentieth of the
    /// whole request.
    private static func anyLine(of source: String, startsWith prefixes: [[UInt8]]) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                // First bytes first: most lines start with a name no prefix starts with.
                for prefix in prefixes where index + prefix.count <= bytes.count && prefix[0] == bytes[index] {
                    if zip(prefix, bytes[index..<(index + prefix.count)]).allSatisfy({ $0 == $1 }) { return true }
                }
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                index += 1
            }
            return false
        }
    }
}
