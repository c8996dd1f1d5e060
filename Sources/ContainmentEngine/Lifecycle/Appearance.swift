/// Appearance callbacks and their forwarding to children.
extension Playground {
    /// Sends one appearance callback, then forwards it to the children whose views are inside
    /// this controller's view, in `children` order, depth-first (rule 6). A controller already in
    /// the callback's target state is skipped (rule 7). `viewWillAppear` loads the view first
    /// (rule 8); `viewDidAppear` is preceded by `viewIsAppearing` if no layout sent it (rule 9).
    func sendAppearance(_ callback: AppearanceCallback, to name: String, animated: Bool) throws {
        guard !controller(name).appearance.isTarget(of: callback) else { return }
        if callback == .viewWillAppear { try loadViewIfNeeded(name) }
        // A navigation controller appearing before any layout showed its top shows it now (rule 10).
        if callback == .viewDidAppear, state.pendingFirstDisplays.contains(name) { try startFirstDisplay(name) }
        if callback == .viewDidAppear { try sendIsAppearingIfPending(name) }
        // An appearance reversed before layout still delivers its pending viewIsAppearing first,
        // with the reversing call's flag (issue 18 rule 2, iOS 26.1 `_setViewAppearState:`).
        if callback == .viewWillDisappear || callback == .viewDidDisappear {
            try sendIsAppearingIfPending(name, animated: animated)
        }
        update(name) {
            $0.appearance = callback.state(animated: animated)
            if callback == .viewWillAppear { $0.sentIsAppearing = false }
        }
        if callback == .viewWillAppear { try installVisibleContent(of: name) }
        if callback == .viewWillAppear, let view = controller(name).view, isInWindow(view) {
            markNeedsLayout(view)
        }
        let forwardToChildren = { () throws -> Void in
            guard self.controller(name).automaticallyForwardsAppearance else { return }
            for child in self.forwardingTargets(of: name, for: callback) {
                try self.forward(callback, to: child, animated: animated)
            }
        }
        if forwardsAppearanceInSuper(name) {
            try self.callback(name, callback.rawValue, .animated(animated), kind: .appearance, uikitWork: forwardToChildren)
        } else {
            try self.callback(name, callback.rawValue, .animated(animated), kind: .appearance)
            try forwardToChildren()
        }
        try containerDidSendAppearance(callback, to: name, animated: animated)
    }

    /// Whether the controller's own implementation of the appearance callbacks (what an
    /// override reaches through `super`) is where its children get theirs. A plain controller's
    /// children get theirs from UIKit's `_setViewAppearState:`, after the parent's method
    /// returns, whatever the override does. UINavigationController, UITabBarController and
    /// UIPageViewController forward in their own `viewWillAppear:` ... `viewDidDisappear:`, after
    /// calling super, so a subclass that skips super leaves the top (selected, current) child
    /// without its callback. A navigation controller whose top child is still being pushed (its
    /// first display, a push in flight) shows it through the deferred transition instead, which
    /// the override does not reach. Evidence: docs/semantics.md rule 22a (the iOS 26.1 UIKitCore
    /// decompilation of the three containers, an iOS 5 device stack trace).
    func forwardsAppearanceInSuper(_ name: String) -> Bool {
        let record = controller(name)
        switch record.kind {
        case .tabBar, .page: return true
        case .navigation:
            guard let top = record.container.navigationStack.last else { return true }
            return !record.container.pendingDidMove.contains(top)
        case .plain, .split: return false
        }
    }

    /// A did-callback forwarded to a child that missed the will-callback (its view arrived while
    /// the parent was mid-transition, when the window path stays silent) gets the will first, so
    /// the child's callbacks stay paired.
    private func forward(_ callback: AppearanceCallback, to child: String, animated: Bool) throws {
        switch (callback, controller(child).appearance) {
        case (.viewDidAppear, .disappeared), (.viewDidAppear, .disappearing):
            try sendAppearance(.viewWillAppear, to: child, animated: animated)
        case (.viewDidDisappear, .appeared), (.viewDidDisappear, .appearing):
            try sendAppearance(.viewWillDisappear, to: child, animated: animated)
        default:
            break
        }
        try sendAppearance(callback, to: child, animated: animated)
    }

    /// Children whose root views are loaded and inside the parent's view: the only ones UIKit
    /// forwards to (rule 6: "a child whose view is unloaded or not inserted gets nothing").
    /// A did-callback also reaches a child still waiting for it (it got the will-callback from
    /// this parent and its view has left since), so no child is left mid-transition.
    func forwardingTargets(of name: String, for callback: AppearanceCallback? = nil) -> [String] {
        guard let parentView = controller(name).view else { return [] }
        return controller(name).children.filter { child in
            guard let childView = controller(child).view else { return false }
            if isView(childView, inside: parentView) { return true }
            switch (callback, controller(child).appearance) {
            case (.viewDidAppear?, .appearing), (.viewDidDisappear?, .disappearing): return true
            default: return false
            }
        }
    }

    /// `viewIsAppearing(_:)` once per appearance, with the flag of its `viewWillAppear` (rule 9).
    func sendIsAppearingIfPending(_ name: String, animated flag: Bool? = nil) throws {
        let record = controller(name)
        guard case .appearing(let animated) = record.appearance, !record.sentIsAppearing else { return }
        update(name) { $0.sentIsAppearing = true }
        guard state.ios.sendsViewIsAppearing else { return }
        try callback(name, "viewIsAppearing", .animated(flag ?? animated), kind: .appearance)
    }

    /// A script calling `C.viewWillAppear(false)` itself: the method runs, UIKit's misuse alert
    /// fires unless the state already matches, the state is forced and nothing is forwarded.
    /// Evidence: rule 16 (`UIViewControllerAlertForAppearanceCallbackMisuse`), scenario
    /// `call-viewwillappear-directly`.
    func directAppearanceCall(_ callback: AppearanceCallback, on name: String, animated: Bool) throws {
        let matches = controller(name).appearance.isTarget(of: callback)
        try self.callback(name, callback.rawValue, .animated(animated), kind: .appearance)
        guard !matches else { return }
        emit(.console, UIKitMessages.directAppearanceCall(callback.rawValue, controller(name).described), controller: name)
        update(name) { $0.appearance = callback.state(animated: animated) }
        report(Pitfalls.directAppearanceCall(name, callback.rawValue))
    }
}
