import ContainmentEngine

/// What an override changes that Swift decides by the static type.
extension TypePass {
    /// `override func f(_ x: Int = 2)` over `func f(_ x: Int = 1)`: Swift fills a missing
    /// argument with the default of the type the call is written against (`let a: A = B();
    /// a.f()` passes 1 to B's `f`); the playground takes the running method's (it printed 2,
    /// session 37's hunt). Refused at the override's parameter when both declare a default.
    mutating func refuseOverridingDefaults() {
        guard refusal == nil else { return }
        for (_, decl) in types.sorted(by: { $0.key < $1.key }) where decl.kind == .classType {
            for method in decl.methods where method.isOverride && method.params.contains(where: { $0.defaultValue != nil }) {
                var ancestor = decl.inherited.first
                var visited = 0
                while let name = ancestor, let above = types[name], above.kind == .classType, visited < Self.maxChainLength {
                    visited += 1
                    let labels = method.params.map(\.label)
                    if let overridden = above.methods.first(where: { $0.name == method.name && $0.params.map(\.label) == labels }) {
                        for (mine, theirs) in zip(method.params, overridden.params) where mine.defaultValue != nil && theirs.defaultValue != nil {
                            refusal = ScriptError(
                                line: method.loc.line, column: method.loc.column,
                                message:
                                    "a default value of the overriding '\(method.name)' in '\(decl.name)' ('\(mine.name)'): Swift takes the default of the type a call is written against (through a '\(name)', '\(name)''s), which the playground does not model; give the argument at the call, or declare the default once; \(Lowering.supportPage)"
                            )
                            return
                        }
                        break
                    }
                    ancestor = above.inherited.first
                }
            }
        }
    }
}

extension TypePass {
    /// `v = t` with `v` an `(Int, Int)` and `t` an `(x: Int, y: Int)`: Swift converts the tuple,
    /// dropping (or changing) its labels; the playground kept them (`(x: 1, y: 2)` printed,
    /// session 37's hunt). A plain cast to the target's tuple type relabels it where it runs.
    func relabelled(_ typed: Expr, _ value: Expr, as target: StaticType, _ loc: Loc) -> Expr {
        // (`d["a"] = t` of a `[String: (Int, Int)]`: the subscript's optional holds the tuple.)
        guard case .tuple(let items, let labels) = target.unwrapped, case .tuple(let valueItems, let valueLabels) = type(of: value),
            items.count == valueItems.count, (labels ?? []).compactMap({ $0 }) != (valueLabels ?? []).compactMap({ $0 })
        else { return typed }
        var type = TypeIR(name: "(tuple)")
        type.shape = target.unwrapped
        type.tupleLabels = labels ?? Array(repeating: nil, count: items.count)
        return .cast(typed, .plain, type, loc)
    }

    /// `pairs.append(t)` of an `[(Int, Int)]`: the tuple takes the element's labels (nil where
    /// nothing changes, and the call is typed as any other).
    mutating func relabelledAppend(_ callee: Expr, _ arguments: [Arg], _ labels: [String?], _ loc: Loc) -> Expr? {
        guard case .member(let base, "append", _) = callee, arguments.count == 1, arguments[0].label == nil,
            case .array(let element) = type(of: base),
            case .cast = relabelled(arguments[0].value, arguments[0].value, as: element, loc)
        else { return nil }
        let value = relabelled(expression(arguments[0].value), arguments[0].value, as: element, loc)
        return .call(expression(callee), [Arg(label: nil, value: value)], labels: labels, loc)
    }

    /// `c ? (x: 1, y: 2) : (0, 0)`: tuples whose labels differ meet as an unlabelled one.
    func relabelledArms(_ then: Expr, _ otherwise: Expr, _ arms: (Expr, Expr)) -> (Expr, Expr) {
        guard case .tuple(let items, let labels) = type(of: then), case .tuple(_, let other) = type(of: otherwise), labels != other,
            let loc = then.loc
        else { return arms }
        let unlabelled = StaticType.tuple(items, labels: nil)
        return (relabelled(arms.0, then, as: unlabelled, loc), relabelled(arms.1, otherwise, as: unlabelled, loc))
    }
}
