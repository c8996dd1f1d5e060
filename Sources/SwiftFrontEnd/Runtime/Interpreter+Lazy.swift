import ContainmentEngine

/// `items.lazy` and what is chained on it (`map`, `filter`, `compactMap`): a record of the base's
/// elements and the steps, run when something reads it: `first`, `count`, `isEmpty`,
/// `first(where:)`, `contains`, `allSatisfy`, `reduce`, `forEach`, `min`, `max`, `sorted`,
/// `joined(separator:)`, `Array(...)` and `for ... in`. (`joined()` is lazy too, a wrapper
/// Swift prints as such: refused with the rest.)
///
/// When the closures run is what a lazy sequence is about (`first` of a lazy `map` runs the
/// closure once; `Array(...)` of a lazy `filter` runs the predicate twice per element, once to
/// count and once to copy), so the playground does not reproduce it: it builds the standard
/// library's own lazy collections over the elements, with closures that call back into the
/// program, and lets the standard library's code decide what to call and when. A closure that
/// traps stops the calls that follow and the trap is raised once the library returns.
extension Interpreter {
    static let lazyType = "$lazy"

    /// `items.lazy` of an array, a slice (a range is an array here) or a string; nil otherwise.
    func lazySequence(of value: Value) -> Value? {
        guard let items = Self.orderedElements(of: value) else { return nil }
        return .record(type: Self.lazyType, fields: [(name: "$base", value: .array(items)), (name: "$steps", value: .array([]))])
    }

    static func lazyParts(_ value: Value) -> (base: [Value], steps: [Value])? {
        guard case .record(let type, let fields) = value, type == lazyType, fields.count == 2, case .array(let base) = fields[0].value,
            case .array(let steps) = fields[1].value
        else { return nil }
        return (base, steps)
    }

    /// A method of a lazy sequence: another step, or what a consumer gives.
    func lazyCall(_ name: String, on value: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        guard let (base, steps) = Self.lazyParts(value) else { return nil }
        switch name {
        // (One guard for the three: a `where` after several patterns applies to the last only.)
        case "map", "filter", "compactMap":
            guard arguments.count == 1, labels == [nil] else { break }
            let step = Value.tuple([.string(name), arguments[0]], labels: [nil, nil])
            return .record(type: Self.lazyType, fields: [(name: "$base", value: .array(base)), (name: "$steps", value: .array(steps + [step]))])
        default: break
        }
        guard let consumer = LazyConsumer.named(name, labels, arguments) else {
            throw error("'\(name)' of a lazy sequence is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
        return try runLazy(base, steps, consumer, loc)
    }

    /// `first`, `count`, `isEmpty` of a lazy sequence.
    func lazyMember(_ name: String, of value: Value, _ loc: Loc) throws -> Value? {
        guard let (base, steps) = Self.lazyParts(value) else { return nil }
        switch name {
        case "first": return try runLazy(base, steps, .first, loc)
        case "count": return try runLazy(base, steps, .count, loc)
        case "isEmpty": return try runLazy(base, steps, .isEmpty, loc)
        default: throw error("'\(name)' of a lazy sequence is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
    }

    /// `lazy[i]`: the lazy collection's own subscript (a lazy `map` runs its closure for that
    /// element alone; a lazy `filter`'s index is its base's, unchecked, as Swift's is), after
    /// the base array's bounds check, which it traps on as the array does.
    func lazyElement(_ value: Value, at index: Int, _ loc: Loc) throws -> Value {
        guard let (base, steps) = Self.lazyParts(value) else { throw error("cannot subscript a value of type 'LazySequence'", loc) }
        guard base.indices.contains(index) else { throw trap("Fatal error: Index out of range", loc) }
        return try runLazy(base, steps, .element(index), loc)
    }

    /// `Array(lazy)`: the standard library's `Array.init` over the lazy collection.
    func lazyArray(_ value: Value, _ loc: Loc) throws -> Value? {
        guard let (base, steps) = Self.lazyParts(value) else { return nil }
        return try made(try runLazy(base, steps, .array, loc))
    }

    /// `for x in lazy { ... }`: `turn` runs the body for each element the iterator gives, and
    /// answers how the loop ends (nil: go on).
    func lazyLoop(_ value: Value, _ loc: Loc, _ turn: @escaping (Value) throws -> Flow?) throws -> Flow? {
        guard let (base, steps) = Self.lazyParts(value) else { return nil }
        return try loop(turn) { try runLazy(base, steps, $0, loc) }
    }

    /// A `for` loop run by a consumer of a sequence (`LazyConsumer.loop`): `turn` for each element
    /// until it ends the loop; nil when `consume` gives nil (no such sequence).
    func loop(_ turn: @escaping (Value) throws -> Flow?, through consume: (LazyConsumer) throws -> Value?) throws -> Flow? {
        var ended: Flow?
        let consumer = LazyConsumer.loop { element in
            ended = try turn(element)
            return ended != nil
        }
        guard try consume(consumer) != nil else { return nil }
        return ended ?? .normal
    }

    private func runLazy(_ base: [Value], _ steps: [Value], _ consumer: LazyConsumer, _ loc: Loc) throws -> Value {
        var parsed: [LazyStep] = []
        for step in steps {
            guard case .tuple(let parts, _) = step, case .string(let name) = parts[0] else { continue }
            parsed.append(name == "map" ? .map(parts[1]) : name == "filter" ? .filter(parts[1]) : .compactMap(parts[1]))
        }
        return try LazyCalls.run(self, loc) { try LazyChain(calls: $0, consumer: consumer).apply(base.lazy, parsed[...]) }
    }
}

/// A step of a lazy chain.
enum LazyStep {
    case map(Value), filter(Value), compactMap(Value)
}

/// Builds the standard library's lazy collection for the steps, one generic level per step, and
/// hands it to the consumer.
struct LazyChain {
    let calls: LazyCalls
    let consumer: LazyConsumer

    func apply<S: LazyCollectionProtocol>(_ sequence: S, _ steps: ArraySlice<LazyStep>) throws -> Value where S.Element == Value {
        guard let step = steps.first else { return try consume(sequence) }
        let rest = steps.dropFirst()
        let calls = self.calls
        switch step {
        case .map(let function): return try apply(sequence.map { calls.call(function, [$0]) ?? .void }, rest)
        case .filter(let predicate): return try apply(sequence.filter { calls.holds(predicate, $0) }, rest)
        case .compactMap(let function):
            return try apply(sequence.compactMap { element -> Value? in calls.call(function, [element]).flatMap { $0.isNil ? nil : $0 } }, rest)
        }
    }

    private func consume<S: LazyCollectionProtocol>(_ sequence: S) throws -> Value where S.Element == Value {
        switch consumer {
        case .first: return sequence.first ?? .null
        case .count: return .int(sequence.count)
        case .isEmpty: return .bool(sequence.isEmpty)
        case .element(let position):
            // Every chain here stands on an array, so its index is the array's Int.
            guard let index = position as? S.Index else { return .void }
            return sequence[index]
        default: return try consumer.consume(sequence, calls)
        }
    }
}
