import ContainmentEngine

/// Running a declared function, a method or a closure: binding its arguments (labels, defaults,
/// `inout`, variadic runs), the call depth, and the result's declared type.
extension Interpreter {
    /// A function with `inout` or variadic parameters: variadic runs become arrays, and each
    /// `inout` parameter's last value is left for the call to write back (`runtime.inoutResults`,
    /// by argument index).
    /// Parameters bound to their arguments by index groups (`variadicMatch`): a variadic one
    /// gets its run as an array, a missing one its default.
    func bindGroups(_ params: [Param], _ groups: [[Int]], _ arguments: [Value], in scope: Scope) throws {
        for (param, indices) in zip(params, groups) {
            if param.isVariadic {
                var element = param.type
                element?.isArray = false
                scope.variables[param.name] = .array(indices.map { coerce(arguments[$0], to: element) })
            } else if let index = indices.first {
                scope.variables[param.name] = coerce(arguments[index], to: param.type)
            } else if let defaultValue = param.defaultValue {
                scope.variables[param.name] = try evaluate(defaultValue, in: scope, expected: param.type)
            }
        }
    }

    private func invokeWithInoutOrVariadic(_ function: FuncIR, _ scope: Scope, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws
        -> Value
    {
        let groups: [[Int]]
        if function.params.contains(where: \.isVariadic) {
            guard let matched = variadicMatch(function.params, labels) else {
                throw error("no '\(function.fullName)' takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))", loc)
            }
            groups = matched
        } else {
            guard let matched = matchArguments(function.params, labels) else {
                throw error("no '\(function.fullName)' takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))", loc)
            }
            groups = matched.map { $0.map { [$0] } ?? [] }
        }
        try bindGroups(function.params, groups, arguments, in: scope)
        if function.params.contains(where: \.isInout), let holder = runtime.inoutHolder {
            holder.variables.removeAll()  // the parameters hold them now
            runtime.inoutHolder = nil
        }
        // `inout` parameters' last values go back to the caller: kept past the body's end.
        let inoutNames = function.params.filter(\.isInout).map(\.name)
        if !function.typeParameters.isEmpty { try checkTypeParameters(of: function, in: scope, loc) }
        let result = coerce(try run(function.body, in: scope, keeping: inoutNames), to: returnType(of: function, in: scope))
        runtime.inoutResults = zip(function.params, groups).compactMap { param, indices in
            guard param.isInout, let index = indices.first, let value = scope.variables[param.name] else { return nil }
            return (index, value)
        }
        return result
    }

    func callClosure(_ closure: ClosureValue, _ arguments: [Value]) throws -> Value {
        try enter(closure.ir.loc)
        defer { depth -= 1 }
        let scope = Scope(parent: closure.scope, context: nil)
        scope.bindingAlias = closure.ir.resultNamedBy
        var arguments = arguments
        // `{ i, part in }` given one (offset, element) pair: Swift spreads the tuple.
        if closure.ir.params.count > 1, arguments.count == 1, case .tuple(let items, _) = arguments[0], items.count == closure.ir.params.count {
            arguments = items
        }
        for (index, name) in closure.ir.params.enumerated() where name != "_" {
            scope.variables[name] = index < arguments.count ? arguments[index] : .null
        }
        return try run(closure.ir.body, in: scope)
    }

    /// A body's result: its `return`, or the value of a single expression (implicit return).
    /// `keeping`: variables of the scope whose values outlive it (`inout` parameters).
    func run(_ body: [Stmt], in scope: Scope, keeping: [String] = []) throws -> Value {
        let tracked = runtime.tracksLifetimes
        guard tracked else { return try runBody(body, in: scope) }
        runtime.liveScopes.append(scope)
        let result: Value
        do { result = try runBody(body, in: scope) } catch {
            if !runtime.liveScopes.isEmpty { runtime.liveScopes.removeLast() }
            throw error
        }
        if !runtime.liveScopes.isEmpty { runtime.liveScopes.removeLast() }
        if !scope.variables.isEmpty { runtime.mayHaveReleased = true }
        // The body's locals go as it returns; its result (and a struct's `self`) goes on to the caller.
        pin(result)
        if let me = scope.variables["self"], me.isValueType { pin(me) }
        for name in keeping { if let value = scope.variables[name] { pin(value) } }
        try releasePoint()
        return result
    }

    private func runBody(_ body: [Stmt], in scope: Scope) throws -> Value {
        if body.count == 1, case .expression(let expr, _) = body[0] { return try evaluate(expr, in: scope) }
        switch try executeBlock(body, in: scope) {
        case .returned(let value): return value
        default: return .void
        }
    }

    func enter(_ loc: Loc) throws {
        depth += 1
        let limit = playground.limits.maxCallbackDepth
        if depth > limit {
            throw LimitExceeded(
                .maxCallbackDepth,
                "calls nested more than \(limit) deep (maxCallbackDepth) at line \(loc.line); does a function call itself without end?")
        }
    }

    /// Calls a declared function or method. `uikitSuper`: in a UIKit callback, what `super` ends with.
    func invoke(
        _ function: FuncIR, receiver: Value?, owner: String?, _ arguments: [Value], _ labels: [String?], _ loc: Loc,
        uikitSuper: (() throws -> Void)? = nil
    ) throws -> Value {
        try enter(loc)
        defer { depth -= 1 }
        let context = receiver.map { MethodContext(receiver: $0, type: owner ?? "", method: function.name, uikitSuper: uikitSuper) }
        // UIKit's `super` lives only as long as the callback: a closure the method leaves behind
        // (a completion, a dispatched block) keeps the context, not the callback's continuation.
        defer { context?.uikitSuper = nil }
        let scope = Scope(parent: nil, context: context)
        if !function.typeParameters.isEmpty || function.resultTypeParameter != nil { try bindTypeParameters(of: function, in: scope, loc) }
        if function.params.contains(where: { $0.isVariadic || $0.isInout }) {
            return try invokeWithInoutOrVariadic(function, scope, arguments, labels, loc)
        }
        // Arguments given for every parameter, in order, with its label (nearly every call):
        // bound without working out a matching.
        if arguments.count == function.params.count, labels.count == arguments.count,
            zip(function.params, labels).allSatisfy({ $0.label == $1 })
        {
            for (param, argument) in zip(function.params, arguments) { scope.variables[param.name] = coerce(argument, to: param.type) }
            if !function.typeParameters.isEmpty { try checkTypeParameters(of: function, in: scope, loc) }
            if !function.typeParameters.isEmpty { try checkTypeParameters(of: function, in: scope, loc) }
            return coerce(try run(function.body, in: scope), to: returnType(of: function, in: scope))
        }
        guard let matched = matchArguments(function.params, labels) ?? (arguments.count == function.params.count ? Array(0..<arguments.count) : nil)
        else {
            throw error("no '\(function.fullName)' takes the arguments (\(labels.map { ($0 ?? "_") + ":" }.joined()))", loc)
        }
        try bind(function.params, matched, arguments, in: scope)
        // A body's value is of the declared return type (`-> Double { return 3 }` gives 3.0).
        if !function.typeParameters.isEmpty { try checkTypeParameters(of: function, in: scope, loc) }
        return coerce(try run(function.body, in: scope), to: returnType(of: function, in: scope))
    }

    /// Swift's literals take their type from where they go: `0` passed as a CGFloat is a Double.
    /// Each parameter takes its argument (`matched`: an argument's index, or nil for none),
    /// typed as declared, or its default value, evaluated where the body runs.
    func bind(_ params: [Param], _ matched: [Int?], _ arguments: [Value], in scope: Scope) throws {
        for (param, index) in zip(params, matched) {
            if let index, index < arguments.count {
                scope.variables[param.name] = coerce(arguments[index], to: param.type)
            } else if let defaultValue = param.defaultValue {
                scope.variables[param.name] = try evaluate(defaultValue, in: scope, expected: param.type)
            }
        }
    }

    private func relabelled(_ value: Value, _ labels: [String?]) -> Value {
        guard case .tuple(let items, _) = value, items.count == labels.count else { return value }
        return .tuple(items, labels: labels)
    }

    func coerce(_ value: Value, to type: TypeIR?) -> Value {
        guard var type else { return value }
        // `-> Version` with `typealias Version = (major: Int, minor: Int)`: the alias's labels
        // (`Amount` for `Double`: an Int literal the pass did not reach is a Double).
        if !runtime.heap.typeAliases.isEmpty, let aliased = runtime.heap.typeAliases[type.name] {
            let (optional, array) = (type.isOptional, type.isArray)
            type = aliased
            type.isOptional = type.isOptional || optional
            type.isArray = type.isArray || array  // `[Rule]` of a tuple alias: its elements take the labels
        }
        switch value {
        case .int(let int) where UIKit.isFloatingPoint(type.name): return .double(Double(int))
        // An array literal (or an array) where a Set is declared: its unique elements.
        case .array(let items) where type.name == "Set" && !type.isArray: return .set(uniqued(items))
        case .tuple(let items, let labels):
            // `(x, y)` returned as `(x: Double, y: Double)` prints with the labels.
            guard let wanted = type.tupleLabels, wanted.count == items.count, wanted != labels else { return value }
            return .tuple(items, labels: wanted)
        // `[(id: Int, topic: String)]`, `[Key: (name: String, count: Int)]` given unlabelled
        // tuples: each takes the labels (`item.count` reads them), as Swift converts them.
        case .array(let items) where type.tupleLabels != nil && type.isArray:
            guard items.contains(where: { if case .tuple(_, let labels) = $0 { labels != type.tupleLabels! } else { false } }) else { return value }
            return .array(items.map { relabelled($0, type.tupleLabels!) })
        case .dictionary(let pairs) where type.tupleLabels != nil && !type.isArray:
            guard case .dictionary = type.shape else { return value }
            return .dictionary(pairs.map { (key: $0.key, value: relabelled($0.value, type.tupleLabels!)) })
        default: return value
        }
    }
}
