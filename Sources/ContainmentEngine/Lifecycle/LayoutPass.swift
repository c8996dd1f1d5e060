/// The layout pass of a run-loop turn: views that need layout, top-down.
extension Playground {
    /// Marks a view for layout and its ancestors as leading to it, so the pass walks only
    /// dirty branches (its cost follows what changed, not the size of the tree).
    func markNeedsLayout(_ name: String) {
        guard views.contains(name) else { return }
        var current = views.modify(name) {
            $0.needsLayout = true; return $0.superview
        }
        while let ancestor = current, !view(ancestor).descendantNeedsLayout {
            current = views.modify(ancestor) {
                $0.descendantNeedsLayout = true; return $0.superview
            }
        }
        state.needsLayoutPass = true
    }

    /// Lays out the window's dirty views top-down. For a controller's root view:
    /// `viewIsAppearing` if pending (before its own layout callbacks, parent before child, rule 9),
    /// `updateViewConstraints` when constraints need updating, then `viewWillLayoutSubviews`, the
    /// frames of its subviews, `viewDidLayoutSubviews`.
    /// Evidence: scenarios `viewisappearing-single-vc`, `embed-in-viewdidload-before-appear`,
    /// `embed-into-visible-parent`.
    func layoutPass() throws {
        state.needsLayoutPass = false
        safeAreaChanged.removeAll()
        windowResizedInPass = windowResizedSinceLastPass
        while let nav = state.pendingFirstDisplays.first { try startFirstDisplay(nav) }
        try layOut(Window.viewName)
    }

    func layOut(_ name: String) throws {
        let record = view(name)
        // A view the pass reaches whose controller appears is visited even when it keeps its layout
        // (a view a pop reveals, rule 30b): its viewIsAppearing comes as its superview lays it out.
        let appearing =
            record.owner.map { owner -> Bool in
                if case .appearing = controller(owner).appearance { return !controller(owner).sentIsAppearing }
                return false
            } ?? false
        guard record.needsLayout || record.descendantNeedsLayout || appearing else { return }
        if let owner = record.owner {
            try sendSafeAreaChangeIfPending(owner)
            try sendIsAppearingIfPending(owner)
        }
        if view(name).needsLayout {
            updateView(name) { $0.needsLayout = false }
            let owner = record.owner
            if let owner, controller(owner).needsUpdateConstraints {
                update(owner) { $0.needsUpdateConstraints = false }
                try callback(owner, "updateViewConstraints", kind: .layout)
            }
            if let owner { try callback(owner, "viewWillLayoutSubviews", kind: .layout) }
            // A presentation controller's container view tells it around its layout (rule 20b).
            let presented = owner == nil ? presentedController(ofContainerView: name, record) : nil
            if let presented { try tellPresentationController(presented, "containerViewWillLayoutSubviews") }
            try viewLayoutSubviews(name)
            if let owner { try callback(owner, "viewDidLayoutSubviews", kind: .layout) }
            if let presented { try tellPresentationController(presented, "containerViewDidLayoutSubviews") }
        }
        updateView(name) { $0.descendantNeedsLayout = false }
        for subview in view(name).subviews { try layOut(subview) }
    }

    /// Rule 30a: a controller whose root view's safe area the pass changed (its view in a window for
    /// the first time: launch, a push, a presentation, an embed, a tab shown; or under a bar it
    /// was not under) gets `viewSafeAreaInsetsDidChange` as the pass reaches its view, before
    /// `viewIsAppearing` and its layout callbacks when it has not appeared yet; a view whose insets
    /// stay as they were (zero, or as when it was last shown: a pop) gets none. Evidence: Apple's
    /// documentation ("UIKit also calls this method immediately before your view appears
    /// onscreen"), launch logs on notched devices and UIKit's `setSafeAreaInsets:` calling back
    /// only when the values differ (docs/semantics.md, rule 30a). A rotation's inset change is not
    /// sent: the public corpus omits it (`legacy-forward-rotation-flags`).
    private func sendSafeAreaChangeIfPending(_ owner: String) throws {
        guard safeAreaChanged.remove(owner) != nil else { return }
        try callback(owner, "viewSafeAreaInsetsDidChange", kind: .event)
    }

    /// Rule 30c: a view class of the program's that overrides `layoutSubviews` has it called as the
    /// pass lays the view out (after its controller's `viewWillLayoutSubviews`, before
    /// `viewDidLayoutSubviews`), with UIKit's own layout of its subviews as its `super`. Evidence:
    /// Apple's documentation of `layoutSubviews` ("Subclasses can override this method as needed
    /// to perform more precise layout of their subviews... You should not call this method
    /// directly. If you want to force a layout update, call the setNeedsLayout() method") and of
    /// `viewWillLayoutSubviews` ("called just before the view controller's view's layoutSubviews").
    private func viewLayoutSubviews(_ name: String) throws {
        guard !state.behaviours.isEmpty, let behaviour = state.behaviours[name, "layoutSubviews"] else { return layoutSubviews(of: name) }
        try step()
        emit(.layout, Self.callText(name, "layoutSubviews", ""), controller: nil)
        try perform(behaviour, Callback(controller: name, method: "layoutSubviews", argument: .none)) { self.layoutSubviews(of: name) }
    }

    private var windowResizedSinceLastPass: Bool {
        view(Window.viewName).lastLayoutSize.map { $0 != view(Window.viewName).frame.size } ?? false
    }

    /// `layoutIfNeeded()`: lays out the view's dirty subtree at once.
    func layoutIfNeeded(_ name: String) throws {
        guard isInWindow(name) else { return }
        windowResizedInPass = windowResizedSinceLastPass
        try layOut(name)
    }

    /// Gives each subview its frame: containers size their children's views, stacks their
    /// arranged subviews, constraints their views; other views keep the frame they have.
    private func layoutSubviews(of name: String) {
        let record = view(name)
        let bounds = Rect(x: 0, y: 0, width: record.frame.width, height: record.frame.height)
        // Read once for all subviews: the UIKit container owning this view, the insets to pass on.
        let container = record.owner.flatMap { controller($0).kind != .plain ? $0 : nil }
        let isWindow = name == Window.viewName
        let outer = isWindow ? state.window.safeAreaInsets : record.safeAreaInsets
        for subview in record.subviews {
            let current = view(subview)
            var frame = current.frame
            if isWindow {
                // A root or presented view is sized when it is installed and when the window's size
                // changes, not at every pass: a controller that sets its own view's frame in
                // viewWillLayoutSubviews keeps it (a real file looped to the run loop's limit;
                // docs/semantics.md rule 30).
                if current.owner == nil || record.lastLayoutSize != bounds.size { frame = current.owner.map(windowFrame) ?? bounds }
            } else if let container, let owner = current.owner, controller(owner).parent == container {
                frame = bounds  // a UIKit container's child view fills the container's content area
            } else if let stack = record.stack, stack.arranged.contains(subview) {
                frame = stackFrame(of: subview, in: record, bounds: bounds)
            } else if !current.translatesAutoresizingMaskIntoConstraints, !current.constraints.isEmpty {
                frame = ConstraintSolver(playground: self, superview: name, bounds: bounds).frame(of: current)
            } else if current.owner != nil, current.translatesAutoresizingMaskIntoConstraints, !current.hasExplicitFrame,
                let old = record.lastLayoutSize
            {
                // A loaded root view has flexible width and height: it follows its superview's size
                // (a frame the script set is kept, as a container that lays out by hand keeps it).
                frame.width = max(0, frame.width + bounds.width - old.width)
                frame.height = max(0, frame.height + bounds.height - old.height)
            }
            let insets = safeAreaInsets(frame: frame, within: outer + bars(over: current.owner, in: container), bounds: bounds, owner: current.owner)
            if insets != current.safeAreaInsets, let owner = current.owner, !(windowResizedInPass && controller(owner).appearance == .appeared) {
                safeAreaChanged.insert(owner)
                markNeedsLayout(subview)  // a new safe area lays the view out (UIKit's setNeedsLayout)
            }
            if frame != current.frame || insets != current.safeAreaInsets {
                updateView(subview) {
                    $0.frame = frame; $0.safeAreaInsets = insets
                }
                if frame.size != current.frame.size { markNeedsLayout(subview) }
            }
        }
        updateView(name) { $0.lastLayoutSize = bounds.size }
    }

    /// The window's root fills it; a presented controller's view takes its style's frame.
    private func windowFrame(of owner: String) -> Rect {
        let record = controller(owner)
        guard record.presenting != nil else { return Rect(x: 0, y: 0, width: state.window.size.width, height: state.window.size.height) }
        return presentedFrame(record.modalPresentationStyle)
    }

    /// The part of the superview's safe-area insets the view overlaps, plus its controller's
    /// `additionalSafeAreaInsets` (and a UIKit container's bars, for its child's view).
    func safeAreaInsets(of subview: String, frame: Rect, in superview: String, bounds: Rect) -> EdgeInsets {
        let outer = superview == Window.viewName ? state.window.safeAreaInsets : view(superview).safeAreaInsets
        let owner = view(subview).owner
        return safeAreaInsets(frame: frame, within: outer + bars(over: owner, in: view(superview).owner), bounds: bounds, owner: owner)
    }

    /// The bars of `container` (the controller owning the superview) over the view of `owner`:
    /// a UIKit container's, when `owner` is its child; none otherwise.
    private func bars(over owner: String?, in container: String?) -> EdgeInsets {
        guard let container, let owner, controller(owner).parent == container else { return .zero }
        return barInsets(of: container)
    }

    /// What a UIKit container's bars add to its children's safe area: "navigation controllers
    /// extend the safe area of their child view controllers to account for the navigation bar"
    /// (Apple, "Positioning content relative to the safe area"); a tab bar controller's tab bar
    /// likewise. Heights: 44 and 49 points, 32 each in a compact height (an iPhone in landscape).
    /// Evidence: docs/semantics.md rule 30d.
    private func barInsets(of container: String) -> EdgeInsets {
        let compact = state.window.traits.verticalSizeClass == .compact
        switch controller(container).kind {
        case .navigation:
            return controller(container).navigationBarHidden ? .zero : EdgeInsets(top: compact ? 32 : 44, left: 0, bottom: 0, right: 0)
        case .tabBar: return EdgeInsets(top: 0, left: 0, bottom: compact ? 32 : 49, right: 0)
        case .plain, .split, .page: return .zero
        }
    }

    private func safeAreaInsets(frame: Rect, within outer: EdgeInsets, bounds: Rect, owner: String?) -> EdgeInsets {
        let insets = EdgeInsets(
            top: max(0, outer.top - frame.y), left: max(0, outer.left - frame.x),
            bottom: max(0, outer.bottom - (bounds.height - frame.maxY)),
            right: max(0, outer.right - (bounds.width - frame.maxX)))
        guard let owner else { return insets }
        return insets + controller(owner).additionalSafeAreaInsets
    }

    /// UIStackView with `.fill` distribution and views without intrinsic size: equal shares
    /// along the axis, full extent across it.
    private func stackFrame(of subview: String, in stack: View, bounds: Rect) -> Rect {
        let arranged = stack.stack!.arranged.filter { !view($0).isHidden }
        guard let index = arranged.firstIndex(of: subview) else { return .zero }
        let spacing = stack.stack!.spacing
        let count = Double(arranged.count)
        if stack.stack!.axis == .horizontal {
            let width = max(0, (bounds.width - spacing * (count - 1)) / count)
            return Rect(x: Double(index) * (width + spacing), y: 0, width: width, height: bounds.height)
        }
        let height = max(0, (bounds.height - spacing * (count - 1)) / count)
        return Rect(x: 0, y: Double(index) * (height + spacing), width: bounds.width, height: height)
    }
}
