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
        let halves = [(text: String(source[..<middle]), offset: 0), (text: String(source[middle...]), offset: cut)]
        let lines = LineTable(source)
        let starts = lines.starts
        // The spare thread takes the smaller half: it starts later (a wake-up, 50-80 us) and runs
        // on colder caches (a fifth to a third slower, measured in the service).
        let spared = cut * 2 < utf8.count ? 0 : 1
        let slot = HalfSlot()
        let (spareText, spareOffset) = halves[spared]
        let ticket = spare.start {
            slot.result = Result { () throws(ScriptError) in
                try lowerHalf(spareText, at: spareOffset, lines: LineTable(starts: starts), maxNesting: maxNesting)
            }
        }
        let own = halves[1 - spared]
        let ownResult = Result { () throws(ScriptError) in try lowerHalf(own.text, at: own.offset, lines: lines, maxNesting: maxNesting) }
        if let ticket {
            // The type pass gives the spare thread the later declarations next (`TypePass+Halves`).
            spare.warmUp()
            spare.wait(ticket)
        } else {
            slot.result = Result { () throws(ScriptError) in try lowerHalf(spareText, at: spareOffset, lines: lines, maxNesting: maxNesting) }
        }
        let results = spared == 0 ? [slot.result, ownResult] : [ownResult, slot.result]
        slot.result = .success(nil)
        // A syntax error anywhere goes first, as one parse would find it; then the first half's refusal.
        var lowered: [Half] = []
        for result in results {
            switch result {
            case .success(let half?): lowered.append(half)
            case .success(nil): return nil
            case .failure: break
            }
        }
        for case .failure(let error) in results { throw error }
        var file = FileIR(statements: lowered[0].file.statements + lowered[1].file.statements)
        file.importsFoundation = lowered[0].file.importsFoundation || lowered[1].file.importsFoundation
        file.mentionsResult = lowered[0].file.mentionsResult || lowered[1].file.mentionsResult
        file.typeAliases = lowered[0].file.typeAliases.merging(lowered[1].file.typeAliases) { first, _ in first }
        lowered[0].sites.add(lowered[1].sites)
        file.reboundNames = lowered[0].sites.rebound
        let typed = try TypePass.apply(to: file, alongside: spare)
        // The statements as lowered, which the type pass rewrote: thousands of nodes, freed after
        // the answer (27-31 us of the request when freed here, probes in session 35).
        DeferredRelease.shared.release((file, lowered, results))
        return typed
    }

    /// One half parsed and lowered, its positions counted from `offset` in the whole file.
    private static func lowerHalf(_ text: String, at offset: Int, lines: LineTable, maxNesting: Int) throws(ScriptError) -> Half? {
        var parser = Parser(text, maximumNestingLevel: maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        if tree.hasError { return nil }
        let lowering = Lowering(lines: lines, maxNesting: maxNesting)
        lowering.folded.offset = offset
        return Half(file: try lowering.file(tree), sites: lowering.sites)
    }
}
