/// Literals take their type from their context, as swiftc types them: `3` where a Double is
/// expected is `3.0` (an element of a `[Double]`, a value of a `[String: Double]`, a tuple's
/// `Double` field, a `Double?`, the right of `v ?? 0` when `v` is a `Double?`, an argument of
/// a `Double` parameter, what a `-> Double` function returns). Only literals convert: Swift
/// never makes an Int value a Double, so nothing else is touched. (Issue 37: each was an Int
/// printed as `3` where swiftc prints `3.0`, without a word.)
extension TypePass {
    /// `expr` with its literals typed by `type`.
    static func contextual(_ expr: Expr, _ type: StaticType) -> Expr {
        switch (type, expr) {
        case (.unknown, _): return expr
        case (.optional(let wrapped), _): return contextual(expr, wrapped)
        case (.floating, .int(let value)): return .double(Double(value))
        case (.floating, .prefix(let op, let operand, let loc)) where op == "-" || op == "+": return .prefix(op, contextual(operand, type), loc)
        // Arithmetic typed Double has Double operands (an Int among them would not compile).
        case (.floating, .binary(let op, let left, let right, let loc)) where ["+", "-", "*", "/"].contains(op):
            return .binary(op, contextual(left, type), contextual(right, type), loc)
        case (_, .binary("??", let left, let right, let loc)): return .binary("??", contextual(left, .optional(type)), contextual(right, type), loc)
        case (_, .ternary(let condition, let then, let otherwise)): return .ternary(condition, contextual(then, type), contextual(otherwise, type))
        case (.array(let element), .array(let items)), (.set(let element), .array(let items)): return .array(items.map { contextual($0, element) })
        // `Array(repeating: 1, count: 3)` as a `[Double]`: the repeated element is one.
        case (.array(let element), .call(let callee, let arguments, let labels, let loc))
        where labels == ["repeating", "count"] && Self.isArrayInitialiser(callee):
            return .call(callee, [Arg(label: "repeating", value: contextual(arguments[0].value, element)), arguments[1]], labels: labels, loc)
        // `let ones: [Double] = (1...3).map { _ in 1 }`: map's result type is the element type,
        // so what its closure returns is one (compactMap's, one or nil).
        case (.array(let element), .call(.member(let base, let name, let memberLoc), let arguments, let labels, let loc))
        where (name == "map" || name == "compactMap") && arguments.count == 1:
            guard case .closure(var closure) = arguments[0].value else { return expr }
            closure.body = returning(closure.body, name == "map" ? element : .optional(element))
            return .call(.member(base, name, memberLoc), [Arg(label: arguments[0].label, value: .closure(closure))], labels: labels, loc)
        case (_, .typed(let inner, let declared)): return .typed(contextual(inner, declared == .unknown ? type : declared), declared)
        case (.dictionary(let key, let value), .dictionary(let pairs)):
            return .dictionary(pairs.map { (contextual($0.0, key), contextual($0.1, value)) })
        case (_, .tuple(let items)) where items.count == 1 && items[0].label == nil:
            return .tuple([Arg(label: nil, value: contextual(items[0].value, type))])
        case (.tuple(let types, let labels), .tuple(let items)) where types.count == items.count:
            // `(1, "x")` where `(id: Int, name: String)` is expected takes the labels too.
            return .tuple(
                zip(items, types).enumerated().map { index, pair in
                    Arg(label: pair.0.label ?? labels?[index], value: contextual(pair.0.value, pair.1))
                })
        // `let scale: (Double) -> Double = { $0 * 2 }`: what it returns types its literals.
        case (.closure(_, let result), .closure(var closure)) where result != .unknown && result != .void:
            closure.body = returning(closure.body, result)
            return .closure(closure)
        default: return expr
        }
    }

    /// `Array(...)`, `Array<Double>(...)`, `[Double](...)` as a callee.
    static func isArrayInitialiser(_ callee: Expr) -> Bool {
        if case .name(let name, _) = callee { return name == "Array" || name.hasPrefix("Array<") || name.hasPrefix("[") }
        // `[[Double]](repeating: [0], count: 2)`: an array type written as the callee.
        if case .array(let items) = callee { return items.count == 1 }
        return false
    }

    /// A body's `return` values and its single expression typed by what it returns (not the
    /// returns of closures and functions inside it, which are their own).
    static func returning(_ body: [Stmt], _ type: StaticType) -> [Stmt] {
        if body.count == 1, case .expression(let expr, let loc) = body[0] { return [.expression(contextual(expr, type), loc)] }
        return body.map { statement in
            switch statement {
            case .returnStmt(let value?, let loc): return .returnStmt(contextual(value, type), loc)
            case .ifStmt(let conditions, let then, let otherwise, let loc):
                return .ifStmt(conditions, returning(then, type), otherwise.map { returning($0, type) }, loc)
            case .guardStmt(let conditions, let body, let loc): return .guardStmt(conditions, returning(body, type), loc)
            case .switchStmt(let subject, let cases, let loc):
                return .switchStmt(
                    subject,
                    cases.map { switchCase in
                        var result = switchCase
                        result.body = returning(switchCase.body, type)
                        return result
                    }, loc)
            default: return statement
            }
        }
    }

    /// What an optional expression holds: its type's wrapped type, or for `Double(x)` whose
    /// argument's type the pass does not know a Double all the same (a `Double?` from a string,
    /// a `Double` from a number: unwrapped, a Double either way).
    func unwrappedType(of expr: Expr) -> StaticType {
        let known = type(of: expr).unwrapped
        if known == .unknown, case .call(.name(let name, _), let arguments, [nil], _) = expr, arguments.count == 1, lookup(name) == .unknown,
            types[name] == nil, functions[name] == nil
        {
            switch name {
            case "Double", "CGFloat", "TimeInterval": return .floating(name)
            case "Int": return .int
            default: break
            }
        }
        return known
    }

    /// Whether a context could change `expr` (a literal, or a literal collection, tuple, `??`,
    /// ternary or arithmetic that may hold one): the rest is left as it is, unexamined.
    static func mayTakeContext(_ expr: Expr) -> Bool {
        switch expr {
        case .int, .array, .dictionary, .tuple, .ternary, .closure, .typed: true
        case .call(let callee, let arguments, let labels, _):
            labels == ["repeating", "count"] && isArrayInitialiser(callee)
                // `.left(2)` given for an `Either<Double, String>`: its payload takes the binding (`expecting`).
                || { if case .implicitMember = callee { arguments.contains { mayTakeContext($0.value) } } else { false } }()
        case .prefix(_, let operand, _): mayTakeContext(operand)
        case .binary(let op, let left, let right, _): op == "??" || mayTakeContext(left) || mayTakeContext(right)
        default: false
        }
    }

    /// The arguments of a call with their literals typed by the parameters they are given to:
    /// the file's functions, initialisers and methods, and the standard collections' `append`,
    /// `insert`, `contains`, `firstIndex(of:)`, `updateValue(_:forKey:)` on a collection whose
    /// element type the pass knows.
    func contextualArguments(_ arguments: [Arg], of callee: Expr, labels: [String?]) -> [Arg] {
        guard arguments.contains(where: { Self.mayTakeContext($0.value) }) else { return arguments }
        var types = parameterTypes(of: callee, labels: labels, arguments: arguments)
        // A closure of a declared type, wherever it is held: `scale(3)`, `handlers[0](2)`, `ops["add"]!(2, 3)`.
        if types.isEmpty, case .closure(let parameters, _) = type(of: callee).unwrapped { types = parameters }
        // `[Double](repeating: 0, count: 3)`.
        if case .array(let element) = callee, element.count == 1, case .name(let name, _) = element[0], labels.first == "repeating",
            ["Double", "CGFloat", "TimeInterval"].contains(name)
        {
            types = [.floating(name)]
        }
        // `max(n, 7 / 2)` with `n` a Double: one type for all its arguments.
        if types.isEmpty, case .name(let name, _) = callee, name == "max" || name == "min", functions[name] == nil,
            let floating = arguments.lazy.map({ self.type(of: $0.value) }).first(where: { if case .floating = $0 { true } else { false } })
        {
            types = arguments.map { _ in floating }
        }
        if types.isEmpty, case .member(let base, let name, _) = callee {
            switch (type(of: base), name) {
            case (.array(let element), "append"), (.set(let element), "insert"), (.array(let element), "insert"),
                (.array(let element), "contains"), (.set(let element), "contains"), (.set(let element), "remove"),
                (.array(let element), "firstIndex"), (.array(let element), "lastIndex"):
                types = labels.first == "contentsOf" ? [.array(element)] : [element]
            case (.dictionary(_, let value), "updateValue"): types = [value]
            // `doubles.reduce(0, +)`: the running value is what the function returns, a Double.
            case (.array(let element), "reduce") where labels == [nil, nil], (.set(let element), "reduce") where labels == [nil, nil]:
                types = [reduceResult(arguments[1].value, element: element)]
            default: break
            }
        }
        // `Row(repeating: 0, count: 3)` with `typealias Row = [Double]`.
        if types.isEmpty, labels == ["repeating", "count"], case .name(let name, _) = callee, let aliased = aliases[name],
            case .array(let element)? = Self.resolvingAliases(aliased.shape, aliases)
        {
            types = [element]
        }
        return arguments.enumerated().map { index, argument in
            index < types.count ? Arg(label: argument.label, value: expecting(Self.contextual(argument.value, types[index]), types[index])) : argument
        }
    }
}

extension TypePass {
    /// `angle * .pi / 180`, `width > .zero`: an implicit member beside a number is a member of the
    /// number's type (`Double.pi`), as Swift infers it from the other operand.
    func numericMember(_ operand: Expr, beside other: Expr) -> Expr {
        guard case .implicitMember(let name, let loc) = operand else { return operand }
        switch type(of: other) {
        case .floating(let typeName): return .member(.name(typeName, loc), name, loc)
        case .int: return .member(.name("Int", loc), name, loc)
        default: return operand
        }
    }
}

/// A collection literal's element type, as swiftc joins its elements' (session 36's hunt: an
/// integer literal beside a Double in a nested literal, `[[2], [1.5]]`, or in an array added to a
/// `[Double]`, `d + [1 / 2]`, stayed an Int: `2` printed for `2.0`, and `1 / 2` gave 0).
extension TypePass {
    /// `["1", nil]` is a `[String?]`, `[2, 3.5]` a `[Double]`, `[[2], [1.5]]` a `[[Double]]`;
    /// elements of other kinds (`[1, "two", 3.0]`, an `[Any]`) or not known: the first's type.
    func literalElementType(_ items: [Expr]) -> StaticType {
        let values = items.filter { if case .nilLiteral = $0 { false } else { true } }
        let first = values.first.map { type(of: $0) } ?? .unknown
        var found = first
        for item in values.dropFirst() {
            guard let joined = Self.joined(found, type(of: item)) else {
                found = first
                break
            }
            found = joined
        }
        // `[0.5] + [1 / 2]` is an `[Any]` to swiftc (`[1 / 2, 1.5]` does not compile): Int
        // arithmetic beside a Double is not made one.
        if found != first, items.contains(where: { hasIntArithmetic($0) }) { found = first }
        return values.count < items.count && !found.isOptional ? .optional(found) : found
    }

    /// The type an array literal added to another array takes: the other's, when it is not a
    /// literal (`doubles + [1 / 2]` is `[3.0, 0.5]`); the two joined when both are literals of
    /// plain numbers (`[3, 4] + [0.5]`), but not with Int arithmetic in either (an `[Any]`).
    func concatenatedType(_ left: Expr, _ right: Expr) -> StaticType {
        switch (Self.isArrayLiteral(left), Self.isArrayLiteral(right)) {
        case (true, false): return type(of: right)
        case (false, true): return type(of: left)
        default: return hasIntArithmetic(left) || hasIntArithmetic(right) ? .unknown : Self.joined(type(of: left), type(of: right)) ?? .unknown
        }
    }

    /// Whether `expr` holds an operation on Int literals (`1 / 2`), in a collection literal too.
    func hasIntArithmetic(_ expr: Expr) -> Bool {
        switch expr {
        case .binary(let op, _, _, _): ["+", "-", "*", "/", "%"].contains(op) && type(of: expr) == .int
        case .array(let items): items.contains { hasIntArithmetic($0) }
        case .dictionary(let pairs): pairs.contains { hasIntArithmetic($0.0) || hasIntArithmetic($0.1) }
        default: false
        }
    }

    /// The type two literals' types join to: an integer beside a floating-point number is one,
    /// in collections and optionals too; nil where they are of other kinds or not known.
    static func joined(_ first: StaticType, _ second: StaticType) -> StaticType? {
        switch (first, second) {
        case (.unknown, _), (_, .unknown): nil
        case _ where first == second: first
        case (.int, .floating): second
        case (.floating, .int): first
        case (.array(let a), .array(let b)): joined(a, b).map { .array($0) }
        case (.set(let a), .set(let b)): joined(a, b).map { .set($0) }
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            joined(k1, k2).flatMap { key in joined(v1, v2).map { .dictionary(key, $0) } }
        case (.optional(let a), .optional(let b)): joined(a, b).map { .optional($0) }
        case (.optional(let a), _): joined(a, second).map { .optional($0) }
        case (_, .optional(let b)): joined(first, b).map { .optional($0) }
        default: nil
        }
    }

    static func isArrayLiteral(_ expr: Expr) -> Bool {
        if case .array = expr { return true }
        return false
    }
}

extension TypePass {
    /// `expr` as what print shows: typed when its static type decides how it prints.
    mutating func typed(_ expr: Expr, printsItsDescription: Bool = true) -> Expr {
        if printsItsDescription { refuseLazyWrapper(expr) }
        refuseOptionalCoalescedToAny(expr)
        let type = type(of: expr)
        if let loc = expr.loc { refuseLayeredOptionals(type, loc) }
        let rewritten = expression(expr)
        return type.describesByType ? .typed(rewritten, type) : rewritten
    }
}

extension TypePass {
    static let floatingContextOperators: Set<String> = ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!="]

    /// `n + 1 / 4` with `n` a Double: the literals beside it are Doubles (`1 / 4` is 0.25 there;
    /// it divided as Ints, so `n + 1 / 4` was `n`, session 37's hunt). Only literals change.
    func contextualBeside(_ op: String, _ left: Expr, _ writtenLeft: Expr, _ right: Expr, _ writtenRight: Expr) -> (Expr, Expr) {
        guard Self.floatingContextOperators.contains(op) else { return (left, right) }
        if Self.mayTakeContext(writtenRight), case .floating = type(of: writtenLeft) { return (left, Self.contextual(right, type(of: writtenLeft))) }
        if Self.mayTakeContext(writtenLeft), case .floating = type(of: writtenRight) { return (Self.contextual(left, type(of: writtenRight)), right) }
        return (left, right)
    }
}
