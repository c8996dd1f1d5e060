import ContainmentEngine
import ContainmentScript
import PlaygroundAPI
import SwiftFrontEnd

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front end for each kind of input, and which kind a text is. Injected into the store, so
/// tests can give one that returns a fixed program.
struct FrontEnds: Sendable {
    var script: any FrontEnd = ScriptFrontEnd()
    var swift: any FrontEnd = SwiftFrontEnd()
    var objc: any FrontEnd = ObjectiveCFrontEnd()

    /// What a Swift text declares and runs (nil when it does not lower, or the Swift front end is
    /// a test's stand-in).
    func outline(of source: String, limits: PlaygroundLimits) -> SwiftFileOutline? {
        (swift as? SwiftFrontEnd)?.outline(of: source, limits: limits)
    }

    /// The program `input` stands for, or the input's own located error (`.script`) or size
    /// limit (`.limit`). Runs outside any session lock: it needs nothing of the session.
    func program(for input: SessionInput, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        switch input {
        case .script(let source, _): try script.program(for: source, limits: limits)
        case .swift(let source, _): try swift.program(for: source, limits: limits)
        case .objc(let source, _): try objc.program(for: source, limits: limits)
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
        // `#import`, `@interface`, `@implementation` at the start of a line: Objective-C.
        if ObjectiveCFrontEnd.looksLikeObjectiveC(source) {
            return (.objc(source: source, settle: settle), try objc.program(for: source, limits: limits))
        }
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
        if case .failure(.limit) = flat { _ = try flat.get() }
        switch Result(catching: { () throws(PlaygroundError) in try swift.program(for: source, limits: limits) }) {
        case .success(let program): return (.swift(source: source, settle: settle), program)
        case .failure(let swiftError):
            if case .success(let program) = flat { return (.script(source: source, settle: settle), program) }
            if Self.looksLikeSwift(source) || SwiftFrontEnd.refusesAConstruct(swiftError) { throw swiftError }
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

    private static let declarationStarts = LineStarts([
        "import ", "class ", "final class ", "struct ", "enum ", "protocol ", "extension ", "func ",
    ])
    private static let swiftStarts = LineStarts(
        declarationStarts.words + [
            "@", "private ", "fileprivate ", "public ", "internal ", "open ", "override func ", "var ", "if ", "guard ", "for ",
            "while ", "switch ", "return", "}",
        ])

    /// Words a line may start with, and the set of their first bytes.
    private struct LineStarts: Sendable {
        let words: [String]
        let prefixes: [[UInt8]]
        /// Bit `b` of the 128 is set when a word starts with the ASCII byte `b`: a line that starts
        /// with none of them (most do) is passed with one test.
        private let firstBytes: (low: UInt64, high: UInt64)

        init(_ words: [String]) {
            self.words = words
            prefixes = words.map { Array($0.utf8) }
            var low: UInt64 = 0, high: UInt64 = 0
            for prefix in prefixes where prefix[0] < 128 {
                if prefix[0] < 64 { low |= 1 << UInt64(prefix[0]) } else { high |= 1 << UInt64(prefix[0] - 64) }
            }
            firstBytes = (low, high)
        }

        @inline(__always) func mayStart(with byte: UInt8) -> Bool {
            byte < 64 ? firstBytes.low >> UInt64(byte) & 1 != 0 : byte < 128 && firstBytes.high >> UInt64(byte - 64) & 1 != 0
        }
    }

    /// Whether a line, past its indentation, starts with one of `prefixes`. Over the UTF-8 bytes:
    /// splitting a pasted file into Substrings and comparing Characters cost a twentieth of the
    /// whole request.
    private static func anyLine(of source: String, startsWith starts: LineStarts) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                if index < bytes.count, starts.mayStart(with: bytes[index]) {
                    for prefix in starts.prefixes where index + prefix.count <= bytes.count && prefix[0] == bytes[index] {
                        if zip(prefix, bytes[index..<(index + prefix.count)]).allSatisfy({ $0 == $1 }) { return true }
                    }
                }
                // To the next line with memchr: a byte at a time was most of this function's time.
                guard let newline = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) else { return false }
                index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return false
        }
    }
}
