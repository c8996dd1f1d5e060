import ContainmentEngine

/// Patterns (`case`, `if case`, `for case`, `catch`): matched against a value, binding names.
extension Interpreter {
    /// Whether `value` matches; names bound go into `bindInto` (or the globals when nil, at top level).
    func match(_ pattern: Pattern, _ value: Value, in scope: Scope, bindInto: Scope?) throws -> Bool {
        switch pattern.kind {
        case .wildcard: return true
        case .binding(let name):
            if let bindInto { bindInto.variables[name] = value } else { runtime.heap.globals[name] = value }
            runtime.mayHaveReleased = true
            return true
        case .expression(let expr):
            // `case 18..<25`, `case 0.5...1`, `case "a"..."z"`: the bounds compared, as the range's
            // `~=` does (a Double in an Int range too: the literals are Doubles there).
            if case .binary(let op, let lowExpr, let highExpr, let loc) = expr, op == "..<" || op == "...", Self.isRangeBound(value) {
                let low = try evaluate(lowExpr, in: scope), high = try evaluate(highExpr, in: scope)
                guard try compare("<=", low, high, loc) else { throw trap("Fatal error: Range requires lowerBound <= upperBound", loc) }
                return try compare(">=", value, low, loc) && compare(op == "..<" ? "<" : "<=", value, high, loc)
            }
            // `case 0 as Int:` matches an Int 0 only (a Double 0 held as Any matched).
            if case .cast(_, .plain, let written, _) = expr, !isInstance(value, of: resolved(written, in: scope)) { return false }
            let expected = try evaluate(expr, in: scope)
            if let contained = try partialRange(expected, contains: value, expr.loc ?? statementLoc) { return contained }
            // `let teens = 13...19; case teens:`: a range held in a value is held as its values.
            if let contained = rangeValues(expected, contain: value) { return contained }
            return equal(expected, value)
        case .enumCase(let name, let subpatterns):
            guard case .enumCase(_, let caseName, let payload) = value, caseName == name else {
                // Another case of the value's own enum, when it has one of that name.
                if case .enumCase(let type, _, _) = value, runtime.heap.types[type]?.decl.cases.contains(where: { $0.name == name }) == true {
                    return false
                }
                // Optional's cases: `.none`, and `.some` bare or with its value's pattern.
                if case .null = value, name == "none" { return true }
                // `case Band.teen:` with `teen` a static value of `Band`, not a case of the value's enum.
                if let staticMember = pattern.staticMember, subpatterns.isEmpty, !value.isNil {
                    return try match(Pattern(kind: .expression(staticMember), loc: pattern.loc), value, in: scope, bindInto: bindInto)
                }
                if name == "some", !value.isNil {
                    guard let first = subpatterns.first else { return true }
                    return try match(first, value, in: scope, bindInto: bindInto)
                }
                return false
            }
            // `case .point(let whole)` of `point(x: Int, y: Int)`: one name binds the whole
            // payload as a tuple, with the case's labels (deprecated, still compiled).
            if subpatterns.count == 1, payload.count > 1, case .enumCase(let type, _, _) = value {
                let params = runtime.heap.types[type]?.decl.cases.first { $0.name == name }?.associated ?? []
                let labels = payload.indices.map { $0 < params.count ? params[$0].label.flatMap { $0 == "_" ? nil : $0 } : nil }
                return try match(subpatterns[0], .tuple(payload, labels: labels), in: scope, bindInto: bindInto)
            }
            // `case .pair(let a, let b)` of `pair((Int, Int))`: the tuple's elements, one each.
            if payload.count == 1, subpatterns.count > 1, case .tuple(let items, _) = payload[0], items.count == subpatterns.count {
                for (subpattern, item) in zip(subpatterns, items) {
                    guard try match(subpattern, item, in: scope, bindInto: bindInto) else { return false }
                }
                return true
            }
            for (index, subpattern) in subpatterns.enumerated() where index < payload.count {
                guard try match(subpattern, payload[index], in: scope, bindInto: bindInto) else { return false }
            }
            return true
        case .tuple(let subpatterns):
            guard case .tuple(let items, _) = value, items.count == subpatterns.count else { return false }
            for (subpattern, item) in zip(subpatterns, items) {
                guard try match(subpattern, item, in: scope, bindInto: bindInto) else { return false }
            }
            return true
        case .cast(let type, let inner):
            guard isInstance(value, of: resolved(type, in: scope)) else { return false }
            return try inner.map { try match($0, value, in: scope, bindInto: bindInto) } ?? true
        case .optional(let inner):
            if value.isNil { return false }
            return try match(inner, value, in: scope, bindInto: bindInto)
        }
    }
}
