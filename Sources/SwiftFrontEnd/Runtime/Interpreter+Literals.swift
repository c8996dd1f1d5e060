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
