import ContainmentEngine

/// The file's own sequences: a type that declares `makeIterator()` (a `Sequence`), or `next()`
/// (an `IteratorProtocol`, its own iterator when it is a `Sequence` too), in `for ... in` and
/// with the `Sequence` methods it does not declare itself (`map`, `filter`, `compactMap`,
/// `reduce`, `contains`, `first(where:)`, `allSatisfy`, `forEach`, `min`, `max`, `sorted`,
/// `joined(separator:)`) and `Array(...)`.
///
/// Those run as the standard library's own algorithms over a sequence whose iterator calls the
/// program's `next()` (`ProgramSequence`), so how often `next()` runs, and when against the
/// closures, is the standard library's: `first(where:)` stops at its element, an endless
/// sequence loops only as long as its `for` does.
extension Interpreter {
    /// Whether the file's type is a sequence: it adopts `Sequence` (in its declaration or an
    /// extension) and declares `makeIterator()` or `next()`. (`TypePass.sequenceMethod` types the
    /// same ones.)
    func isProgramSequence(_ type: String) -> Bool {
        guard let info = runtime.heap.types[type], info.decl.inherited.contains("Sequence") else { return false }
        return method("makeIterator", labels: [], for: type) != nil || method("next", labels: [], for: type) != nil
    }

    /// The iterator `for ... in value` would use, or nil when `value` is no sequence of the file's
    /// (an `AnyIterator` is its own).
    func programIterator(of value: Value, _ loc: Loc) throws -> Value? {
        let type: String
        switch value {
        case .record(let name, _) where name == Self.anyIteratorType: return value
        case .record(let name, _), .enumCase(let name, _, _): type = name
        case .object(let id):
            guard let record = runtime.heap.objects[id], record.role == .plain else { return nil }
            type = record.className
        default: return nil
        }
        guard isProgramSequence(type) else { return nil }
        if method("makeIterator", labels: [], for: type) != nil {
            return try callMethod("makeIterator", on: value, [], [], loc, bindingName: nil)
        }
        return method("next", labels: [], for: type) != nil ? value : nil
    }

    /// The iterator's next element (`next()` run on it, a struct's changed in place), nil at its end.
    /// Each call counts as a step: a `next()` that runs no statement of the program (an
    /// iterator of the standard library's) still meets the request's budgets.
    func nextElement(of iterator: inout Value, _ loc: Loc) throws -> Value? {
        try playground.countStep()
        var result: Value
        if let (changed, given) = try mutatingCall("next", on: iterator, [], [], loc) {
            iterator = changed
            result = given
        } else {
            guard let given = try callMethod("next", on: iterator, [], [], loc, bindingName: nil) else {
                throw error("value of type '\(typeName(of: iterator))' has no member 'next'", loc)
            }
            result = given
        }
        try refuseUnknown(result, loc)  // never an endless run of inert values
        return result.isNil ? nil : result
    }

    static let enumeratedType = "$enumerated"

    /// `for x in sequence { ... }` over a sequence of the file's; nil when it is none.
    func programSequenceLoop(_ value: Value, _ loc: Loc, _ turn: @escaping (Value) throws -> Flow?) throws -> Flow? {
        try loop(turn) { try consumeProgramSequence(value, $0, loc) }
    }

    /// A `Sequence` method the file's sequence does not declare, as the standard library runs it;
    /// nil when `value` is no sequence of the file's or `name` is none of these methods.
    func programSequenceCall(_ name: String, on value: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        if name == "enumerated", labels.isEmpty, arguments.isEmpty {
            guard try programIterator(of: value, loc) != nil else { return nil }
            return .record(type: Self.enumeratedType, fields: [(name: "$source", value: value)])
        }
        guard let consumer = LazyConsumer.eager(name, labels, arguments) else { return nil }
        return try consumeProgramSequence(value, consumer, loc)
    }

    /// `Array(sequence)` of a lazy sequence or a sequence of the file's (the standard library's
    /// `Array.init` over it); nil when it is neither.
    func arrayOfSequence(_ value: Value, _ loc: Loc) throws -> Value? {
        if let lazy = try lazyArray(value, loc) { return lazy }
        if let chain = try sequenceChainArray(value, loc) { return chain }
        return try programSequenceArray(value, loc)
    }

    /// `Array(sequence)` of a sequence of the file's; nil when it is none.
    func programSequenceArray(_ value: Value, _ loc: Loc) throws -> Value? {
        try consumeProgramSequence(value, .array, loc).map { try made($0) }
    }

    private func consumeProgramSequence(_ value: Value, _ consumer: LazyConsumer, _ loc: Loc) throws -> Value? {
        // `sequence.enumerated()`: the standard library's EnumeratedSequence over it, lazily.
        if case .record(let type, let fields) = value, type == Self.enumeratedType, let source = fields.first?.value {
            guard let iterator = try programIterator(of: source, loc) else { return nil }
            return try LazyCalls.run(self, loc) { calls in
                let pairs = ProgramSequence(iterator: iterator, calls: calls).enumerated().lazy.map {
                    Value.tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                }
                return try consumer.consume(pairs, calls)
            }
        }
        guard let iterator = try programIterator(of: value, loc) else { return nil }
        return try LazyCalls.run(self, loc) { try consumer.consume(ProgramSequence(iterator: iterator, calls: $0), $0) }
    }
}

/// A sequence of the file's as the standard library sees one: each `next()` runs the program's.
struct ProgramSequence: Sequence {
    let iterator: Value
    let calls: LazyCalls

    func makeIterator() -> Iterator { Iterator(state: iterator, calls: calls) }

    struct Iterator: IteratorProtocol {
        var state: Value
        let calls: LazyCalls

        mutating func next() -> Value? {
            var state = self.state
            let element = calls.guarded { try calls.interpreter.nextElement(of: &state, calls.loc) } ?? nil
            self.state = state
            return element
        }
    }
}
