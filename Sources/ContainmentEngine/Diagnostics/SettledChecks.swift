/// Pitfalls visible only once a request has settled: nothing later in it could still fix them.
extension Playground {
    /// A child of a custom container that never got `didMove(toParent:)` (rule 2), and a child's
    /// view that nobody sized: no frame, no constraints, no stack (domain.md, pitfalls).
    func reportSettledPitfalls() {
        for (child, place) in state.childrenAwaitingDidMove.sortedByLine() {
            guard let parent = controller(child).parent, controller(child).isMovingToParent else { continue }
            var diagnostic = Pitfalls.childWithoutDidMove(child, parent: parent)
            diagnostic.place = place
            report(diagnostic)
        }
        for (child, place) in state.insertedChildViews.sortedByLine() {
            guard let parent = controller(child).parent, let childView = controller(child).view,
                let parentView = controller(parent).view, isView(childView, inside: parentView),
                sizing(of: view(childView)) == "unsized"
            else { continue }
            let superview = view(childView).superview ?? parentView
            var diagnostic = Pitfalls.childViewNeverSized(child, parent: parent, superview: superview)
            diagnostic.place = place
            report(diagnostic)
        }
        state.childrenAwaitingDidMove.removeAll()
        state.insertedChildViews.removeAll()
    }
}
