/// Views entering and leaving the window, and the controllers told about it.
extension Playground {
    /// Moves a view (with its subtree) under a new superview, or out of the hierarchy when
    /// `newSuperview` is nil. Controllers whose views enter or leave the window get appearance
    /// callbacks through the window path (rule 10) after UIKit's hierarchy check (rule 11).
    /// `layingOut` false: the view keeps its layout (rule 30b); its superview is laid out, and the
    /// view too if that changes its size.
    func move(_ name: String, to newSuperview: String?, at index: Int? = nil, layingOut: Bool = true) throws {
        let wasInWindow = isInWindow(name)
        let willBeInWindow = newSuperview.map(isInWindow) ?? false
        if let newSuperview {
            guard !isView(newSuperview, inside: name) else {
                throw UIKitException.invalidArgument("Can't add self as subview")
            }
            if willBeInWindow { try checkHierarchy(of: name, under: newSuperview) }
            try checkViewDepth(of: name, under: newSuperview)
        }
        if wasInWindow, !willBeInWindow { try windowWillMove(name, appearing: false) }
        if let oldSuperview = view(name).superview {
            updateView(oldSuperview) {
                $0.subviews.removeAll { $0 == name }
                $0.stack?.arranged.removeAll { $0 == name }
            }
            markNeedsLayout(oldSuperview)
        }
        updateView(name) { $0.superview = newSuperview }
        if let newSuperview {
            updateView(newSuperview) {
                if let index, index < $0.subviews.count { $0.subviews.insert(name, at: max(0, index)) } else { $0.subviews.append(name) }
            }
            markNeedsLayout(newSuperview)
            if layingOut { markNeedsLayout(name) }
        }
        if !wasInWindow, willBeInWindow { try windowWillMove(name, appearing: true, layingOut: layingOut) }
    }

    /// The window path stays silent while the parent (or an ancestor) is in an appearance
    /// transition going the same way: its forwarding will reach the controller (rule 10). It is
    /// silent too below a container that forwards by hand (rule 14). A child's view leaving while
    /// its parent appears (or arriving while it disappears) is told by the window path: the
    /// parent's forwarding will not reach it.
    ///
    /// A transition begun by hand (`beginAppearanceTransition`) pending on the controller or an
    /// ancestor silences it in both directions (issue 18 rule 7: iOS 26.1 `viewWillMoveToWindow:`
    /// asks `_didSelfOrAncestorBeginAppearanceTransition`, the explicit depth up the parent chain,
    /// never the forwarding flag), except for a controller arriving, with no transition of its
    /// own and not yet on screen, in a parent appearing inside its own explicit transition: that
    /// one is still told (the decompiled special case). Project scenarios
    /// `insert-during-explicit-disappearance` and `insert-during-explicit-appearance`.
    func windowPathApplies(to name: String, appearing: Bool) -> Bool {
        // The presentation itself tells the controller it presents or dismisses (rules 20, 20b):
        // its view put in the container by `presentationTransitionWillBegin` is no second call.
        if appearing ? controller(name).isBeingPresented : controller(name).isBeingDismissed { return false }
        if explicitTransitionPending(onOrAbove: name) {
            let record = controller(name)
            guard appearing, record.appearanceTransitionDepth == 0, let parent = record.parent.map(controller),
                parent.appearanceTransitionDepth > 0, case .appearing = parent.appearance
            else { return false }
            switch record.appearance {
            case .disappeared, .disappearing: return true
            case .appearing, .appeared: return false
            }
        }
        var current = controller(name).parent
        while let ancestor = current.map(controller) {
            switch ancestor.appearance {
            case .appearing: return !appearing
            case .disappearing: return appearing
            case .appeared, .disappeared: current = ancestor.parent
            }
        }
        return true
    }

    /// Whether the controller or one of its ancestors has a transition begun by hand pending.
    func explicitTransitionPending(onOrAbove name: String) -> Bool {
        var current: String? = name
        while let next = current {
            if controller(next).appearanceTransitionDepth > 0 { return true }
            current = controller(next).parent
        }
        return false
    }

    /// `viewWillMoveToWindow:` for every controller in a subtree entering (or leaving) the window:
    /// will-callbacks now, did-callbacks after the CA commit, children before parents (rule 10,
    /// iOS 26.1). Controllers already on their way (forwarded, or begun by hand) are skipped.
    private func windowWillMove(_ name: String, appearing: Bool, layingOut: Bool = true) throws {
        var told: [String] = []
        for owner in owners(inSubtreeOf: name) where windowPathApplies(to: owner, appearing: appearing) {
            let state = controller(owner).appearance
            let onItsWay =
                appearing
                ? (state.isTarget(of: .viewWillAppear) || state == .appeared)
                : (state.isTarget(of: .viewWillDisappear) || state == .disappeared)
            guard !onItsWay else { continue }
            try sendAppearance(appearing ? .viewWillAppear : .viewWillDisappear, to: owner, animated: self.state.animationDepth > 0)
            told.append(owner)
        }
        // A subtree usually holds a controller or two: a Set (hashing, allocation) pays only for many.
        let toldSet = told.count > 16 ? Set(told) : nil
        for owner in ownersPostorder(inSubtreeOf: name) where toldSet?.contains(owner) ?? told.contains(owner) {
            state.deferred.append(appearing ? .windowDidAppear(owner) : .windowDidDisappear(owner))
        }
        guard appearing else { return }
        // Controllers told before their views reached the window are laid out, and so get
        // viewIsAppearing, in the coming layout pass (rule 9); a view that keeps its layout (rule
        // 30b) gets viewIsAppearing as the pass reaches it, without a layout of its own.
        guard layingOut else { return }
        for owner in owners(inSubtreeOf: name) {
            if case .appearing = controller(owner).appearance, let view = controller(owner).view { markNeedsLayout(view) }
        }
    }

    /// The deferred half of the window path: only if the controller is still on its way.
    func finishWindowPath(_ work: DeferredWork) throws {
        switch work {
        case .windowDidAppear(let name):
            guard case .appearing(let animated) = controller(name).appearance,
                let view = controller(name).view, isInWindow(view)
            else { return }
            try sendAppearance(.viewDidAppear, to: name, animated: animated)
        case .windowDidDisappear(let name):
            guard case .disappearing(let animated) = controller(name).appearance else { return }
            if let view = controller(name).view, isInWindow(view) { return }
            try sendAppearance(.viewDidDisappear, to: name, animated: animated)
        case .container(let transition):
            try finishContainerTransition(transition)
        case .push(let nav, let pushed):
            try push(pushed, on: nav, animated: true, deferrable: false)
        }
    }

    /// A child's view must sit under its parent's view: the nearest controller-owned view above
    /// it must belong to its parent. Evidence: rule 11, scenario `add-child-view-into-wrong-parent-view`.
    private func checkHierarchy(of name: String, under newSuperview: String) throws {
        for owner in owners(inSubtreeOf: name) {
            guard let parent = controller(owner).parent else { continue }
            let nearest = nearestControllerAfterInsertion(of: controller(owner).view!, movingRoot: name, under: newSuperview)
            if let nearest, nearest != parent {
                report(Pitfalls.wrongParentView(owner, expected: nearest, actual: parent))
                throw UIKitException.hierarchyInconsistency(
                    "child view controller:\(controller(owner).described) should have parent view controller:\(controller(nearest).described) but actual parent is:\(controller(parent).described)"
                )
            }
        }
    }

    /// The nearest controller above `ownerView` once `movingRoot` sits under `newSuperview`.
    private func nearestControllerAfterInsertion(of ownerView: String, movingRoot: String, under newSuperview: String) -> String? {
        if ownerView == movingRoot { return ownerOrAncestorOwner(of: newSuperview) }
        var current = view(ownerView).superview
        while let viewName = current {
            if let owner = view(viewName).owner { return owner }
            if viewName == movingRoot { return ownerOrAncestorOwner(of: newSuperview) }
            current = view(viewName).superview
        }
        return nil
    }

    private func ownerOrAncestorOwner(of viewName: String) -> String? {
        view(viewName).owner ?? nearestController(above: viewName)
    }

    func ownersPostorder(inSubtreeOf viewName: String) -> [String] {
        var result: [String] = []
        func visit(_ name: String) {
            let record = view(name)
            for subview in record.subviews { visit(subview) }
            if let owner = record.owner { result.append(owner) }
        }
        visit(viewName)
        return result
    }
}
