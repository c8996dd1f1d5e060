/// `UIView.transition(from:to:duration:options:completion:)`: a view swap with no controller API.
extension Playground {
    /// Inserts `to` beside `from` now and removes `from` when the animation ends. Controllers owning
    /// the views are told only through the window path (rule 10).
    func viewTransition(from: String, to: String, duration: Double, completion: [Statement]?) throws {
        guard let container = view(from).superview else {
            throw UIKitException.invalidArgument(
                "UIView.transition(from:to:...): the from view <\(view(from).className): \(from)> has no superview (simulator-defined)")
        }
        state.animationDepth += duration > 0 ? 1 : 0
        defer { state.animationDepth -= duration > 0 ? 1 : 0 }
        if view(to).superview != container { try move(to, to: container) }
        startAnimation(duration: duration, .viewTransition(from: from, to: to, completion: completion))
    }

    func finishViewTransition(from: String, to: String, completion: [Statement]?) throws {
        if view(from).superview != nil { try move(from, to: nil) }
        emit(.completion, "completion: UIView.transition(from: \(from), to: \(to)) finished: true", controller: nil)
        for statement in completion ?? [] { try execute(statement) }
    }
}
