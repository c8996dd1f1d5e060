/// UINavigationController: a stack of children, only the top's view on screen.
extension Playground {
    /// Evidence: rule 17, scenarios `nav-push-animated`, `nav-push-nonanimated`, `nav-push-same-instance`,
    /// `nav-push-during-transition`.
    func push(_ pushed: String, on nav: String, animated: Bool, deferrable: Bool = true) throws {
        let stack = controller(nav).container.navigationStack
        if stack.contains(pushed) {
            throw UIKitException.invalidArgument(
                state.ios.pushSameInstanceMessage(navigation: controller(nav).described, pushed: controller(pushed).described))
        }
        if controller(pushed).kind == .navigation {
            throw UIKitException.invalidArgument("Pushing a navigation controller is not supported")
        }
        if animated, deferrable, state.pendingFirstDisplays.contains(nav), isShowing(nav), !state.ios.mergesAnimatedPushIntoFirstDisplay {
            return state.deferred.append(.push(nav: nav, pushed: pushed))
        }
        try setNavigationStack(nav, stack + [pushed], animated: animated)
    }

    /// A navigation controller's first display, deferred from its `viewWillAppear` to its first
    /// layout: whatever is on top now is loaded and shown, so a stack changed in between (a push
    /// in the same turn) shows only its new top; the root it covers never loads. A top that
    /// changes while it loads (a push from its `viewDidLoad`) is left for the newer one.
    /// Evidence: issue 18 rule 10; decompiled iOS 18.2 `UINavigationController` (`loadView` and
    /// `viewWillAppear:` set a deferred transition and forward nothing while it is pending;
    /// `__viewWillLayoutSubviews` starts it from nil to the current top); public scenario
    /// `nav-initial-display` (the root's `viewWillAppear` before the navigation controller's
    /// `viewIsAppearing`).
    func startFirstDisplay(_ nav: String) throws {
        guard case .appearing(let animated) = controller(nav).appearance else {
            return state.pendingFirstDisplays.removeAll { $0 == nav }
        }
        var top = controller(nav).container.navigationStack.last
        while let shown = top {
            try loadViewIfNeeded(shown)
            top = controller(nav).container.navigationStack.last
            if top == shown { break }
        }
        state.pendingFirstDisplays.removeAll { $0 == nav }
        guard let top else { return }
        try install(top, in: nav)
        try sendAppearance(.viewWillAppear, to: top, animated: animated)
        try tellDelegate(nav, "willShow", shown: top, animated: animated)
    }

    func pop(_ nav: String, animated: Bool) throws {
        let stack = controller(nav).container.navigationStack
        guard stack.count > 1 else { return }
        try setNavigationStack(nav, Array(stack.dropLast()), animated: animated)
    }

    /// `popToViewController(_:animated:)`, or `popToRootViewController(animated:)` when `target` is nil.
    func popTo(_ target: String?, on nav: String, animated: Bool) throws {
        let stack = controller(nav).container.navigationStack
        guard let root = stack.first else { return }
        let target = target ?? root
        guard let index = stack.firstIndex(of: target) else {
            throw UIKitException.invalidArgument("Tried to pop to a view controller that doesn't exist.")
        }
        try setNavigationStack(nav, Array(stack[...index]), animated: animated)
    }

    /// Every change of the stack: new entries are added as children (willMove), leaving ones get
    /// `willMove(toParent: nil)` top first; the transition from the old top to the new one follows,
    /// and `didMove` for both sides comes when it ends (rule 17; scenario `nav-poptoroot`).
    func setNavigationStack(_ nav: String, _ stack: [String], animated: Bool) throws {
        guard Set(stack).count == stack.count else {
            throw UIKitException.invalidArgument(
                "All view controllers in a navigation controller must be distinct (\(stack.map { controller($0).described }.joined(separator: ", ")))"
            )
        }
        let old = controller(nav).container.navigationStack
        let removed = old.filter { !stack.contains($0) }.reversed()
        let added = stack.filter { !old.contains($0) }
        if controller(nav).container.isTransitioning, animated, let inFlight = old.last {
            unbalancedAppearanceTransitions(inFlight)
        }
        for child in added { try addChild(child, to: nav) }
        for child in removed { try willMove(child, toParent: nil) }
        update(nav) { $0.container.navigationStack = stack }
        try beginNavigationTransition(nav, from: old.last, to: stack.last, removed: Array(removed), added: added, animated: animated)
    }

    private func beginNavigationTransition(
        _ nav: String, from: String?, to: String?, removed: [String],
        added: [String], animated: Bool
    ) throws {
        // Before the first display has run, a change only retargets it (rule 10).
        let firstDisplayPending = state.pendingFirstDisplays.contains(nav)
        guard isShowing(nav), from != to, !firstDisplayPending else {
            if let from, from != to { try uninstall(from, from: nav) }
            for child in removed { try removeFromParent(child) }
            if isShowing(nav), !firstDisplayPending {
                for child in added { try didMove(child, toParent: nav) }
            } else {
                update(nav) { $0.container.pendingDidMove.append(contentsOf: added) }
            }
            return
        }
        let transition = ContainerTransition.navigation(nav: nav, from: from, to: to, removed: removed, added: added, animated: animated)
        guard animated else {
            // Non-animated transitions are deferred to the next layout pass (rule 17); several
            // in one turn become one transition from the first top to the last.
            if let index = state.deferred.lastIndex(where: { if case .container(.navigation(nav, _, _, _, _, false)) = $0 { true } else { false } }),
                case .container(.navigation(_, let firstFrom, _, let earlierRemoved, let earlierAdded, _)) = state.deferred[index]
            {
                state.deferred[index] = .container(
                    .navigation(
                        nav: nav, from: firstFrom, to: to,
                        removed: earlierRemoved + removed, added: earlierAdded + added, animated: false))
            } else {
                state.deferred.append(.container(transition))
            }
            return
        }
        try beginAppearanceSwap(in: nav, from: from, to: to, animated: true, revealing: to.map { !added.contains($0) } ?? false)
        update(nav) { $0.container.isTransitioning = true }
        startAnimation(duration: 0.35, .container(transition))
    }

    /// Outgoing will-callback first, then the incoming one (the navigation order, rule 17). The
    /// incoming view of a pop (a controller that was in the stack already) keeps its layout (rule 30b).
    private func beginAppearanceSwap(in nav: String, from: String?, to: String?, animated: Bool, revealing: Bool = false) throws {
        if let to { try loadViewIfNeeded(to) }
        if let from { try sendAppearance(.viewWillDisappear, to: from, animated: animated) }
        if let to {
            try sendAppearance(.viewWillAppear, to: to, animated: animated)
            try tellDelegate(nav, "willShow", shown: to, animated: animated)
            try install(to, in: nav, revealed: revealing)
        }
    }

    func finishNavigationTransition(
        _ nav: String, from: String?, to: String?, removed: [String],
        added: [String], animated: Bool
    ) throws {
        // A deferred non-animated transition swaps with callbacks only if the stack is still on screen.
        if !animated, isShowing(nav) {
            try beginAppearanceSwap(in: nav, from: from, to: to, animated: false, revealing: to.map { !added.contains($0) } ?? false)
        }
        if let from, from != controller(nav).container.navigationStack.last { try uninstall(from, from: nav) }
        // Views of controllers pushed and popped again within the same coalesced change.
        for child in added + removed where child != to && child != from { try uninstall(child, from: nav) }
        if let from, case .disappearing(let flag) = controller(from).appearance {
            try sendAppearance(.viewDidDisappear, to: from, animated: flag)
        }
        if let to, case .appearing(let flag) = controller(to).appearance {
            try sendAppearance(.viewDidAppear, to: to, animated: flag)
            try tellDelegate(nav, "didShow", shown: to, animated: flag)
        }
        update(nav) { $0.container.isTransitioning = false }
        for child in removed where controller(child).parent == nav { try removeFromParent(child) }
        for child in added where controller(child).parent == nav { try didMove(child, toParent: nav) }
    }

    /// The edge-swipe pop. Finished, it is an animated pop; cancelled, the controller below gets
    /// will-appear then will/did-disappear and never `viewDidAppear` (rule 18, iOS 7 log); the top
    /// gets `didMove(toParent: nav)` again, as UIKit re-parents it after `willMove(toParent: nil)`.
    func simulateInteractivePop(_ nav: String, progress: Double, finishes: Bool) throws {
        let stack = controller(nav).container.navigationStack
        guard stack.count > 1, isShowing(nav), !controller(nav).container.isTransitioning else {
            emit(
                .console,
                "\(controller(nav).described): the interactive pop gesture does not begin (nothing to pop, not on screen, or a transition is running).",
                controller: nav)
            return
        }
        guard (0...1).contains(progress) else {
            throw UIKitException.invalidArgument("simulateInteractivePop progress must be between 0 and 1 (simulator-defined)")
        }
        if finishes { return try pop(nav, animated: true) }
        let top = stack[stack.count - 1], below = stack[stack.count - 2]
        try willMove(top, toParent: nil)
        try loadViewIfNeeded(below)
        try sendAppearance(.viewWillDisappear, to: top, animated: true)
        try sendAppearance(.viewWillAppear, to: below, animated: true)
        try install(below, in: nav, at: 0, revealed: true)
        update(nav) { $0.container.isTransitioning = true }
        startAnimation(duration: 0.35 * max(progress, 0.1), .container(.cancelledInteractivePop(nav: nav, top: top, below: below)))
    }

    func cancelInteractivePop(_ nav: String, top: String, below: String) throws {
        try sendAppearance(.viewWillDisappear, to: below, animated: true)
        try uninstall(below, from: nav)
        try sendAppearance(.viewDidDisappear, to: below, animated: true)
        try sendAppearance(.viewWillAppear, to: top, animated: true)
        try sendAppearance(.viewDidAppear, to: top, animated: true)
        update(nav) { $0.container.isTransitioning = false }
        try didMove(top, toParent: nav)
    }
}
