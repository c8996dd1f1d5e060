import ContainmentEngine

/// The standard library's Sequence methods that arrays, strings (their characters) and
/// dictionaries (their `(key:, value:)` pairs) share, each as Swift computes it (issue 37).
extension Interpreter {
    /// The label a trailing closure stands for, by method (the type pass reads it too).
    static let trailingClosureLabels: [String: String] = [
        "contains": "where", "first": "where", "last": "where", "firstIndex": "where", "lastIndex": "where", "min": "by", "max": "by",
        "sorted": "by", "drop": "while", "prefix": "while", "split": "whereSeparator",
    ]

    /// nil when `name` is not one of them.
    func sequenceCall(_ name: String, _ items: [Value], _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        func predicate(_ item: Value) throws -> Bool { try truth(callValue(try first(arguments, loc), [item], [nil], loc)) }
        func ordered(_ a: Value, _ b: Value) throws -> Bool {
            if let order = arguments.first { return try truth(callValue(order, [a, b], [nil, nil], loc)) }
            return try compare("<", a, b, loc)
        }
        switch (name, labels) {
        case ("reduce", [nil, nil]):
            var result = arguments[0]
            for item in items {
                result = try callValue(arguments[1], [result, item], [nil, nil], loc)
                // `reduce((name: "", qty: 0)) { ... ? ($1.customer, $1.qty) : $0 }`: the closure
                // returns the running value's type, so an unlabelled tuple takes its labels.
                if case .tuple(let initial, let labels) = arguments[0], case .tuple(let parts, let given) = result, parts.count == initial.count,
                    given != labels, given.allSatisfy({ $0 == nil })
                {
                    result = .tuple(parts, labels: labels)
                }
            }
            return result
        case ("reduce", ["into", nil]):
            return try reduceInto(arguments[0], items, arguments[1], loc)
        case ("allSatisfy", [nil]): return .bool(try items.allSatisfy(predicate))
        case ("count", ["where"]): return .int(try items.filter(predicate).count)
        case ("lastIndex", ["where"]): return try items.lastIndex(where: predicate).map { .int($0) } ?? .null
        case ("lastIndex", ["of"]): return items.lastIndex { equal($0, arguments[0]) }.map { .int($0) } ?? .null
        // Swift keeps the first of equal elements, for min and max alike.
        case ("min", []), ("min", ["by"]):
            var best: Value?
            for item in items where try best.map({ try ordered(item, $0) }) ?? true { best = item }
            return best ?? .null
        case ("max", []), ("max", ["by"]):
            var best: Value?
            for item in items where try best.map({ try ordered($0, item) }) ?? true { best = item }
            return best ?? .null
        case ("drop", ["while"]):
            let kept = Array(try items.drop(while: predicate))
            return .slice(kept, start: items.count - kept.count)
        case ("prefix", ["while"]): return .slice(Array(try items.prefix(while: predicate)), start: 0)
        // The standard library's own comparison, element by element with `<` (or the `by:` closure).
        case ("lexicographicallyPrecedes", [nil]), ("lexicographicallyPrecedes", [nil, "by"]):
            guard case .array(let other) = try sequenceValues(arguments[0], loc) else { return nil }
            let order = arguments.dropFirst().first
            return .bool(
                try items.lexicographicallyPrecedes(other) { a, b in
                    if let order { return try truth(callValue(order, [a, b], [nil, nil], loc)) }
                    return try compare("<", a, b, loc)
                })
        case ("elementsEqual", [nil]):
            guard case .array(let other) = try sequenceValues(arguments[0], loc) else { return nil }
            return .bool(items.count == other.count && zip(items, other).allSatisfy { equal($0, $1) })
        case ("randomElement", _), ("shuffled", _), ("shuffle", _):
            throw error("'\(name)()' is not supported by the playground: a session is deterministic, with no random numbers", loc)
        default: return nil
        }
    }

    /// `reduce(into:_:)`: the closure changes its first parameter in place.
    private func reduceInto(_ initial: Value, _ items: [Value], _ body: Value, _ loc: Loc) throws -> Value {
        guard case .closure(let closure) = body, let accumulator = closure.ir.params.first else {
            throw error("reduce(into:) takes a closure here", loc)
        }
        var result = initial
        for item in items {
            try enter(closure.ir.loc)
            defer { depth -= 1 }
            let scope = Scope(parent: closure.scope, context: nil)
            scope.variables[accumulator] = result
            if closure.ir.params.count > 1 { scope.variables[closure.ir.params[1]] = item }
            _ = try run(closure.ir.body, in: scope)
            result = scope.variables[accumulator] ?? result
        }
        return result
    }

    /// A sequence's elements as an array value: strings by character, dictionaries by pair.
    func sequenceValues(_ value: Value, _ loc: Loc) throws -> Value {
        switch value {
        case .string(let text):
            try allocateElements(text.utf8.count)
            return .array(text.map { .string(String($0)) })
        default: return .array(try elements(of: value, loc))
        }
    }

    /// A string's Sequence and Collection methods: computed on its characters; those that give
    /// a String or a Substring in Swift give a string.
    func stringSequenceCall(_ name: String, _ text: String, _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        try allocateElements(text.utf8.count)  // its characters, one slot each at most
        let characters: [Value] = text.map { .string(String($0)) }
        switch (name, labels) {
        case ("filter", [nil]):
            return .string(try characters.filter { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }.map(describe).joined())
        case ("dropFirst", _), ("dropLast", _), ("prefix", [nil]), ("suffix", [nil]), ("drop", ["while"]), ("prefix", ["while"]):
            let result = try valueCall(name, on: .array(characters), arguments, labels, loc)
            guard let (kept, _) = result?.sliceable else { return result }
            return .string(kept.map(describe).joined())
        case ("split", _): return try split(text, labels, arguments, loc)
        case ("map", _), ("compactMap", _), ("flatMap", _), ("forEach", _), ("contains", ["where"]), ("first", ["where"]), ("last", ["where"]),
            ("allSatisfy", _), ("reduce", _), ("enumerated", _), ("sorted", _), ("min", _), ("max", _), ("count", ["where"]), ("reversed", []),
            ("starts", _), ("elementsEqual", _), ("lexicographicallyPrecedes", _):
            return try valueCall(name, on: .array(characters), arguments, labels, loc)
        default: return nil
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` and `split(whereSeparator:)`,
    /// by character, as Swift splits.
    private func split(_ text: String, _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        var maxSplits = Int.max, omitting = true
        var isSeparator: (Character) throws -> Bool
        switch labels.first {
        case "separator":
            guard case .string(let separator) = arguments[0], separator.count == 1, let character = separator.first else { return nil }
            isSeparator = { $0 == character }
        case "whereSeparator":
            let body = arguments[0]
            isSeparator = { try self.truth(self.callValue(body, [.string(String($0))], [nil], loc)) }
        default: return nil
        }
        for (label, value) in zip(labels, arguments).dropFirst() {
            switch label {
            case "maxSplits": maxSplits = Self.int(value) ?? maxSplits
            case "omittingEmptySubsequences": omitting = try truth(value)
            default: return nil
            }
        }
        guard maxSplits >= 0 else { throw trap("Fatal error: Must take zero or more splits", loc) }
        let pieces = try text.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting, whereSeparator: isSeparator)
        try allocateString(text.utf8.count)
        return try made(.array(pieces.map { .string(String($0)) }))
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`: the values, as an array (a Double
    /// stride's nth value is `start + n * step`, as Swift computes it).
    func stride(_ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        guard arguments.count == 3, labels[0] == "from", labels[2] == "by", labels[1] == "to" || labels[1] == "through" else { return nil }
        let through = labels[1] == "through"
        if case .int(let start) = arguments[0], case .int(let end) = arguments[1], case .int(let step) = arguments[2] {
            guard step != 0 else { throw trap("Fatal error: Stride size must not be zero", loc) }
            // Counted (at most one too many) before the values are made: `stride(from: 0, to:
            // Int.max, by: 1)` is a 422 naming maxValueBytes, not an allocation.
            let span = end.subtractingReportingOverflow(start)
            let steps = span.partialValue.dividedReportingOverflow(by: step)
            let count = span.overflow || steps.overflow || steps.partialValue == .max ? Int.max : max(0, steps.partialValue + 1)
            try allocateElements(count)
            let values = through ? Array(Swift.stride(from: start, through: end, by: step)) : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { .int($0) })
        }
        guard let start = Self.double(arguments[0]), let end = Self.double(arguments[1]), let step = Self.double(arguments[2]) else { return nil }
        guard step != 0 else { throw trap("Fatal error: Stride size must not be zero", loc) }
        // Swift's own strides, so each value is the standard library's (a fused multiply-add:
        // `stride(from: 1.0, to: 0.0, by: -0.3)` ends at 0.10000000000000003), charged as they come.
        var values: [Value] = []
        func take(_ value: Double) throws {
            try growElements(by: 1, to: values.count + 1)
            values.append(.double(value))
        }
        if through {
            for value in Swift.stride(from: start, through: end, by: step) { try take(value) }
        } else {
            for value in Swift.stride(from: start, to: end, by: step) { try take(value) }
        }
        return .array(values)
    }

    /// An operator used as a function (`reduce(0, +)`, `sorted(by: >)`).
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]

    func applyOperator(_ op: String, _ left: Value, _ right: Value, _ loc: Loc) throws -> Value {
        switch op {
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "<", ">", "<=", ">=": return .bool(try compare(op, left, right, loc))
        default: return try arithmetic(op, left, right, loc)
        }
    }

    /// `zip(seq, n...)` or `zip(n..., seq)`: the sequence's elements paired with n, n + 1, ...
    func zipWithCount(_ arguments: [Value], _ loc: Loc) throws -> Value? {
        func start(_ value: Value) -> Int? {
            guard case .record("PartialRangeFrom", let fields) = value, case .int(let low)? = fields.first?.value else { return nil }
            return low
        }
        if let low = start(arguments[1]), arguments[0].isZippable {
            let items = try elements(of: arguments[0], loc)
            return .array(items.enumerated().map { .tuple([$1, .int(low + $0)], labels: [nil, nil]) })
        }
        if let low = start(arguments[0]), arguments[1].isZippable {
            let items = try elements(of: arguments[1], loc)
            return .array(items.enumerated().map { .tuple([.int(low + $0), $1], labels: [nil, nil]) })
        }
        return nil
    }
}
