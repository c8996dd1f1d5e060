import ContainmentEngine
import Support

/// The declarations' bodies are most of the type pass (a quarter of a millisecond for a 159-line
/// paste, measured in the service), and each body sees only the globals and the collected
/// declarations, which are settled before the first body: so the later declarations are typed
/// on the spare thread, from a copy of the pass, while this thread types the earlier ones.
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

    /// Types the declarations at `indices` (in order) in two parts at once, as one pass in order
    /// would: the first refusal is the earlier part's, and when the earlier part declared a local
    /// type (which the later bodies would see), the later part is typed again after it.
    mutating func declarationsInHalves(_ indices: [Int], of statements: [Stmt], into result: inout [Stmt], alongside spare: SpareThread) {
        let split = Self.balancedSplit(indices, of: statements)
        let earlier = Array(indices[..<split]), later = Array(indices[split...])
        let half = TypedHalf()
        let handed = Handed(pass: self, statements: statements, indices: later)
        let ticket = spare.start {
            var pass = handed.pass
            var typed = handed.statements
            pass.typeDeclarations(handed.indices, of: handed.statements, into: &typed)
            half.typed = handed.indices.map { ($0, typed[$0]) }
            half.pass = pass
        }
        // The run that follows gives the spare thread the file's derived types next (`DerivedSpeculation`).
        spare.warmUp()
        let collectedBefore = collectedLocally
        collectedLocally = false
        typeDeclarations(earlier, of: statements, into: &result)
        let earlierCollected = collectedLocally
        collectedLocally = collectedBefore || earlierCollected
        guard let ticket else { return typeDeclarations(later, of: statements, into: &result) }
        spare.wait(ticket)
        guard let other = half.pass, !earlierCollected else { return typeDeclarations(later, of: statements, into: &result) }
        for (index, statement) in half.typed { result[index] = statement }
        if refusal == nil { refusal = other.refusal }
        collectedLocally = collectedLocally || other.collectedLocally
    }

    /// Where to cut the declarations so that the later part (the spare thread's, on colder
    /// caches) is a little smaller: by their lines in the file.
    static func balancedSplit(_ indices: [Int], of statements: [Stmt]) -> Int {
        let starts = indices.map { statements[$0].loc?.line ?? 0 }
        guard let first = starts.first, let last = starts.last, last > first else { return (indices.count + 1) / 2 }
        // The last declaration's own length is not known: counted as the average.
        let total = last - first + (last - first) / max(1, indices.count - 1)
        let target = first + total * 13 / 20
        let split = starts.firstIndex { $0 >= target } ?? indices.count - 1
        return min(max(split, 1), indices.count - 1)
    }
}
