/// Events UIKit forwards down the controller tree: size, traits, memory, safe area.
extension Playground {
    /// `window.size = ...`: `viewWillTransition(to:with:)` from the root through `super`, skipping
    /// children whose size does not change (rule 22, iOS 26.1); the legacy `willRotate(to:duration:)`
    /// for custom classes, forwarded only where the rotation flags allow (rule 27). The root lays out again.
    /// Evidence: scenarios `viewwilltransition-size-forwarding`, `legacy-forward-rotation-flags`.
    func setWindowSize(_ size: Size) throws {
        let old = state.window
        guard size != old.size else { return }
        state.window.size = size
        updateView(Window.viewName) { $0.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        let orientationChanged = old.isLandscape != state.window.isLandscape
        // A window-driven trait change (the size classes follow the size) announces itself first,
        // top-down, before the size message (issue 18 rule 5).
        if old.traits != state.window.traits {
            for root in windowRoots() { try sendWillTransition(root, inherited: state.window.traits) }
        }
        for root in windowRoots() {
            try sendViewWillTransition(to: size, root, orientationChanged: orientationChanged, legacy: true)
            update(root) { $0.needsUpdateConstraints = true }
            if let view = controller(root).view { markNeedsLayout(view) }
        }
        markNeedsLayout(Window.viewName)
        for root in windowRoots() { try propagateTraits(from: root, inherited: state.window.traits) }
    }

    /// `willTransition(to:with:)` for a trait change the window drives (rotation): sent to a
    /// controller whose traits will change, and forwarded by UIViewController's own
    /// implementation (so where an override calls `super`) to each child whose resulting traits
    /// differ. Not sent for `overrideUserInterfaceStyle` or `setOverrideTraitCollection(_:forChild:)`
    /// changes, which go straight to `traitCollectionDidChange` (iOS 17 and later).
    /// Evidence: docs/evidence/issue-18-rules.md rule 5 (iOS 26.1 `-willTransitionToTraitCollection:
    /// withTransitionCoordinator:` and `-_parent:willTransitionToTraitCollection:...`; the iOS 8
    /// header: "you should either call super to propagate the change to children or manually
    /// forward the change"); project scenario `rotation-announces-trait-change`.
    private func sendWillTransition(_ name: String, inherited: Traits) throws {
        let traits = traits(of: name, inheriting: inherited)
        guard traits != controller(name).traits else { return }
        try callback(name, "willTransition", .traits(traits.described), kind: .event) {
            for child in controller(name).children {
                try sendWillTransition(child, inherited: traits.applying(controller(name).overrideTraitsForChildren[child]))
            }
        }
    }

    /// Before iOS 17 an override's trait change was announced as a window-driven one is
    /// (`IOSVersion.announcesOverrideTraitChanges`): `willTransition(to:with:)` to each controller
    /// whose traits will change, top-down, then `traitCollectionDidChange`. The first changed
    /// controller down each branch is told; it forwards to its own children through `super`.
    func announceOverrideTraitChange() throws {
        guard state.ios.announcesOverrideTraitChanges else { return }
        for root in windowRoots() { try announceTraitChange(root, inherited: state.window.traits) }
    }

    private func announceTraitChange(_ name: String, inherited: Traits) throws {
        let traits = traits(of: name, inheriting: inherited)
        guard traits == controller(name).traits else { return try sendWillTransition(name, inherited: inherited) }
        for child in controller(name).children {
            try announceTraitChange(child, inherited: traits.applying(controller(name).overrideTraitsForChildren[child]))
        }
    }

    /// What happens after the callback is UIViewController's own implementation, so it runs
    /// where an override calls `super`, and not at all if it never does: the legacy rotation
    /// callback and the forwarding to the children. Apple: "If you override this method in your
    /// custom view controllers, always call super at some point in your implementation so that
    /// UIKit can forward the size change message appropriately" (docs/semantics.md, rule 22).
    private func sendViewWillTransition(to size: Size, _ name: String, orientationChanged: Bool, legacy: Bool) throws {
        try callback(name, "viewWillTransition", .size(size), kind: .event) {
            let record = controller(name)
            if orientationChanged, legacy, record.isCustomClass {
                let orientation = state.window.isLandscape ? "landscape" : "portrait"
                try callback(name, "willRotate", .rotation(orientation: orientation), kind: .event)
            }
            let forwardsLegacy = record.automaticallyForwardsRotation ?? record.legacyForwardsAppearanceAndRotation
            // Every child whose size changes, its view on screen or not (issue 18 rule 8: iOS 26.1
            // walks `childViewControllers` with no test of the view; project scenario
            // `size-transition-reaches-offscreen-child`).
            for child in record.children where childSizeChanges(child) {
                let visible = controller(child).appearance == .appeared
                try sendViewWillTransition(to: size, child, orientationChanged: orientationChanged, legacy: legacy && forwardsLegacy && visible)
            }
        }
    }

    /// A child with an explicit, fixed frame keeps its size when the window turns; one whose view
    /// is not loaded has no size yet, so any size is a change.
    private func childSizeChanges(_ name: String) -> Bool {
        guard let view = controller(name).view.map(view) else { return true }
        return !(view.hasExplicitFrame && view.translatesAutoresizingMaskIntoConstraints)
    }

    /// The window's root and the controllers presented over it: the tops of the on-screen trees.
    func windowRoots() -> [String] {
        guard var current = state.window.rootViewController else { return [] }
        var roots = [current]
        while let presented = controller(current).presented { roots.append(presented); current = presented }
        return roots
    }

    /// A controller's traits: its parent's (`inherited`, with the parent's override for it) and
    /// its own `overrideUserInterfaceStyle`.
    private func traits(of name: String, inheriting inherited: Traits) -> Traits {
        var traits = inherited
        if let style = controller(name).overrideUserInterfaceStyle, style != .unspecified { traits.userInterfaceStyle = style }
        return traits
    }

    /// Trait changes flow top-down: a child's traits are its parent's with
    /// `overrideTraitCollection(forChild:)` applied; `traitCollectionDidChange` follows the parent's (rule 22).
    func propagateTraits(from name: String, inherited: Traits) throws {
        let traits = traits(of: name, inheriting: inherited)
        let changed = traits != controller(name).traits
        update(name) { $0.traits = traits }
        if changed, controller(name).view != nil {
            try callback(name, "traitCollectionDidChange", kind: .event)
        }
        if changed, controller(name).kind == .split { try splitTraitsChanged(name) }
        for child in controller(name).children {
            try propagateTraits(from: child, inherited: traits.applying(controller(name).overrideTraitsForChildren[child]))
        }
    }

    func refreshTraits() throws {
        for root in windowRoots() { try propagateTraits(from: root, inherited: state.window.traits) }
    }

    /// Every controller observes the memory-warning notification from its init, so all get it,
    /// in creation order (open question 11: parent then child for the usual order).
    /// Memory warnings walk the controller hierarchy (issue 18 rule 9): the roots (no parent, not
    /// presented) whose view is loaded or that are the window's root first, then the others; each
    /// root before its children in `children` order, each child followed by its own children and
    /// then what it presents, the root's presented controllers last. UIKit orders the roots by a
    /// hash table; the engine takes declaration order, the one stable order it has.
    /// Evidence: docs/evidence/issue-18-rules.md rule 9 (`+_traverseViewControllerHierarchy...`,
    /// iOS 26.1); scenario `memory-warning` and the project's `memory-warning-walks-the-hierarchy`.
    func simulateMemoryWarning() throws {
        let roots = state.declarationOrder.filter { controllers[$0] != nil && controller($0).parent == nil && controller($0).presenting == nil }
        let shownFirst = roots.filter { $0 == state.window.rootViewController || controller($0).view != nil }
        for root in shownFirst + roots.filter({ !shownFirst.contains($0) }) { try sendMemoryWarning(to: root) }
    }

    private func sendMemoryWarning(to name: String) throws {
        try callback(name, "didReceiveMemoryWarning", kind: .event)
        for child in controller(name).children where controllers[child] != nil { try sendMemoryWarning(to: child) }
        if let presented = controller(name).presented, controllers[presented] != nil { try sendMemoryWarning(to: presented) }
    }

    /// `additionalSafeAreaInsets`: the controller's view and the views inside it whose safe area
    /// changes get `viewSafeAreaInsetsDidChange`, parent first, then lay out again.
    /// Evidence: scenario `safe-area-additional-insets` (low).
    func setAdditionalSafeAreaInsets(_ name: String, _ insets: EdgeInsets) throws {
        guard controller(name).additionalSafeAreaInsets != insets else { return }
        update(name) { $0.additionalSafeAreaInsets = insets }
        guard let root = controller(name).view, let superview = view(root).superview else { return }
        try refreshSafeArea(root, in: superview)
    }

    /// A navigation controller's bar shown or hidden: the shown child's safe area gains or loses
    /// the bar (rule 30d), with `viewSafeAreaInsetsDidChange` and a layout as for
    /// `additionalSafeAreaInsets`. Evidence: Apple ("navigation controllers extend the safe area of
    /// their child view controllers to account for the navigation bar"); rule 30d.
    func setNavigationBarHidden(_ name: String, _ hidden: Bool) throws {
        guard controller(name).kind == .navigation, controller(name).navigationBarHidden != hidden else { return }
        update(name) { $0.navigationBarHidden = hidden }
        guard let top = controller(name).container.navigationStack.last, let view = controller(top).view, let superview = self.view(view).superview
        else { return }
        try refreshSafeArea(view, in: superview)
    }

    private func refreshSafeArea(_ name: String, in superview: String) throws {
        let bounds = Rect(x: 0, y: 0, width: view(superview).frame.width, height: view(superview).frame.height)
        let insets = safeAreaInsets(of: name, frame: view(name).frame, in: superview, bounds: bounds)
        guard insets != view(name).safeAreaInsets else { return }
        updateView(name) { $0.safeAreaInsets = insets }
        markNeedsLayout(name)
        if let owner = view(name).owner { try callback(owner, "viewSafeAreaInsetsDidChange", kind: .event) }
        for subview in view(name).subviews { try refreshSafeArea(subview, in: name) }
    }

    /// The system resolves status-bar style (and the like) from the window's root through the
    /// `childFor...` getters, logging each query (rule 23; home indicator and screen edges by analogy, low).
    func updateSystemAppearance(_ query: SystemAppearanceQuery) throws {
        var queries = [query]
        if query == .statusBarStyle,
            controllers.values.contains(where: {
                $0.childDelegation[.statusBarHidden] != nil || $0.preferences[.statusBarHidden] != nil
            })
        {
            queries.append(.statusBarHidden)
        }
        for query in queries {
            guard var current = windowRoots().last else { return }
            while true {
                try callback(current, query.childGetter, kind: .event)
                guard let child = controller(current).childDelegation[query] else { break }
                current = child
            }
            try callback(current, query.preferenceGetter, kind: .event)
        }
    }

    /// `UIApplicationWantsViewsToDisappearNotification`: the window's root is told to disappear.
    func appWantsViewsToDisappear() throws {
        guard let root = state.window.rootViewController else { return }
        try sendAppearance(.viewWillDisappear, to: root, animated: false)
        try sendAppearance(.viewDidDisappear, to: root, animated: false)
    }
}
