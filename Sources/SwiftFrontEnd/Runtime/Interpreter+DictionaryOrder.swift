import ContainmentEngine

/// Where a dictionary's order shows: Swift keeps a dictionary in hash order, seeded at random per
/// process, so a build prints one of two or more pairs in an order that changes from run to run
/// (swiftc's own builds, run five times, printed `["a": 1, "b": 2]` in both orders). The
/// playground keeps the order the pairs were inserted in, and says so with a note at each line
/// where that order reaches the output: printing the dictionary, walking it (`for`, `forEach`,
/// `map`, `reduce`...) or reading `keys`, `values` or `first`. Sets refuse the same uses instead
/// (`orderedElements(ofSet:)`); dictionaries are walked far more often in real code, and the
/// walk's result rarely depends on the order, so they run, noted.
extension Interpreter {
    /// A dictionary's methods that walk it as a sequence of (key:, value:) pairs.
    static let pairSequenceMethods: Set<String> = [
        "sorted", "reduce", "min", "max", "first", "allSatisfy", "compactMap", "flatMap", "enumerated", "count", "randomElement",
    ]

    /// A dictionary's calls whose result shows its pairs' order, beside those.
    static let pairOrderCalls: Set<String> = ["index", "keys", "map", "forEach"]

    /// Of those, the ones whose result does not depend on the order the pairs come in.
    static let orderFreeMethods: Set<String> = ["sorted", "min", "max", "allSatisfy", "count", "randomElement"]

    /// What reads a collection without its order showing: `scores.values.max()`, `keys.count`.
    static let orderFreeUses: Set<String> = [
        "count", "isEmpty", "sorted", "min", "max", "contains", "allSatisfy", "underestimatedCount",
    ]

    /// `base`, the receiver of `name`: a dictionary's `keys` or `values` read for a use their
    /// order does not change are not noted.
    func evaluate(_ base: Expr, in scope: Scope, for name: String) throws -> Value {
        guard case .member(_, let view, _) = base, view == "keys" || view == "values", Self.orderFreeUses.contains(name) else {
            return try evaluate(base, in: scope)
        }
        runtime.readsInAnyOrder = true
        defer { runtime.readsInAnyOrder = false }
        return try evaluate(base, in: scope)
    }

    func noteDictionaryOrder(_ count: Int) {
        guard count > 1, !runtime.readsInAnyOrder else { return }
        let line = playground.statementLine
        guard runtime.heap.reported.insert("dictionary order at line \(line)").inserted else { return }
        playground.reportDiagnostic(
            Pitfalls.frontEndNote(
                .dictionaryOrder, subject: "Dictionary",
                summary:
                    "this line reads a dictionary of \(count) pairs in order: Swift's order changes from run to run; the playground shows the order they were inserted in",
                explanation:
                    "Swift keeps a Dictionary in hash order, seeded at random each time a process starts, so a build of this file can print its pairs in another order at each run. The playground keeps the order the pairs were inserted in, which is one of those orders. To print the same at every run, sort first: `for (key, value) in dictionary.sorted(by: { $0.key < $1.key })`."
            ))
    }
}
