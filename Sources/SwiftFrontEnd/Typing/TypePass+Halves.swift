import ContainmentEngine
import Support

/// The type pass's work after collecting (a quarter of a millisecond for a 159-line paste,
/// measured in the service) is the top-level statements and the declarations' bodies. Each body
/// sees only the collected declarations and the globals, so the later declarations are typed on
/// the spare thread, from a copy of the pass, while this thread types the top-level statements
/// (a third of the work: perf, session 36) and then the earlier declarations.
///
/// The copy starts before the globals' types are known: it records each global it looks up with
/// what it found, and its bodies are kept only when every one of those is what the top-level
/// statements gave (a body naming a global the driver binds is typed again here, after them).
extension TypePass {
    /// A finished copy of the pass and what it typed, handed from the spare thread once.
    private final class TypedHalf: @unchecked Sendable {  // written before `wait` returns, then read
        var pass: TypePass?
        var typed: [(index: Int, statement: Stmt)] = []
    }

    /// What handing work to the spare thread needs: a copy of the pass that crosses threads once.
    private struct Handed: @unchecked Sendable {
        let pass: TypePass
        let statements: [Stmt]
        let indices: [Int]
    }

    /// Types the top-level statements and the declarations at `indices` (in order) in two parts
    /// at once, as one pass in order would: the first refusal is the earlier part's, and when the
    /// earlier part declared a local type (which the later bodies would see) or gave a global
    /// another type than the later part saw, the later part is typed again after it.
    mutating func inHalves(_ indices: [Int], of statements: [Stmt], into result: inout [Stmt], alongside spare: SpareThread) {
        let split = Self.balancedSplit(indices, of: statements)
        let earlier = Array(indices[..<split]), later = Array(indices[split...])
        let half = TypedHalf()
        let reads = GlobalReads()
        var copy = self
        copy.globalReads = reads
        let handed = Handed(pass: copy, statements: statements, indices: later)
        let ticket = spare.start {
            var pass = handed.pass
            var typed = handed.statements
            pass.typeDeclarations(handed.indices, of: handed.statements, into: &typed)
            half.typed = handed.indices.map { ($0, typed[$0]) }
            pass.globalReads = nil
            half.pass = pass
        }
        // The run that follows gives the spare thread the file's derived types next (`DerivedSpeculation`).
        spare.warmUp()
        let collectedBefore = collectedLocally
        collectedLocally = false
        typeTopLevelStatements(statements, into: &result)
        typeDeclarations(earlier, of: statements, into: &result)
        let earlierCollected = collectedLocally
        collectedLocally = collectedBefore || earlierCollected
        guard let ticket else { return typeDeclarations(later, of: statements, into: &result) }
        spare.wait(ticket)
        guard let other = half.pass, !earlierCollected, reads.types.allSatisfy({ scopes[0][$0.key] ?? .unknown == $0.value }) else {
            return typeDeclarations(later, of: statements, into: &result)
        }
        for (index, statement) in half.typed { result[index] = statement }
        if refusal == nil { refusal = other.refusal }
        collectedLocally = collectedLocally || other.collectedLocally
    }

    /// The statements that are not declarations, in order: the globals they bind are defined.
    mutating func typeTopLevelStatements(_ statements: [Stmt], into result: inout [Stmt]) {
        for (index, statement) in statements.enumerated() {
            if case .declaration = statement { continue }
            result[index] = self.statement(statement)
        }
    }

    /// The bodies of the declarations at `indices`, in order.
    mutating func typeDeclarations(_ indices: some Sequence<Int>, of statements: [Stmt], into result: inout [Stmt]) {
        for index in indices {
            guard case .declaration(let declaration) = statements[index] else { continue }
            result[index] = .declaration(self.declaration(declaration))
        }
    }

    /// Where to cut the declarations so that the later part (the spare thread's, on colder
    /// caches) is a little larger than the earlier, which this thread types after the top-level
    /// statements: by their lines in the file.
    static func balancedSplit(_ indices: [Int], of statements: [Stmt]) -> Int {
        let starts = indices.map { statements[$0].loc?.line ?? 0 }
        guard let first = starts.first, let last = starts.last, last > first else { return (indices.count + 1) / 2 }
        // The last declaration's own length is not known: counted as the average.
        let total = last - first + (last - first) / max(1, indices.count - 1)
        let target = first + total * 9 / 20
        let split = starts.firstIndex { $0 >= target } ?? indices.count - 1
        return min(max(split, 1), indices.count - 1)
    }
}

/// The globals a copy of the pass looked up, with the types it found (`TypePass.globalReads`).
/// A reference, so that a non-mutating `lookup` can record; one thread writes it, then hands it.
final class GlobalReads: @unchecked Sendable {
    var types: [String: StaticType] = [:]
}
