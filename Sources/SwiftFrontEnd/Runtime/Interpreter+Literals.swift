import ContainmentEngine

/// Evaluation that keeps Swift's order and types: a subscript key evaluated once, a dictionary
/// literal's numbers of one type.
extension Interpreter {
    /// A subscript target whose keys are computed (`lists[next()]`), with each key evaluated now
    /// and put in its place as a literal, so that the read and the write-back of a compound
    /// assignment or a mutating call use one evaluation, in Swift's order (the index before the
    /// right side). It evaluated the key twice: the write could go to another element (found
    /// against swiftc by a helper). A key that is not a number, a string or a Bool is left as it
    /// was.
    func keysEvaluatedOnce(_ target: Expr, in scope: Scope) throws -> Expr {
        switch target {
        case .subscriptAccess(let base, let arguments, let loc):
            let frozenBase = try keysEvaluatedOnce(base, in: scope)
            guard arguments.contains(where: { !Self.isEvaluatedFreely($0.value) }) else {
                if case .subscriptAccess = base { return .subscriptAccess(frozenBase, arguments, loc) }
                return target
            }
            var frozen: [Arg] = []
            for argument in arguments {
                if Self.isEvaluatedFreely(argument.value) {
                    frozen.append(argument)
                    continue
                }
                switch try evaluate(argument.value, in: scope) {
                case .int(let int): frozen.append(Arg(label: argument.label, value: .int(int)))
                case .string(let text): frozen.append(Arg(label: argument.label, value: .string(text)))
                case .bool(let bool): frozen.append(Arg(label: argument.label, value: .bool(bool)))
                case .double(let double): frozen.append(Arg(label: argument.label, value: .double(double)))
                default: return target
                }
            }
            return .subscriptAccess(frozenBase, frozen, loc)
        case .member(let base, let name, let loc):
            guard case .subscriptAccess = base else { return target }
            return .member(try keysEvaluatedOnce(base, in: scope), name, loc)
        default: return target
        }
    }

    /// An expression whose evaluation has no effect and gives the same value each time.
    static func isEvaluatedFreely(_ expr: Expr) -> Bool {
        switch expr {
        case .int, .double, .string, .bool, .nilLiteral, .name, .selfRef: true
        default: false
        }
    }
}

extension Interpreter {
    /// One type for a dictionary literal's keys and one for its values, as for an array literal's
    /// elements (`["a": 1, "b": 2.5]` is a [String: Double]: its 1 prints 1.0). A function of its
    /// own: `evaluateExpression` recurses, and every local of its cases is in each of its frames.
    @inline(never)
    func dictionaryLiteral(_ pairs: [(Expr, Expr)], in scope: Scope) throws -> Value {
        let evaluated = try pairs.map { (key: try evaluate($0.0, in: scope), value: try evaluate($0.1, in: scope)) }
        let keys = Self.unifyingNumbers(evaluated.map(\.key)), values = Self.unifyingNumbers(evaluated.map(\.value))
        return .dictionary(zip(keys, values).map { (key: $0, value: $1) })
    }
}

extension Interpreter {
    /// The call an assignment's target starts from (`getBox()` of `getBox().items[1]`), if any.
    static func callAtRoot(of target: Expr) -> Expr? {
        switch target {
        case .member(let base, _, _), .subscriptAccess(let base, _, _):
            if case .call = base { return base }
            return callAtRoot(of: base)
        default: return nil
        }
    }

    /// `getBox().value += 1`: the call evaluated once, before the right side, and the
    /// assignment made through what it gave (an object: a struct a call gives is not assignable
    /// in Swift). It ran twice, for the read and for the write (found against swiftc by a helper).
    @inline(never)
    func assignmentThroughCall(_ target: Expr, _ op: String?, _ value: Expr, _ loc: Loc, in scope: Scope) throws -> Value {
        guard let call = Self.callAtRoot(of: target) else { return .void }
        let receiver = try evaluate(call, in: scope)
        let inner = Scope(parent: scope, context: scope.context)
        let name = "call result"  // not a name Swift code can write
        inner.variables[name] = receiver
        func replacing(_ expr: Expr) -> Expr {
            switch expr {
            case .member(let base, let member, let memberLoc):
                if case .call = base { return .member(.name(name, memberLoc), member, memberLoc) }
                return .member(replacing(base), member, memberLoc)
            case .subscriptAccess(let base, let arguments, let subscriptLoc):
                if case .call = base { return .subscriptAccess(.name(name, subscriptLoc), arguments, subscriptLoc) }
                return .subscriptAccess(replacing(base), arguments, subscriptLoc)
            default: return expr
            }
        }
        return try evaluate(.assignment(replacing(target), op, value, loc), in: inner)
    }
}
