/// A view's place among its superview's subviews, back to front: UIKit draws and walks them in
/// that order (the window path tells them in it; scenario-independent, `subviews` shows it).
extension Playground {
    /// `insertSubview(_:at:)` and its relatives: as `addSubview` (the same checks, callbacks and
    /// pitfalls), at a place; `bringSubviewToFront`/`sendSubviewToBack` only move a view already
    /// among the subviews, with no callback (UIKit's documentation of each method; the
    /// `SubviewOrderTests`).
    func insertSubview(_ subview: String, into superview: String, _ place: SubviewPlace) throws {
        switch place {
        case .front, .back:
            // A view not among the receiver's subviews is left where it is.
            guard view(subview).superview == superview else { return }
            updateView(superview) {
                $0.subviews.removeAll { $0 == subview }
                if case .front = place { $0.subviews.append(subview) } else { $0.subviews.insert(subview, at: 0) }
            }
            return
        case .index, .below, .above: break
        }
        // The place among the others, the view itself left out (it may be among them already).
        let others = view(superview).subviews.filter { $0 != subview }
        let index: Int
        switch place {
        case .index(let at): index = min(max(at, 0), others.count)
        case .below(let sibling): index = others.firstIndex(of: try resolve(sibling)) ?? others.count
        case .above(let sibling): index = (others.firstIndex(of: try resolve(sibling)) ?? others.count - 1) + 1
        case .front, .back: index = others.count
        }
        try addSubview(subview, to: superview, at: index)
    }
}
