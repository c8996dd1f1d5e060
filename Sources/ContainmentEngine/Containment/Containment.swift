/// The parent-child relationship: addChild, removeFromParent, willMove, didMove.
extension Playground {
    /// `parent.addChild(child)`: UIKit's refusals first (rules 11, 12), then an implicit removal
    /// from a previous parent (rule 4), append (rule 5), and `willMove(toParent:)` with the
    /// relationship already in place, never `didMove` (rule 1, iOS 26.1).
    func addChild(_ child: String, to parent: String) throws {
        let p = controller(parent), c = controller(child)
        if child == parent || isAncestor(child, of: parent) {
            throw UIKitException.hierarchyInconsistency(UIKitMessages.addAncestorAsChild(c.described, p.described))
        }
        if c.presenting != nil {
            throw UIKitException.hierarchyInconsistency("trying to add child view controller that is already presented: \(c.described)")
        }
        if state.window.rootViewController == child, let view = c.view, isInWindow(view) {
            throw UIKitException.hierarchyInconsistency("adding a root view controller \(c.described) as a child of view controller:\(p.described)")
        }
        // The hierarchy check applies to a parentless child whose view is in a window; a child that
        // still has a parent is detached below and re-parented wherever its view is (decompiled
        // iOS 26.1 `_addChildViewController:performHierarchyCheck:notifyWillMove:`; semantics.md
        // rule 11, `addchild-reparent-skips-check` in Tests).
        // A navigation controller drops a controller from its children as soon as its stack no
        // longer holds it (the view leaves with the transition): such a child counts as parentless
        // (public scenario `move-vc-between-nav-stacks-exception`).
        if c.parent == nil || droppedByNavigation(child), let childView = c.view, isInWindow(childView), view(childView).superview != nil,
            let owner = nearestController(above: childView), owner != parent
        {
            throw UIKitException.hierarchyInconsistency(
                "child view controller:\(c.described) should have parent view controller:\(controller(owner).described) but requested parent is:\(p.described)"
            )
        }
        guard depth(of: parent) + 1 < limits.maxTreeDepth else {
            throw LimitExceeded(.maxTreeDepth, "adding \(child) to \(parent) would make the tree deeper than \(limits.maxTreeDepth) (maxTreeDepth)")
        }
        if c.parent != nil {
            try willMove(child, toParent: nil)
            try removeFromParent(child, diagnose: false)
        }
        update(parent) { $0.children.append(child) }
        update(child) { $0.parent = parent }
        if p.kind == .plain, let place = currentPlace { state.childrenAwaitingDidMove[child] = place }
        try willMove(child, toParent: parent)
    }

    /// A child whose navigation controller's stack no longer holds it, awaiting the transition.
    func droppedByNavigation(_ child: String) -> Bool {
        guard let parent = controller(child).parent, controller(parent).kind == .navigation else { return false }
        return !controller(parent).container.navigationStack.contains(child)
    }

    /// `child.removeFromParent()`: out of `children`, `parent` cleared, then `didMove(toParent: nil)`;
    /// never `willMove(toParent: nil)` (rule 3).
    /// `diagnose` is off for removals UIKit makes itself (containers, the implicit removal of addChild).
    func removeFromParent(_ child: String, diagnose: Bool = true) throws {
        guard let parent = controller(child).parent else { return }
        if diagnose, controller(parent).kind == .plain {
            if !controller(child).isMovingFromParent { report(Pitfalls.removeWithoutWillMove(child, parent: parent)) }
            if let view = controller(child).view, let parentView = controller(parent).view, isView(view, inside: parentView) {
                report(Pitfalls.removedViewStillChild(child, parent: parent))
            }
        }
        // Removed during a transition begun by hand on it or above it, a child keeps its
        // half-finished state: the window path stays silent then (issue 18 rule 7; project
        // scenario `removed-during-explicit-transition`).
        let keepsItsState = explicitTransitionPending(onOrAbove: child)
        update(parent) { $0.children.removeAll { $0 == child } }
        update(child) { $0.parent = nil }
        try didMove(child, toParent: nil)
        if !keepsItsState { finishTransitionThroughWindowPath(child) }
    }

    /// A child removed mid-transition no longer hears its parent's did-callback; parentless, it
    /// is told by the window path instead (rule 10), so it does not stay appearing or disappearing.
    private func finishTransitionThroughWindowPath(_ name: String) {
        let inWindow = controller(name).view.map(isInWindow) ?? false
        switch controller(name).appearance {
        case .appearing where inWindow: state.deferred.append(.windowDidAppear(name))
        case .disappearing where !inWindow: state.deferred.append(.windowDidDisappear(name))
        default: break
        }
    }

    /// `super.willMove(toParent:)` marks the controller as moving (open question 6).
    func willMove(_ child: String, toParent parent: String?) throws {
        update(child) {
            if parent == nil { $0.isMovingFromParent = true } else { $0.isMovingToParent = true }
        }
        try callback(child, "willMove", .parent(parent), kind: .containment)
    }

    /// `didMove(toParent:)` ends the move: both moving flags clear (open question 6).
    func didMove(_ child: String, toParent parent: String?) throws {
        update(child) {
            $0.isMovingToParent = false; $0.isMovingFromParent = false
        }
        state.childrenAwaitingDidMove[child] = nil
        try callback(child, "didMove", .parent(parent), kind: .containment)
    }

    /// `setValue(P, forKey: "parentViewController")`: UIKit's deprecated SPI warns and sets the
    /// pointer one way only; the playground warns and changes nothing (scenario `set-parent-spi`).
    func setParentSPI(child: String, parent: String?) {
        let parentText = parent.map { controller($0).described } ?? "(null)"
        emit(.console, UIKitMessages.setParentSPI(controller(child).described, parentText), controller: child)
    }
}
