import ContainmentEngine

/// What reads a lazy chain or a sequence of the file's, and how: through the standard library's
/// own algorithms on a generic sequence, so that what they call, and when, is theirs.
enum LazyConsumer {
    case first, count, isEmpty, array
    /// A lazy collection's element at an index of its base array.
    case element(Int)
    case firstWhere(Value), containsWhere(Value), contains(Value), allSatisfy(Value)
    case reduce(Value, Value), forEach(Value)
    case extreme(Bool, Value?), sorted(Value?), joined(String)
    /// A loop's body: true to stop.
    case loop((Value) throws -> Bool)
    /// A sequence's own `map`, `filter` and `compactMap` (not lazy: arrays).
    case mapped(Value), filtered(Value), compactMapped(Value), flatMapped(Value), countWhere(Value)
    /// `prefix(while:)` of a sequence that is not lazy: an array.
    case prefixWhile(Value)

    /// What the consumer gives of `sequence` (a collection's `first`, `count` and `isEmpty` are
    /// `LazyChain`'s).
    func consume<S: Sequence>(_ sequence: S, _ calls: LazyCalls) throws -> Value where S.Element == Value {
        switch self {
        case .first, .count, .isEmpty, .element: return .void
        case .array: return .array(Array(sequence))
        case .firstWhere(let predicate): return sequence.first { calls.holds(predicate, $0) } ?? .null
        case .containsWhere(let predicate): return .bool(sequence.contains { calls.holds(predicate, $0) })
        case .contains(let wanted): return .bool(sequence.contains { calls.interpreter.equal($0, wanted) })
        case .allSatisfy(let predicate): return .bool(sequence.allSatisfy { calls.holds(predicate, $0) })
        case .reduce(let initial, let combine): return sequence.reduce(initial) { calls.call(combine, [$0, $1]) ?? $0 }
        case .forEach(let body):
            sequence.forEach { _ = calls.call(body, [$0]) }
            return .void
        case .extreme(let isMin, let order):
            let found = isMin ? sequence.min { calls.less(order, $0, $1) } : sequence.max { calls.less(order, $0, $1) }
            return found ?? .null
        case .sorted(let order): return .array(sequence.sorted { calls.less(order, $0, $1) })
        case .joined(let separator):
            var parts: [String] = []
            for element in sequence {
                guard case .string(let text) = element else {
                    _ = calls.guarded { throw calls.interpreter.error("joined(separator:) needs strings", calls.loc) }
                    break
                }
                parts.append(text)
            }
            return .string(parts.joined(separator: separator))
        case .loop(let body):
            var iterator = sequence.makeIterator()
            while let element = iterator.next() {
                if calls.failure != nil { break }
                if try body(element) { break }
            }
            return .void
        case .mapped(let function): return .array(sequence.map { calls.call(function, [$0]) ?? .void })
        case .filtered(let predicate): return .array(sequence.filter { calls.holds(predicate, $0) })
        case .countWhere(let predicate): return .int(sequence.count { calls.holds(predicate, $0) })
        case .prefixWhile(let predicate): return .array(sequence.prefix { calls.holds(predicate, $0) })
        case .flatMapped(let function):
            var result: [Value] = []
            for element in sequence {
                guard let segment = calls.call(function, [element]),
                    let items = calls.guarded({ try calls.interpreter.elements(of: segment, calls.loc) })
                else { break }
                result.append(contentsOf: items)
            }
            return .array(result)
        case .compactMapped(let function):
            return .array(sequence.compactMap { element -> Value? in calls.call(function, [element]).flatMap { $0.isNil ? nil : $0 } })
        }
    }

    /// The consumer a call on a sequence that is not lazy names: its own `map`, `filter`,
    /// `compactMap`, `flatMap`, `count(where:)` and `prefix(while:)` (arrays, or a count), then
    /// those of `named`; nil for none.
    static func eager(_ name: String, _ labels: [String?], _ arguments: [Value]) -> LazyConsumer? {
        switch (name, labels) {
        case ("map", [nil]): .mapped(arguments[0])
        case ("filter", [nil]): .filtered(arguments[0])
        case ("compactMap", [nil]): .compactMapped(arguments[0])
        case ("flatMap", [nil]): .flatMapped(arguments[0])
        case ("count", ["where"]): .countWhere(arguments[0])
        // `prefix { ... }`: a trailing closure is the `while:` argument.
        case ("prefix", ["while"]): .prefixWhile(arguments[0])
        case ("prefix", [nil]) where arguments[0].isCallable: .prefixWhile(arguments[0])
        default: named(name, labels, arguments)
        }
    }

    /// The consumer a call names (`first(where:)`, `reduce(_:_:)`...), or nil.
    static func named(_ name: String, _ labels: [String?], _ arguments: [Value]) -> LazyConsumer? {
        switch (name, labels) {
        case ("first", ["where"]), ("first", [nil]): return .firstWhere(arguments[0])
        case ("contains", ["where"]): return .containsWhere(arguments[0])
        case ("contains", [nil]):
            if case .closure = arguments[0] { return .containsWhere(arguments[0]) }
            return .contains(arguments[0])
        case ("allSatisfy", [nil]): return .allSatisfy(arguments[0])
        case ("reduce", [nil, nil]): return .reduce(arguments[0], arguments[1])
        case ("forEach", [nil]): return .forEach(arguments[0])
        case ("min", []), ("max", []): return .extreme(name == "min", nil)
        case ("min", ["by"]), ("max", ["by"]), ("min", [nil]), ("max", [nil]): return .extreme(name == "min", arguments[0])
        case ("sorted", []): return .sorted(nil)
        case ("sorted", ["by"]), ("sorted", [nil]): return .sorted(arguments[0])
        case ("joined", ["separator"]):
            guard case .string(let separator) = arguments[0] else { return nil }
            return .joined(separator)
        default: return nil
        }
    }
}

/// The program's closures as the standard library's lazy collections call them: they cannot
/// throw, so the first failure is kept, every later call does nothing, and the failure is raised
/// once the library returns.
final class LazyCalls {
    let interpreter: Interpreter
    let loc: Loc
    var failure: (any Error)?

    init(interpreter: Interpreter, loc: Loc) { (self.interpreter, self.loc) = (interpreter, loc) }

    /// `body` with calls of its own, then the first failure of a closure it ran raised.
    static func run(_ interpreter: Interpreter, _ loc: Loc, _ body: (LazyCalls) throws -> Value) throws -> Value {
        let calls = LazyCalls(interpreter: interpreter, loc: loc)
        let result = try body(calls)
        if let failure = calls.failure { throw failure }
        return result
    }

    func call(_ function: Value, _ arguments: [Value]) -> Value? {
        guard failure == nil else { return nil }
        do { return try interpreter.callValue(function, arguments, arguments.map { _ in nil }, loc) } catch {
            failure = error
            return nil
        }
    }

    func holds(_ predicate: Value, _ arguments: Value...) -> Bool {
        guard let answer = call(predicate, arguments) else { return false }
        return guarded { try interpreter.truth(answer) } ?? false
    }

    /// `<`, or the program's `areInIncreasingOrder`.
    func less(_ order: Value?, _ a: Value, _ b: Value) -> Bool {
        if let order { return holds(order, a, b) }
        return guarded { try interpreter.compare("<", a, b, loc) } ?? false
    }

    func guarded<T>(_ body: () throws -> T) -> T? {
        guard failure == nil else { return nil }
        do { return try body() } catch {
            failure = error
            return nil
        }
    }
}
