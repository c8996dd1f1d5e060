import ContainmentEngine

/// Auto Layout's visual format language, as far as containers use it.
extension Interpreter {
    /// `"H:|-0-[view]-0-|"`: edges pinned to the superview, with their constants.
    func visualFormat(_ format: String, views: Value, _ loc: Loc) throws -> [ConstraintSpec] {
        let horizontal = !format.hasPrefix("V:")
        let body = format.hasPrefix("H:") || format.hasPrefix("V:") ? String(format.dropFirst(2)) : format
        guard let open = body.firstIndex(of: "["), let close = body.firstIndex(of: "]") else { return [] }
        let key = String(body[body.index(after: open)..<close]).split(separator: "(").first.map(String.init) ?? ""
        guard case .dictionary(let pairs) = views, let entry = pairs.first(where: { equal($0.key, .string(key)) }) else {
            throw error("the visual format names [\(key)], which the views dictionary does not have", loc)
        }
        let view = try viewName(entry.value, loc)
        guard let superview = playground.viewInfo(view)?.superview else { return [] }
        func constant(_ text: Substring) -> Double {
            let digits = text.filter { $0.isNumber || $0 == "." }
            return Double(digits) ?? (text.contains("-") ? 8 : 0)
        }
        var specs: [ConstraintSpec] = []
        let leading = body[..<open], trailing = body[body.index(after: close)...]
        let (first, second): (LayoutConstraint.Attribute, LayoutConstraint.Attribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
        if leading.hasPrefix("|") {
            specs.append(
                ConstraintSpec(
                    view: .named(view),
                    constraint: LayoutConstraint(
                        attribute: first, target: .view(superview), targetAttribute: first,
                        constant: constant(leading.dropFirst())), targetView: nil))
        }
        if trailing.hasSuffix("|") {
            specs.append(
                ConstraintSpec(
                    view: .named(view),
                    constraint: LayoutConstraint(
                        attribute: second, target: .view(superview), targetAttribute: second,
                        constant: -constant(trailing.dropLast())), targetView: nil))
        }
        return specs
    }
}
