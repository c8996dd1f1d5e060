import ContainmentEngine
import Support
import SwiftParser
import SwiftSyntax

extension SwiftFrontEnd {
    /// Parsing and lowering are two thirds of a new paste's time (perf, session 28), and the
    /// machine the service ships for has two cores: a long file's two halves (`TopLevelSplit`)
    /// are parsed and lowered at once, the second on `spare` when it is free.
    static let spare = SpareThread(name: "swift-front-end.spare", stackBytes: 64 << 20)

    /// What one half gave: its statements and bindings, or nil when it did not parse cleanly
    /// (then the whole file is parsed again in one piece, which finds the error where swiftc does).
    private struct Half: @unchecked Sendable {  // handed from the spare thread once, then read here
        var file: FileIR
        var sites: BindingSites
    }

    private final class HalfSlot: @unchecked Sendable {  // written by the spare thread before `wait` returns
        var result: Result<Half?, ScriptError> = .success(nil)
    }

    /// The file lowered in two halves cut at `cut` (a UTF-8 offset), or nil when either half has
    /// a syntax error. An unsupported construct in the first half is reported before one in the
    /// second, as in one piece.
    static func lowerInHalves(_ source: String, cut: Int, maxNesting: Int) throws(ScriptError) -> FileIR? {
        let utf8 = source.utf8
        let middle = utf8.index(utf8.startIndex, offsetBy: cut)
        let first = String(source[..<middle]), second = String(source[middle...])
        let lines = LineTable(source)
        let slot = HalfSlot()
        let starts = lines.starts
        let ticket = spare.start {
            slot.result = Result { () throws(ScriptError) in try lowerHalf(second, at: cut, lines: LineTable(starts: starts), maxNesting: maxNesting)
            }
        }
        let firstResult = Result { () throws(ScriptError) in try lowerHalf(first, at: 0, lines: lines, maxNesting: maxNesting) }
        if let ticket {
            spare.wait(ticket)
        } else {
            slot.result = Result { () throws(ScriptError) in try lowerHalf(second, at: cut, lines: lines, maxNesting: maxNesting) }
        }
        // A syntax error anywhere goes first, as one parse would find it.
        guard case .success(let firstHalf?) = firstResult, case .success(let secondHalf?) = slot.result else {
            if case .success(nil) = firstResult { return nil }
            if case .success(nil) = slot.result { return nil }
            if case .failure(let error) = firstResult { throw error }
            if case .failure(let error) = slot.result { throw error }
            return nil
        }
        var file = FileIR(statements: firstHalf.file.statements + secondHalf.file.statements)
        file.importsFoundation = firstHalf.file.importsFoundation || secondHalf.file.importsFoundation
        firstHalf.sites.add(secondHalf.sites)
        file.reboundNames = firstHalf.sites.rebound
        return try TypePass.apply(to: file)
    }

    /// One half parsed and lowered, its positions counted from `offset` in the whole file.
    private static func lowerHalf(_ text: String, at offset: Int, lines: LineTable, maxNesting: Int) throws(ScriptError) -> Half? {
        var parser = Parser(text, maximumNestingLevel: maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        if tree.hasError { return nil }
        let lowering = Lowering(lines: lines)
        lowering.folded.offset = offset
        return Half(file: try lowering.file(tree), sites: lowering.sites)
    }
}
