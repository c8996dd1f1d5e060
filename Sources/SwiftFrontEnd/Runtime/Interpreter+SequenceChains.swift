import ContainmentEngine

/// The standard library's wrappers over a sequence of the file's (`Interpreter+ProgramSequences`):
/// `prefix(_:)`, `dropFirst(_:)` and `drop(while:)` (a `PrefixSequence`, `DropFirstSequence`,
/// `DropWhileSequence` of it, and of those), and `.lazy` with `map`, `filter` and `compactMap`
/// chained on it. A record of the sequence and its steps, run when something reads it, as
/// `items.lazy` is (`Interpreter+Lazy`).
///
/// Why a lazy chain takes no `prefix(_:)`, `dropFirst(_:)`, `drop(while:)` or `prefix(while:)`:
/// each has an eager twin, and which of the two swiftc picks for every call of the chain depends
/// on the whole expression (`naturals.lazy.map { }.prefix(4).map { }` takes the eager first
/// `map`, and never ends, differential tests in session 35), which the playground does not
/// decide. A plain sequence has one of each, so its chains are what swiftc runs.
///
/// Run as the standard library's own wrappers over `ProgramSequence`, one generic level per step
/// (`SequenceChain`): when the program's `makeIterator()`, `next()` and closures run, and how
/// often, is the library's (`prefix(3)` asks for three elements and no fourth; an endless
/// sequence's lazy `filter` runs only as far as what reads it).
extension Interpreter {
    static let sequenceChainType = "$sequenceChain"

    static func sequenceChainParts(_ value: Value) -> (source: Value, isLazy: Bool, steps: [Value])? {
        guard case .record(let type, let fields) = value, type == sequenceChainType, fields.count == 3, case .bool(let isLazy) = fields[1].value,
            case .array(let steps) = fields[2].value
        else { return nil }
        return (fields[0].value, isLazy, steps)
    }

    private static func sequenceChain(_ source: Value, isLazy: Bool, _ steps: [Value]) -> Value {
        .record(
            type: sequenceChainType,
            fields: [(name: "$source", value: source), (name: "$lazy", value: .bool(isLazy)), (name: "$steps", value: .array(steps))])
    }

    /// Whether `value` is a sequence of the file's, without making its iterator.
    func isProgramSequenceValue(_ value: Value) -> Bool {
        switch value {
        case .record(let type, _), .enumCase(let type, _, _): return isProgramSequence(type)
        case .object(let id): return runtime.heap.objects[id].map { $0.role == .plain && isProgramSequence($0.className) } ?? false
        default: return false
        }
    }

    /// `sequence.lazy` and `sequence.underestimatedCount` (a `Sequence`'s is 0) of a sequence of
    /// the file's that does not declare them; nil otherwise. A wrapper's members are refused.
    func programSequenceMember(_ name: String, of value: Value, _ loc: Loc) throws -> Value? {
        if Self.sequenceChainParts(value) != nil {
            // A sequence's wrappers have no `first` or `count` (they are no collections); where
            // swiftc compiles one, it chose an eager call before it, which the playground cannot tell.
            throw error("'\(name)' of a wrapper of a sequence of the file's is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
        guard name == "lazy" || name == "underestimatedCount", isProgramSequenceValue(value) else { return nil }
        return name == "lazy" ? Self.sequenceChain(value, isLazy: true, []) : .int(0)
    }

    /// A wrapper step (`prefix(3)`) on a sequence of the file's or a chain, or a method of a chain
    /// run as the standard library runs it; nil when `value` is neither or `name` none of these.
    func sequenceChainCall(_ name: String, on value: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        // `drop { ... }`, `prefix { ... }`: a trailing closure is the `while:` argument.
        var labels = labels
        if (name == "drop" || name == "prefix"), labels == [nil], arguments[0].isCallable { labels = ["while"] }
        let (source, isLazy, steps): (Value, Bool, [Value])
        if let parts = Self.sequenceChainParts(value) {
            (source, isLazy, steps) = parts
        } else if isProgramSequenceValue(value) {
            (source, isLazy, steps) = (value, false, [])
        } else {
            return nil
        }
        if let step = Self.chainStep(name, arguments, labels, isLazy: isLazy) {
            return Self.sequenceChain(source, isLazy: isLazy, steps + [step])
        }
        // Only a chain from here: a sequence's own `map`, `filter`... are `programSequenceCall`'s.
        guard Self.sequenceChainParts(value) != nil else { return nil }
        // A lazy one's `prefix(while:)` has an eager twin too (`Interpreter+SequenceChains` says why).
        guard let consumer = LazyConsumer.eager(name, labels, arguments), !(isLazy && name == "prefix") else {
            throw error(
                "'\(name)' of a sequence's \(isLazy ? "lazy wrapper" : "wrapper") is not supported by the playground yet; \(Lowering.supportPage)",
                loc)
        }
        return try runSequenceChain(source, isLazy: isLazy, steps, consumer, loc)
    }

    /// The step a call adds to a chain: a wrapper of either kind, or a lazy one's closures.
    private static func chainStep(_ name: String, _ arguments: [Value], _ labels: [String?], isLazy: Bool) -> Value? {
        switch (name, labels, arguments.first) {
        case ("prefix", [nil], .int?), ("dropFirst", [nil], .int?), ("drop", ["while"], .closure?), ("drop", ["while"], .function?):
            guard !isLazy else { return nil }
        case ("dropFirst", [], nil):
            guard !isLazy else { return nil }
            return .tuple([.string(name), .int(1)], labels: [nil, nil])
        case ("map", [nil], _), ("filter", [nil], _), ("compactMap", [nil], _):
            guard isLazy else { return nil }
        default: return nil
        }
        return .tuple([.string(labels == ["while"] ? name + "(while:)" : name), arguments[0]], labels: [nil, nil])
    }

    /// `for x in chain { ... }`.
    func sequenceChainLoop(_ value: Value, _ loc: Loc, _ turn: @escaping (Value) throws -> Flow?) throws -> Flow? {
        guard let (source, isLazy, steps) = Self.sequenceChainParts(value) else { return nil }
        return try loop(turn) { try runSequenceChain(source, isLazy: isLazy, steps, $0, loc) }
    }

    /// `Array(chain)`.
    func sequenceChainArray(_ value: Value, _ loc: Loc) throws -> Value? {
        guard let (source, isLazy, steps) = Self.sequenceChainParts(value) else { return nil }
        return try made(try runSequenceChain(source, isLazy: isLazy, steps, .array, loc))
    }

    private func runSequenceChain(_ source: Value, isLazy: Bool, _ steps: [Value], _ consumer: LazyConsumer, _ loc: Loc) throws -> Value {
        var parsed: [SequenceStep] = []
        for step in steps {
            guard case .tuple(let parts, _) = step, case .string(let name) = parts[0] else { continue }
            switch (name, parts[1]) {
            case ("prefix", .int(let count)): parsed.append(.prefix(count))
            case ("dropFirst", .int(let count)): parsed.append(.dropFirst(count))
            case ("drop(while:)", let predicate): parsed.append(.dropWhile(predicate))
            case ("map", let function): parsed.append(.map(function))
            case ("filter", let predicate): parsed.append(.filter(predicate))
            case (_, let function): parsed.append(.compactMap(function))
            }
        }
        // Swift traps on a negative count when the wrapper is made; here, when it is read.
        for case .prefix(let count) in parsed where count < 0 {
            throw trap("Fatal error: Can't take a prefix of negative length from a sequence", loc)
        }
        for case .dropFirst(let count) in parsed where count < 0 {
            throw trap("Fatal error: Can't drop a negative number of elements from a sequence", loc)
        }
        // The iterator is made when the chain is read, as the wrappers' `makeIterator()` makes it.
        guard let iterator = try programIterator(of: source, loc) else { throw error("\(typeName(of: source)) is not a sequence", loc) }
        return try LazyCalls.run(self, loc) { calls in
            let chain = SequenceChain(calls: calls, consumer: consumer)
            let base = ProgramSequence(iterator: iterator, calls: calls)
            return try isLazy ? chain.lazy(base.lazy, parsed[...]) : chain.plain(base, parsed[...])
        }
    }
}

/// A step of a chain over a sequence of the file's.
enum SequenceStep {
    /// A plain chain's (`chainStep`).
    case prefix(Int), dropFirst(Int), dropWhile(Value)
    /// A lazy chain's (on a plain sequence they give arrays).
    case map(Value), filter(Value), compactMap(Value)
}

/// Builds the standard library's wrappers for the steps over a sequence, one generic level per
/// step, and hands the result to the consumer.
struct SequenceChain {
    let calls: LazyCalls
    let consumer: LazyConsumer

    /// `PrefixSequence`, `DropFirstSequence`, `DropWhileSequence` of a plain sequence.
    func plain<S: Sequence>(_ sequence: S, _ steps: ArraySlice<SequenceStep>) throws -> Value where S.Element == Value {
        guard let step = steps.first else { return try consumer.consume(sequence, calls) }
        let rest = steps.dropFirst(), calls = self.calls
        switch step {
        case .prefix(let count): return try plain(sequence.prefix(count), rest)
        case .dropFirst(let count): return try plain(sequence.dropFirst(count), rest)
        case .dropWhile(let predicate): return try plain(sequence.drop { calls.holds(predicate, $0) }, rest)
        case .map, .filter, .compactMap: return .void  // never in a plain chain (`chainStep`)
        }
    }

    /// The lazy wrappers of a `.lazy` chain.
    func lazy<S: LazySequenceProtocol>(_ sequence: S, _ steps: ArraySlice<SequenceStep>) throws -> Value where S.Element == Value {
        guard let step = steps.first else { return try consumer.consume(sequence, calls) }
        let rest = steps.dropFirst(), calls = self.calls
        switch step {
        case .prefix, .dropFirst, .dropWhile: return .void  // never in a lazy chain (`chainStep`)
        case .map(let function): return try lazy(sequence.map { calls.call(function, [$0]) ?? .void }, rest)
        case .filter(let predicate): return try lazy(sequence.filter { calls.holds(predicate, $0) }, rest)
        case .compactMap(let function):
            return try lazy(sequence.compactMap { element -> Value? in calls.call(function, [element]).flatMap { $0.isNil ? nil : $0 } }, rest)
        }
    }
}
