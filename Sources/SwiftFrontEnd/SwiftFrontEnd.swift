import ContainmentEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Real Swift files as a front end: parsed by swift-syntax (swiftc's own parser, with its
/// diagnostics and fix-its), lowered once into `FileIR`, then interpreted against the engine.
public struct SwiftFrontEnd: FrontEnd {
    /// Lowered files by their text: journal replay, dormant sessions waking and time travel run
    /// the same inputs again, and parsing is most of a Swift input's cost.
    private let cache: LoweredFiles

    public init(cacheCapacity: Int = 256) { cache = LoweredFiles(capacity: cacheCapacity) }

    package func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
        let byteCount = source.utf8.count
        guard byteCount <= limits.maxScriptBytes else {
            throw .limit("the script is \(byteCount) bytes; the limit is \(limits.maxScriptBytes) (maxScriptBytes)")
        }
        if let file = cache[source] { return SwiftProgram(file: file, byteCount: byteCount) }
        do throws(ScriptError) {
            let file = try Self.lower(source)
            cache[source] = file
            return SwiftProgram(file: file, byteCount: byteCount)
        } catch {
            throw .script(error)
        }
    }

    /// Parses and lowers `source`, or the first syntax error as swiftc words it.
    static func lower(_ source: String) throws(ScriptError) -> FileIR {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "playground.swift", tree: tree)
        // The diagnostics walk the whole tree again: only when the parser flagged an error.
        if tree.hasError,
            let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error })
        {
            throw Self.scriptError(first, converter)
        }
        let folded: Syntax
        do {
            folded = try OperatorTable.standardOperators.foldAll(tree)
        } catch {
            throw ScriptError(line: 1, column: 1, message: "cannot resolve the operators: \(error)")
        }
        guard let file = folded.as(SourceFileSyntax.self) else { throw ScriptError(line: 1, column: 1, message: "not a Swift file") }
        return try Lowering(converter: converter).file(file)
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
