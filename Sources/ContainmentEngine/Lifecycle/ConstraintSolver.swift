/// Frames from the contract's constraint forms: edges, centres and sizes pinned to the superview,
/// a sibling, a safe-area guide or a scroll view's layout guides, with multipliers and constants (`item1.attribute =
/// multiplier × item2.attribute + constant`, rule 33). Each axis is solved on its own.
struct ConstraintSolver {
    let playground: Playground
    let superview: String
    let bounds: Rect

    func frame(of view: View) -> Rect {
        var values: [LayoutConstraint.Attribute: Double] = [:]
        for constraint in view.constraints {
            guard let value = value(of: constraint) else { continue }
            values[constraint.attribute] = value
        }
        let (x, width) = solve(
            start: values[.leading], end: values[.trailing], center: values[.centerX],
            size: values[.width], current: (view.frame.x, view.frame.width))
        let (y, height) = solve(
            start: values[.top], end: values[.bottom], center: values[.centerY],
            size: values[.height], current: (view.frame.y, view.frame.height))
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    private func solve(
        start: Double?, end: Double?, center: Double?, size: Double?,
        current: (Double, Double)
    ) -> (Double, Double) {
        switch (start, end, center, size) {
        case let (s?, e?, _, _): return (s, e - s)
        case let (s?, nil, _, w?): return (s, w)
        case let (nil, e?, _, w?): return (e - w, w)
        case let (nil, nil, c?, w?): return (c - w / 2, w)
        case let (s?, nil, c?, nil): return (s, 2 * (c - s))
        case let (s?, nil, nil, nil): return (s, current.1)
        case let (nil, e?, nil, nil): return (e - current.1, current.1)
        case let (nil, nil, c?, nil): return (c - current.1 / 2, current.1)
        case let (nil, nil, nil, w?): return (current.0, w)
        default: return current
        }
    }

    /// The constraint's target value in the superview's coordinates.
    private func value(of constraint: LayoutConstraint) -> Double? {
        guard let target = constraint.target, let attribute = constraint.targetAttribute else {
            return constraint.constant
        }
        let rect: Rect
        switch target {
        case .view(let name):
            rect = name == superview ? bounds : (playground.views[name]?.frame ?? bounds)
        case .scrollContent(let name):
            // The content's origin is where the bounds start while nothing scrolls (the playground
            // keeps contentOffset at zero); the content's far edges and size come from the
            // constraints themselves, so a constraint to them places no view (rule 34).
            guard attribute == .leading || attribute == .top else { return nil }
            let origin = name == superview ? bounds : (playground.views[name]?.frame ?? bounds)
            rect = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
        case .safeArea(let name):
            let base = name == superview ? bounds : (playground.views[name]?.frame ?? bounds)
            let insets = playground.views[name]?.safeAreaInsets ?? .zero
            rect = Rect(
                x: base.x + insets.left, y: base.y + insets.top,
                width: base.width - insets.left - insets.right, height: base.height - insets.top - insets.bottom)
        }
        let anchor: Double
        switch attribute {
        case .top: anchor = rect.y
        case .bottom: anchor = rect.maxY
        case .leading: anchor = rect.x
        case .trailing: anchor = rect.maxX
        case .centerX: anchor = rect.x + rect.width / 2
        case .centerY: anchor = rect.y + rect.height / 2
        case .width: anchor = rect.width
        case .height: anchor = rect.height
        }
        return constraint.multiplier * anchor + constraint.constant
    }
}
