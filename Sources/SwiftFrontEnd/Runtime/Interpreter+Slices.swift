import ContainmentEngine

/// `ArraySlice`, what `items[1..<3]`, `items[2...]`, `dropFirst` and `suffix` give: the elements
/// with the indices they had in the array (`items[2...][2]` is the array's third element,
/// `items[2...][0]` traps), as Swift keeps them. And the partial ranges (`2...`, `..<4`,
/// `...5`), which Swift's `PartialRangeFrom`/`UpTo`/`Through` initialisers make.
extension Interpreter {
    static let partialRangeTypes: Set<String> = ["PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough"]

    /// A slice as a plain array, where the library takes any sequence (`Array(s)`, `String(s)`,
    /// `append(contentsOf: s)`, `+`).
    func plain(_ value: Value) -> Value {
        if case .slice(let items, _) = value { return .array(items) }
        return value
    }

    /// `PartialRangeFrom(2)`, `PartialRangeUpTo(4)`, `PartialRangeThrough(5)`.
    func partialRange(_ type: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        guard Self.partialRangeTypes.contains(type), labels == [nil], let bound = arguments.first else { return nil }
        // A number, or a String.Index (`text[..<at]`, `Interpreter+StringIndices`).
        guard bound.isNumber || Self.stringIndexParts(bound) != nil else { throw error("a partial range needs a number here", loc) }
        return .record(type, [(type == "PartialRangeFrom" ? "lowerBound" : "upperBound", bound)])
    }

    /// Whether a partial range holds `value` (`(5...).contains(7)`, `case 101...:`).
    func partialRange(_ range: Value, contains value: Value, _ loc: Loc) throws -> Bool? {
        guard case .record(let type, let fields) = range, Self.partialRangeTypes.contains(type), let bound = fields.first?.value else { return nil }
        switch type {
        case "PartialRangeFrom": return try compare(">=", value, bound, loc)
        case "PartialRangeUpTo": return try compare("<", value, bound, loc)
        default: return try compare("<=", value, bound, loc)
        }
    }

    /// `PartialRangeFrom<Int>(lowerBound: 3)`, as Swift prints one; its debug form (inside a
    /// collection, `debugPrint`) names the module: `Swift.PartialRangeFrom<Swift.Int>(lowerBound: 3)`.
    func partialRangeDescription(_ type: String, _ fields: [(name: String, value: Value)], debug: Bool = false) -> String? {
        guard Self.partialRangeTypes.contains(type), let field = fields.first else { return nil }
        let bound = if case .int = field.value { "Int" } else { "Double" }
        let module = debug ? "Swift." : ""
        return "\(module)\(type)<\(module)\(bound)>(\(field.name): \(describe(field.value)))"
    }

    /// The bounds `[lower, upper)` a subscript's range argument names within `start..<end` (a
    /// collection's indices): a range written in place (`a..<b`, `a...b`, keeping an empty one's
    /// bounds), a partial range, or a range value.
    func sliceBounds(_ key: Value, _ expr: Expr?, in scope: Scope, start: Int, end: Int, _ loc: Loc) throws -> (Int, Int)? {
        if let expr, case .binary(let op, let lowExpr, let highExpr, _) = expr, op == "..<" || op == "..." {
            guard case .int(let low) = try evaluate(lowExpr, in: scope), case .int(let high) = try evaluate(highExpr, in: scope) else { return nil }
            return (low, op == "..<" ? high : high + 1)
        }
        switch key {
        case .record(let type, let fields) where Self.partialRangeTypes.contains(type):
            guard case .int(let bound)? = fields.first?.value else { return nil }
            switch type {
            case "PartialRangeFrom": return (bound, end)
            case "PartialRangeUpTo": return (start, bound)
            default: return (start, bound + 1)
            }
        case .array(let range):
            // A range held in a value: its values (an empty one has lost its bounds).
            guard case .int(let low)? = range.first, case .int(let high)? = range.last else {
                throw error("slicing with an empty range held in a value is not supported by the playground yet (its bounds are lost)", loc)
            }
            return (low, high + 1)
        default: return nil
        }
    }

    /// `items[bounds]` of an array (`start` 0) or a slice: a slice, or Swift's trap.
    func slice(_ items: [Value], start: Int, _ bounds: (Int, Int), isArray: Bool, _ loc: Loc) throws -> Value {
        let (lower, upper) = bounds
        guard lower <= upper else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
        guard lower >= start, upper <= start + items.count else {
            throw trap(isArray ? "Fatal error: Array index is out of range" : "Fatal error: Index out of bounds", loc)
        }
        return try made(.slice(Array(items[(lower - start)..<(upper - start)]), start: lower))
    }

    /// A slice's members that know its indices; nil for the rest (an array's).
    func sliceMember(_ name: String, _ items: [Value], start: Int) -> Value? {
        switch name {
        case "startIndex": return .int(start)
        case "endIndex": return .int(start + items.count)
        case "indices": return .array((start..<(start + items.count)).map { .int($0) })
        default: return nil
        }
    }

    /// A slice's methods that know its indices (`firstIndex(of:)` answers the array's index,
    /// `dropFirst` keeps the rest's); the others are an array's.
    /// An array's or a slice's `index(after:)`, `index(before:)`, `index(_:offsetBy:)`,
    /// `index(_:offsetBy:limitedBy:)` and `distance(from:to:)`: its indices are Ints, and the
    /// standard library does the arithmetic unchecked (`index(after: endIndex)` is endIndex + 1).
    /// `index(i, offsetBy: n, limitedBy: limit)`'s answer for any index that counts positions:
    /// nil when the limit lies between `i` and its destination, in the direction moved.
    static func offset(_ start: Int, by distance: Int, limitedBy limit: Int) -> Int? {
        let end = start + distance
        return (distance >= 0 ? limit >= start && limit < end : limit <= start && limit > end) ? nil : end
    }

    static func integerIndexCall(_ name: String, _ labels: [String?], _ arguments: [Value]) -> Value? {
        guard name == "index" || name == "distance" else { return nil }
        let numbers = arguments.compactMap { if case .int(let int) = $0 { int } else { nil } }
        guard numbers.count == arguments.count else { return nil }
        switch (name, labels) {
        case ("index", ["after"]) where numbers.count == 1: return .int(numbers[0] + 1)
        case ("index", ["before"]) where numbers.count == 1: return .int(numbers[0] - 1)
        case ("index", [nil, "offsetBy"]) where numbers.count == 2: return .int(numbers[0] + numbers[1])
        case ("index", [nil, "offsetBy", "limitedBy"]) where numbers.count == 3:
            return offset(numbers[0], by: numbers[1], limitedBy: numbers[2]).map { .int($0) } ?? .null
        case ("distance", ["from", "to"]) where numbers.count == 2: return .int(numbers[1] - numbers[0])
        default: return nil
        }
    }

    func sliceCall(_ name: String, _ items: [Value], start: Int, _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        if let moved = Self.integerIndexCall(name, labels, arguments) { return moved }
        switch name {
        case "firstIndex", "lastIndex", "index":
            guard let found = try valueCall(name, on: .array(items), arguments, labels, loc) else { return nil }
            if case .int(let offset) = found { return .int(offset + start) }
            return found
        case "dropFirst", "dropLast", "prefix", "suffix", "drop":
            guard let result = try valueCall(name, on: .array(items), arguments, labels, loc) else { return nil }
            return reslice(result, of: items, start: start, name)
        default: return try valueCall(name, on: .array(items), arguments, labels, loc)
        }
    }

    /// What an array's `dropFirst`/`suffix`/`prefix`... made, as the slice Swift makes: the
    /// remaining elements with their indices in the original (`start`).
    func reslice(_ result: Value, of items: [Value], start: Int, _ name: String) -> Value {
        guard case .slice(let kept, _) = result else { return result }
        // Those that drop from the front (or keep the back) start further in.
        let dropsFront = name == "dropFirst" || name == "suffix" || name == "drop"
        return .slice(kept, start: dropsFront ? start + items.count - kept.count : start)
    }
}

extension Value {
    var isNumber: Bool {
        switch self {
        case .int, .double: true
        default: false
        }
    }
}
