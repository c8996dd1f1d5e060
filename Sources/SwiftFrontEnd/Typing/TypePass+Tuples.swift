import ContainmentEngine

/// A tuple given where a tuple of other labels goes: Swift converts it to the place's labels.
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
