/// `transition(from:to:duration:options:animations:completion:)` between two children.
extension Playground {
    /// Both must be children of the receiver (rule 13), which must forward appearance
    /// automatically (rule 14, header). Then: `to.view` is loaded and inserted beside `from.view`,
    /// `from.viewWillDisappear`, `to.viewWillAppear`; when the animation ends `from.view` is
    /// removed, `to.viewDidAppear`, `from.viewDidDisappear`, then the completion. It never sends
    /// willMove/didMove. Evidence: scenarios `transition-siblings-visible`, `transition-zero-duration`,
    /// `transition-not-siblings`, `transition-manual-forwarding`.
    func transition(
        parent: String, from: String, to: String, duration: Double,
        animations: [Statement], completion: [Statement]?
    ) throws {
        let p = controller(parent)
        guard controller(from).parent == parent, controller(to).parent == parent else {
            report(Pitfalls.transitionNotSiblings(parent, from, to))
            throw UIKitException.invalidArgument(
                "Children view controllers \(controller(from).described) and \(controller(to).described) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
        }
        guard p.automaticallyForwardsAppearance else {
            throw UIKitException.invalidArgument(
                "\(p.described) forwards appearance callbacks to its children explicitly (shouldAutomaticallyForwardAppearanceMethods returns NO) and cannot call -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] (simulator-defined wording)"
            )
        }
        guard from != to else {
            throw UIKitException.invalidArgument(
                "\(controller(from).described) cannot transition to itself: transition(from:to:...) needs two different children (simulator-defined)")
        }
        let animated = duration > 0
        // Off screen there is nothing to appear or disappear: only the views are swapped.
        let showing = isShowing(parent)
        try loadViewIfNeeded(to)
        let toView = controller(to).view!
        let container = controller(from).view.flatMap { view($0).superview } ?? p.view
        let addedByHand = view(toView).superview != nil
        if addedByHand {
            unbalancedAppearanceTransitions(to)
            report(Pitfalls.viewAddedBeforeTransition(parent, to))
        }
        var began: [String] = []
        if showing {
            try beginAppearanceTransition(from, isAppearing: false, animated: animated)
            began.append(from)
            if !addedByHand {
                try beginAppearanceTransition(to, isAppearing: true, animated: animated)
                began.append(to)
            }
        }
        if let container, !addedByHand {
            try move(toView, to: container)
            update(to) { $0.needsUpdateConstraints = true }
        }
        try applyAnimations(animations)
        startAnimation(duration: duration, .controllerTransition(parent: parent, from: from, to: to, began: began, completion: completion))
    }

    /// The end of the transition's animation: each child it began an appearance transition on
    /// is ended, `to` first. A child another transition took over meanwhile (a swap interrupted
    /// by the next swap) was ended by that one's begin and end, so this end is unbalanced, and
    /// UIKit says so (issue 18 rule 1: an end with no pending begin logs "Unbalanced calls...";
    /// project scenario `swap-interrupted-by-swap`).
    func finishControllerTransition(parent: String, from: String, to: String, began: [String], completion: [Statement]?) throws {
        if let fromView = controller(from).view, view(fromView).superview != nil {
            try move(fromView, to: nil)
        }
        for child in [to, from] where began.contains(child) { try endAppearanceTransition(child) }
        emit(.completion, "completion: \(parent).transition(from: \(from), to: \(to)) finished: true", controller: parent)
        for statement in completion ?? [] { try execute(statement) }
    }

    /// `animations:` closures hold property assignments, applied as the animation's end state.
    func applyAnimations(_ statements: [Statement]) throws {
        state.animationDepth += 1
        defer { state.animationDepth -= 1 }
        for statement in statements { try execute(statement) }
    }
}
