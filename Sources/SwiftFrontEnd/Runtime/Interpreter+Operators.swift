import ContainmentEngine

/// Operators: short-circuit logic, `??`, ranges, arithmetic with Swift's traps, comparison,
/// equality and identity.
extension Interpreter {
    /// The two operands, in order. Compared with a value of the file's type, an implicit member
    /// is that type's (`color == .white` reads `RGB.white`; without a context it was taken for an
    /// enum case no enum has, and the comparison answered false where Swift answers true).
    /// `expected`: the operands' type where the literals' context gives one (then that decides).
    private func operandValues(_ leftExpr: Expr, _ rightExpr: Expr, in scope: Scope, expected: TypeIR?) throws -> (Value, Value) {
        if expected == nil, rightExpr.isImplicitMember {
            let left = try evaluate(leftExpr, in: scope)
            return (left, try evaluate(rightExpr, in: scope, expected: implicitMemberContext(left)))
        }
        if expected == nil, leftExpr.isImplicitMember {
            let right = try evaluate(rightExpr, in: scope)
            return (try evaluate(leftExpr, in: scope, expected: implicitMemberContext(right)), right)
        }
        return (try evaluate(leftExpr, in: scope, expected: expected), try evaluate(rightExpr, in: scope, expected: expected))
    }

    /// The file's type a value is an instance of, as a context for an implicit member.
    private func implicitMemberContext(_ value: Value) -> TypeIR? {
        guard let name = declaredType(of: value), runtime.heap.types[name] != nil else { return nil }
        return TypeIR(name: name)
    }

    func binary(_ op: String, _ leftExpr: Expr, _ rightExpr: Expr, in scope: Scope, _ loc: Loc, expected: TypeIR? = nil) throws -> Value {
        switch op {
        case "&&": return .bool(try truth(evaluate(leftExpr, in: scope)) && truth(evaluate(rightExpr, in: scope)))
        case "||": return .bool(try truth(evaluate(leftExpr, in: scope)) || truth(evaluate(rightExpr, in: scope)))
        case "??":
            let left = try evaluate(leftExpr, in: scope)
            try refuseUnknown(left, loc)
            return left.isNil ? try evaluate(rightExpr, in: scope) : left
        default: break
        }
        // Integer literals take their type from the context (`let ratio: CGFloat = 1 / 2` is 0.5)
        // or from a floating-point literal beside them (`7 / 2 * 1.5` is 5.25), as Swift infers.
        var operands: TypeIR?
        if Self.arithmeticOperators.contains(op) {
            if let expected, UIKit.isFloatingPoint(expected.name) {
                operands = expected
            } else if Self.literalArithmeticIsFloating(.binary(op, leftExpr, rightExpr, loc)) {
                operands = TypeIR(name: "Double")
            }
        }
        let (left, right) = try operandValues(leftExpr, rightExpr, in: scope, expected: operands)
        // A value the model does not know decides nothing (issue 39: never a silent guess).
        try refuseUnknown(left, loc)
        try refuseUnknown(right, loc)
        // Only a record can be a String.Index: every other operand skips the check.
        if case .record = left, let answer = try stringIndexComparison(op, left, right, loc) { return .bool(answer) }
        switch op {
        case "==": return .bool(equal(left, right))
        case "!=": return .bool(!equal(left, right))
        case "===": return .bool(identical(left, right))
        case "!==": return .bool(!identical(left, right))
        case "..<", "...":
            if op == "..<", let range = try stringIndexRange(left, right, loc) { return range }
            guard case .int(let low) = left, case .int(let high) = right else { throw error("a range needs integers here", loc) }
            let (upper, overflow) = op == "..<" ? (high, false) : high.addingReportingOverflow(1)
            // (`5...4` traps as `5..<4` does: its bound before the one added, session 37's hunt.)
            guard !overflow, low <= high else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
            let (count, tooMany) = upper.subtractingReportingOverflow(low)
            guard !tooMany, count <= 1_000_000 else {
                throw LimitExceeded(fixed: "a range of more than 1,000,000 values is over the playground's size limit")
            }
            try allocateElements(count)  // the playground holds a range's values
            return .array((low..<upper).map { .int($0) })
        case "<", ">", "<=", ">=": return .bool(try compare(op, left, right, loc))
        // `window ~= 2` with `let window = 1..<5` (partial ranges are matched by
        // `partialRange(_:contains:)` before the operators).
        case "~=": if let contained = rangeValues(left, contain: right) { return .bool(contained) }
        default: break
        }
        let result = try arithmetic(op, left, right, loc)
        // Two literals are folded by swiftc as it compiles, and its NaN is positive:
        // `print(0.0 / 0.0)` prints `nan`, where the same division of variables prints the
        // processor's `-nan` at -Onone (session 37's hunt).
        if case .double(let value) = result, value.isNaN, Self.isNumericLiteral(leftExpr), Self.isNumericLiteral(rightExpr) {
            return .double(.nan)
        }
        return result
    }

    /// Whether a range held as its values (an array) contains a single value, as its `~=` does;
    /// nil when `range` holds no range for it (an array is no pattern for a single value).
    func rangeValues(_ range: Value, contain value: Value) -> Bool? {
        guard case .array(let values) = range, Self.isRangeBound(value) else { return nil }
        return values.contains { equal($0, value) }
    }

    /// A value a range written in code can hold: a number or a string.
    static func isRangeBound(_ value: Value) -> Bool {
        if case .string = value { return true }
        return value.isNumber
    }

    static func isNumericLiteral(_ expr: Expr) -> Bool {
        switch expr {
        case .int, .double: true
        default: false
        }
    }

    /// `a..<b` or `a...b` written as a loop's sequence: its values, counted, with its bounds
    /// checked as the range's own evaluation checks them; nil for any other sequence.
    func countedRange(_ expr: Expr, in scope: Scope) throws -> StrideThrough<Int>? {
        guard case .binary(let op, let lowExpr, let highExpr, let loc) = expr, op == "..<" || op == "..." else { return nil }
        guard case .int(let low) = try evaluate(lowExpr, in: scope), case .int(let high) = try evaluate(highExpr, in: scope) else {
            throw error("a range needs integers here", loc)
        }
        guard low <= high else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
        if op == "..<" && low == high { return Swift.stride(from: 0, through: -1, by: 1) }  // empty
        return Swift.stride(from: low, through: op == "..<" ? high - 1 : high, by: 1)
    }

    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/"]

    /// Whether an expression made only of number literals and arithmetic has a floating-point
    /// literal in it: then every literal in it is a Double.
    static func literalArithmeticIsFloating(_ expr: Expr) -> Bool {
        func walk(_ expr: Expr) -> (literalsOnly: Bool, floating: Bool) {
            switch expr {
            case .int: return (true, false)
            case .double: return (true, true)
            case .prefix("-", let inner, _): return walk(inner)
            case .tuple(let items) where items.count == 1 && items[0].label == nil: return walk(items[0].value)
            case .binary(let op, let left, let right, _) where arithmeticOperators.contains(op):
                let (l, r) = (walk(left), walk(right))
                return (l.literalsOnly && r.literalsOnly, l.floating || r.floating)
            default: return (false, false)
            }
        }
        let result = walk(expr)
        return result.literalsOnly && result.floating
    }

    /// Swift's smart shift: a count past the width gives 0 (or -1 shifting a negative right),
    /// a negative count shifts the other way.
    static func shift(_ value: Int, _ count: Int, left: Bool) -> Int {
        let toLeft = count >= 0 ? left : !left
        let magnitude = count == .min ? Int.max : abs(count)
        if toLeft { return magnitude >= Int.bitWidth ? 0 : value << magnitude }
        return magnitude >= Int.bitWidth ? (value < 0 ? -1 : 0) : value >> magnitude
    }

    /// `inPlace`: `a += b`, which grows `a` where it is (charged for `b` only, as Swift's
    /// amortised append costs).
    func arithmetic(_ op: String, _ left: Value, _ right: Value, _ loc: Loc, inPlace: Bool = false) throws -> Value {
        let left = plain(left), right = plain(right)
        // `.now() + 0.3` (a dispatch deadline): the delay, the only part the simulated clock needs.
        if case .enumCase(_, "now", _) = left, let delay = number(right) { return .double(op == "-" ? -delay : delay) }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            // Overflow traps, as Swift's checked arithmetic does (it prints no message; Xcode's
            // debugger shows "Swift runtime failure: arithmetic overflow").
            func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
                guard !result.overflow else { throw trap("Swift runtime failure: arithmetic overflow", loc) }
                return .int(result.partialValue)
            }
            switch op {
            case "+": return try checked(a.addingReportingOverflow(b))
            case "-": return try checked(a.subtractingReportingOverflow(b))
            case "*": return try checked(a.multipliedReportingOverflow(by: b))
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(Self.shift(a, b, left: true))
            case ">>": return .int(Self.shift(a, b, left: false))
            case "/":
                guard b != 0 else { throw trap("Fatal error: Division by zero", loc) }
                guard !(a == .min && b == -1) else { throw trap("Fatal error: Division results in an overflow", loc) }
                return .int(a / b)
            case "%":
                guard b != 0 else { throw trap("Fatal error: Division by zero in remainder operation", loc) }
                guard !(a == .min && b == -1) else { throw trap("Fatal error: Division results in an overflow in remainder operation", loc) }
                return .int(a % b)
            default: break
            }
        case (.string(let a), .string(let b)) where op == "+":
            let total = a.utf8.count + b.utf8.count
            try inPlace ? growString(by: b.utf8.count, to: total) : allocateString(total)
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            try inPlace ? growElements(by: b.count, to: a.count + b.count) : allocateElements(a.count + b.count)
            return .array(a + b)
        case (.bool(let a), .bool(let b)) where op == "&&" || op == "||": return .bool(op == "&&" ? a && b : a || b)
        default: break
        }
        if let a = number(left), let b = number(right) {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: break
            }
        }
        // `static func + (a: Vector, b: Vector) -> Vector`: the file's own operator for its type.
        if let type = declaredType(of: left) ?? declaredType(of: right), runtime.heap.types[type] != nil,
            let function = staticMethod(op, labels: nil, of: type), function.params.count == 2
        {
            return try invoke(function, receiver: .type(type), owner: type, [left, right], function.params.map(\.label), loc)
        }
        throw error("cannot apply '\(Self.shownOperator(op))' to \(typeName(of: left)) and \(typeName(of: right))", loc)
    }

    /// An operator as a message shows it: a made-up one may be thousands of characters long.
    static func shownOperator(_ op: String) -> String { op.count <= 16 ? op : op.prefix(16) + "... (\(op.count) characters)" }

    func number(_ value: Value) -> Double? {
        switch value {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }

    func compare(_ op: String, _ left: Value, _ right: Value, _ loc: Loc) throws -> Bool {
        if case .string(let a) = left, case .string(let b) = right {
            switch op {
            case "<": return a < b
            case ">": return a > b
            case "<=": return a <= b
            default: return a >= b
            }
        }
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case "<": return a < b
            case ">": return a > b
            case "<=": return a <= b
            default: return a >= b
            }
        }
        // Comparable's other operators come from `<`: a > b is b < a, a <= b is !(b < a).
        if let less = try userLessThan(left, right, loc) {
            switch op {
            case "<": return less
            case ">": return try userLessThan(right, left, loc) ?? false
            case "<=": return !(try userLessThan(right, left, loc) ?? false)
            default: return !less
            }
        }
        if case .tuple(let a, _) = left, case .tuple(let b, _) = right, a.count == b.count {
            // Tuples compare element by element, the first unequal pair deciding.
            for (x, y) in zip(a, b) where !equal(x, y) { return try compare(op, x, y, loc) }
            return op == "<=" || op == ">="
        }
        guard let a = number(left), let b = number(right) else {
            throw error("cannot compare \(typeName(of: left)) and \(typeName(of: right))", loc)
        }
        switch op {
        case "<": return a < b
        case ">": return a > b
        case "<=": return a <= b
        default: return a >= b
        }
    }

    /// `left < right` for values of the file's own types: the type's `static func <`, or for an
    /// enum that is Comparable without one, the order of its cases. nil for other values.
    func userLessThan(_ left: Value, _ right: Value, _ loc: Loc) throws -> Bool? {
        guard let type = declaredType(of: left), let info = runtime.heap.types[type] else { return nil }
        if let function = staticMethod("<", labels: nil, of: type), function.params.count == 2 {
            return try truth(invoke(function, receiver: .type(type), owner: type, [left, right], function.params.map(\.label), loc))
        }
        if case .enumCase(_, let a, let payloadA) = left, case .enumCase(_, let b, let payloadB) = right, conforms(type, to: "Comparable"),
            let i = info.decl.cases.firstIndex(where: { $0.name == a }), let j = info.decl.cases.firstIndex(where: { $0.name == b })
        {
            if i != j || payloadA.isEmpty { return i < j }
            for (x, y) in zip(payloadA, payloadB) where !equal(x, y) { return try compare("<", x, y, loc) }
            return false
        }
        return nil
    }

    /// The class, struct or enum a value is an instance of (nil for the standard library's
    /// values, which have no user-declared operators here).
    func declaredType(of value: Value) -> String? {
        switch value {
        case .record(let name, _), .enumCase(let name, _, _): name
        case .object(let id): runtime.heap.objects[id]?.className
        default: nil
        }
    }

    /// The user's `static func ==` for a value of one of the file's types: its answer, or nil
    /// when the type declares none (then Swift's synthesised equality: field by field).
    func userEquality(_ left: Value, _ right: Value) -> Bool? {
        guard let type = declaredType(of: left), runtime.heap.types[type] != nil, let function = staticMethod("==", labels: nil, of: type),
            function.params.count == 2
        else {
            return nil
        }
        do {
            return try truth(invoke(function, receiver: .type(type), owner: type, [left, right], function.params.map(\.label), function.loc))
        } catch {
            if runtime.deferredFailure == nil { runtime.deferredFailure = error }
            return false
        }
    }

    func equal(_ left: Value, _ right: Value) -> Bool {
        if let answer = userEquality(left, right) { return answer }
        switch (left, right) {
        // `()` is the empty tuple, what a Void function gives (`nothing() == ()` was false).
        case (.null, .null), (.void, .void): return true
        case (.void, .tuple(let items, _)), (.tuple(let items, _), .void): return items.isEmpty
        case (.int(let a), .int(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        case (.type(let a), .type(let b)): return a == b
        case (.enumCase(let t1, let a, let p1), .enumCase(let t2, let b, let p2)):
            return a == b && (t1.isEmpty || t2.isEmpty || t1 == t2) && p1.count == p2.count && zip(p1, p2).allSatisfy { equal($0, $1) }
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.tuple(let a, _), .tuple(let b, _)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        // Element by element, whatever indices a slice keeps (`s == [20, 30]`).
        case (.slice, _), (_, .slice): return equal(plain(left), plain(right))
        case (.set(let a), .set(let b)): return a.count == b.count && a.allSatisfy { item in b.contains { equal($0, item) } }
        // `tags == ["a", "b"]`: the literal is a Set there (Swift compares no Set with an Array).
        case (.set, .array(let items)): return equal(left, .set(uniqued(items)))
        case (.array(let items), .set): return equal(.set(uniqued(items)), right)
        // Equal when they hold the same keys with equal values, whatever their order.
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count
                && a.allSatisfy { pair in b.contains { equal($0.key, pair.key) && equal($0.value, pair.value) } }
        case (.record(let t1, let a), .record(let t2, let b)):
            return t1 == t2 && a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        default:
            if let a = number(left), let b = number(right) { return a == b }
            return false
        }
    }

    func identical(_ left: Value, _ right: Value) -> Bool {
        if case .object(let a) = left, case .object(let b) = right { return a == b }
        return left.isNil && right.isNil
    }
}
