import ContainmentEngine

/// What the pass knows of the standard collections' views: where their ends are optionals.
extension TypePass {
    /// Calls that give a collection's element or nil.
    static let optionalElementCalls: [(name: String, labels: [String?])] = [
        ("min", []), ("max", []), ("min", ["by"]), ("max", ["by"]), ("first", ["where"]), ("last", ["where"]), ("randomElement", []),
    ]

    static func givesOptionalElement(_ name: String, _ labels: [String?]) -> Bool {
        optionalElementCalls.contains { $0.name == name && $0.labels == labels }
    }

    /// `range.lowerBound`, `range.upperBound` of a range the pass knows to be one: the runtime
    /// holds a range's values, so the member says which kind it is (`3...7`'s upper bound is 7,
    /// `3..<7`'s is 7 too, one past its last value).
    func rangeBound(_ base: Expr, _ name: String) -> String? {
        guard name == "lowerBound" || name == "upperBound", case .range(let closed) = type(of: base) else { return nil }
        return name == "lowerBound" ? Interpreter.rangeLowerBound : closed ? Interpreter.closedRangeUpperBound : Interpreter.rangeUpperBound
    }

    /// `counts.values`, `counts.keys`: a dictionary's views, collections whose ends are optionals.
    func isDictionaryView(_ expr: Expr) -> Bool {
        guard case .member(let dictionary, let view, _) = expr, view == "values" || view == "keys", case .dictionary = type(of: dictionary) else {
            return false
        }
        return true
    }
}

extension TypePass {
    /// What `reduce`'s function returns, where the pass can tell a floating-point one: an
    /// operator or `min`/`max` given by name returns the element's type; a closure whose body is
    /// arithmetic on a floating-point value returns one (`{ $0 + $1.price }`). Unknown otherwise.
    func reduceResult(_ function: Expr, element: StaticType) -> StaticType {
        switch function {
        case .name(let name, _) where ["+", "-", "*", "/", "min", "max"].contains(name) && functions[name] == nil: return element
        case .closure(let closure) where closure.params.count == 2:
            guard let body = Self.singleExpression(of: closure) else { return .unknown }
            var inner = self
            inner.scopes.append([closure.params[0]: .unknown, closure.params[1]: element])
            let result = inner.type(of: body)
            if case .floating = result { return result }
            if case .binary(let op, let left, let right, _) = body, ["+", "-", "*", "/"].contains(op) {
                for side in [left, right] { if case .floating(let name) = inner.type(of: side) { return .floating(name) } }
            }
            return .unknown
        // `reduce(0, scorer.combine)`: a function value of a declared type.
        default:
            if case .closure(_, let result) = type(of: function) { return result }
            return .unknown
        }
    }

    /// `{ (o: Op) in o.apply(0) }`: a closure whose parameters are all declared and whose body is
    /// one expression gives that expression's type (nil where the pass cannot tell it).
    func inferredClosureType(_ closure: ClosureIR, _ signature: ClosureSignature) -> StaticType? {
        let declared = signature.parameters.compactMap { $0 }
        guard declared.count == closure.params.count, let body = Self.singleExpression(of: closure) else { return nil }
        var inner = self
        inner.scopes.append(Dictionary(zip(closure.params, declared.map { shape($0) }), uniquingKeysWith: { $1 }))
        let result = inner.type(of: body)
        return result == .unknown ? nil : .closure(declared.map { shape($0) }, result)
    }
}

extension TypePass {
    /// What a one-expression closure gives for one element, or nil where the pass cannot tell.
    func resultType(of closure: Expr, element: StaticType) -> StaticType? {
        // `map(f)` with the file's function: what it declares (`-> Int?`: an array of optionals).
        if case .name(let name, _) = closure, lookup(name) == .unknown || lookup(name) == .function, let declared = functions[name],
            declared.count == 1
        {
            return declared[0].returnType.map { shape($0) }
        }
        // `map(parse(_:))`, `map(scaled(by:))`: the function or method those labels name;
        // `map(parser.parse)`, `map(p)` with `p: (String) -> Int?`: a value of a function type.
        if case .name(let name, _) = closure, lookup(name) == .unknown, case .closure(_, let result)? = labelledReference(name) { return result }
        // `map(Int.init)` of strings: what `Int(element)` gives (an optional).
        if case .member(.name(let typeName, let loc), "init", _) = closure {
            let given = call(.name(typeName, loc), [Arg(label: nil, value: .typed(.discard, element))], [nil])
            return given == .unknown ? nil : given
        }
        if case .member(_, let member, _) = closure, member.hasPrefix("init(") { return nil }
        if case .closure(_, let result) = type(of: closure) { return result }
        if case .closure(let ir) = closure, let declared = ir.signature?.result { return shape(declared) }
        guard case .closure(let ir) = closure, let result = Self.singleExpression(of: ir) else { return nil }
        var inner = self
        if ir.params.count == 1 {
            inner.scopes.append([ir.params[0]: element])
        } else if case .tuple(let items, _) = element, items.count == ir.params.count, ir.params.count > 1 {
            // `pairs.map { name, error in ... }`: the tuple's items, one per parameter.
            inner.scopes.append(Dictionary(zip(ir.params, items), uniquingKeysWith: { $1 }))
        } else {
            return nil
        }
        let type = inner.type(of: result)
        return type == .unknown ? nil : type
    }

    /// What a closure of one statement gives (`{ $0.count }`, `{ return $0 * 2 }`), or nil.
    static func singleExpression(of closure: ClosureIR) -> Expr? {
        guard closure.body.count == 1 else { return nil }
        switch closure.body[0] {
        case .expression(let expr, _), .returnStmt(let expr?, _): return expr
        default: return nil
        }
    }
}

extension TypePass {
    /// `text.contains(c)` with `c` a Character: the characters compared whole, as Sequence's
    /// `contains` does (`"a\r\nb".contains("\n" as Character)` is false), where the runtime,
    /// holding `c` as a string, would search scalars as Foundation's `contains` of a String does.
    mutating func characterContains(_ callee: Expr, _ arguments: [Arg], _ labels: [String?], _ loc: Loc) -> Expr? {
        guard case .member(let base, "contains", let memberLoc) = callee, labels == [nil], case .string = type(of: base),
            type(of: arguments[0].value) == .character
        else { return nil }
        let index = Expr.call(
            .member(expression(base), "firstIndex", memberLoc), [Arg(label: "of", value: expression(arguments[0].value))], labels: ["of"], loc)
        return .binary("!=", index, .nilLiteral, loc)
    }
}
