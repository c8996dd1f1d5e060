/// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`.
extension Playground {
    /// Begins an appearance transition: the will-callback with the given flag (rule 14). Calls in
    /// the same direction nest; one opposite to the pending begins does not: it resets the depth
    /// to one and flips the direction, so a single end completes it (issue 18 rule 1, decompiled
    /// iOS 26.1; project scenario `reversed-begin-before-layout`). A begin on a controller already
    /// in that state sends nothing (rule 7).
    func beginAppearanceTransition(_ name: String, isAppearing: Bool, animated: Bool) throws {
        update(name) {
            let opposite = $0.appearanceTransitionDepth > 0 && $0.appearanceTransitionAppearing != isAppearing
            $0.appearanceTransitionDepth = opposite ? 1 : $0.appearanceTransitionDepth + 1
            $0.appearanceTransitionAppearing = isAppearing
        }
        try sendAppearance(isAppearing ? .viewWillAppear : .viewWillDisappear, to: name, animated: animated)
    }

    /// Ends one: the did-callback fires on the final matching end. A nested end is swallowed only
    /// when the receiver itself forwards appearance automatically; one that forwards by hand
    /// completes at its first end (issue 18 rule 1: iOS 26.1 `_endAppearanceTransition:` returns
    /// early only `if (depth != 1 && [self _forwardAppearanceMethods])`; project scenario
    /// `nested-end-manual-receiver`). An end with no pending begin logs "Unbalanced calls..." and
    /// still processes the end (rule 15).
    func endAppearanceTransition(_ name: String) throws {
        let record = controller(name)
        if record.appearanceTransitionDepth == 0 {
            unbalancedAppearanceTransitions(name)
        } else {
            update(name) { $0.appearanceTransitionDepth -= 1 }
            if controller(name).appearanceTransitionDepth > 0, record.automaticallyForwardsAppearance { return }
        }
        // A balanced end sends the did-callback of the direction its begin took, whatever
        // forwarding did to the state meanwhile (iOS 26.1 `_endAppearanceTransition:` reads the
        // direction bit the will set): a child swapped out while its parent's viewDidAppear
        // re-forwarded to it still ends disappeared (preset `class-segmented-switcher`). An
        // unbalanced one completes whatever transition the state shows.
        let appearing = record.appearanceTransitionDepth > 0 ? record.appearanceTransitionAppearing : nil
        switch controller(name).appearance {
        case .appearing(let animated) where appearing != false: try sendAppearance(.viewDidAppear, to: name, animated: animated)
        case .disappearing(let animated) where appearing != true: try sendAppearance(.viewDidDisappear, to: name, animated: animated)
        case .appeared where appearing == false, .appearing where appearing == false:
            try sendAppearance(.viewDidDisappear, to: name, animated: false)
        case .disappeared where appearing == true, .disappearing where appearing == true:
            try sendAppearance(.viewDidAppear, to: name, animated: false)
        default: break
        }
    }

    func unbalancedAppearanceTransitions(_ name: String) {
        emit(.console, "Unbalanced calls to begin/end appearance transitions for \(controller(name).described).", controller: name)
        report(Pitfalls.unbalanced(name))
    }
}
