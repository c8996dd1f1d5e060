/// What the last accepted mutation changed in the hierarchy, in time proportional to what it
/// touched, not to the session: the nodes whose JSON differs from revision `baseRevision`'s, flat
/// (children, presented controllers and subviews by name). A client holding the hierarchy at
/// `baseRevision` replaces those nodes and has the hierarchy at `revision`; holding another
/// revision, it reads the whole hierarchy instead. Controllers and views are never removed (a
/// rollback removes only what its own mutation added), so there are no removals to list.
public struct HierarchyChanges: Sendable, Codable, Equatable {
    public struct ControllerChange: Sendable, Codable, Equatable {
        /// The node, with `children` and `presented` empty.
        public var node: HierarchySnapshot.ControllerNode
        public var children: [String]
        public var presented: [String]
    }
    public struct ViewChange: Sendable, Codable, Equatable {
        /// The node, with `subviews` empty.
        public var node: HierarchySnapshot.ViewNode
        public var subviews: [String]
    }
    public var baseRevision: Int
    public var revision: Int
    public var clock: Double
    public var pendingAnimations: Int
    public var window: HierarchySnapshot.WindowInfo
    /// In declaration order of the rows, then the nodes their changes affect.
    public var controllers: [ControllerChange]
    public var views: [ViewChange]
}

extension Playground {
    /// The changes of the last accepted mutation (`run`), against the revision before it.
    ///
    /// A node's JSON depends on its own row, and beyond it on: a controller's view (its frame,
    /// and whether it is in the window, from the view's ancestors) and a view's superview (how it
    /// is sized). So the changed nodes are the rows the mutation changed (written, and different
    /// at the end), the subviews of every view whose arranged list it changed, and the controllers
    /// owning any of those views or any view below a view that moved (whose place in or out of the
    /// window may have changed).
    public func changes() -> HierarchyChanges {
        let names = changedNodeNames()
        let (controllerChanges, viewChanges) = hierarchyNodes(controllers: names.controllers, views: names.views)
        return HierarchyChanges(
            baseRevision: revision - 1, revision: revision, clock: state.clock, pendingAnimations: state.animations.count,
            window: .init(
                size: state.window.size, rootViewController: state.window.rootViewController,
                safeAreaInsets: state.window.safeAreaInsets, traits: state.window.traits, isHidden: state.window.isHidden ? true : nil),
            controllers: controllerChanges, views: viewChanges)
    }

    /// The names of the nodes `changes()` reports, without building them: what a client that
    /// gathers several mutations' changes (`HierarchyJSONCache`) keeps until it needs the nodes.
    public func changedNodeNames() -> (controllers: [String], views: [String]) {
        var viewNames = OrderedNames(), controllerNames = OrderedNames()
        func addView(_ name: String) { viewNames.insert(name) }
        func addController(_ name: String) { controllerNames.insert(name) }

        // A row written but left as it was (a child added and removed, a flag set and cleared, a
        // frame laid out again to the same value) changes no node, neither its own nor those the
        // rules below derive from it: each of them follows a field that differs.
        for (name, before) in controllers.committed {
            guard let now = controllers[name], before != now else { continue }
            addController(name)
        }
        for (name, before) in views.committed {
            guard let now = views[name], before != now else { continue }
            addView(name)
            // A subview's `sizedBy` reads its superview's owner (fixed at creation), that owner's
            // kind (fixed too) and the arranged list: only a new view or a changed list moves it.
            if before == nil || before?.stack?.arranged != now.stack?.arranged {
                for subview in now.subviews { addView(subview) }
            }
            if before == nil || before?.superview != now.superview {
                // Moved (or new): every controller whose view lies below may have left or joined the window.
                var stack = [name]
                while let next = stack.popLast() {
                    let view = views.row(next)
                    if let owner = view.owner { addController(owner) }
                    stack.append(contentsOf: view.subviews)
                }
            }
        }
        for name in viewNames.names { if let owner = views.row(name).owner { addController(owner) } }
        return (controllerNames.names, viewNames.names)
    }

    /// The named controllers and views as they are now, each with the names of the nodes under
    /// it (names of controllers or views that do not exist are skipped).
    public func hierarchyNodes(controllers controllerNames: [String], views viewNames: [String]) -> (
        [HierarchyChanges.ControllerChange], [HierarchyChanges.ViewChange]
    ) {
        let controllerChanges = controllerNames.filter { controllers.contains($0) }.map { name -> HierarchyChanges.ControllerChange in
            let c = controller(name)
            let node = SnapshotBuilder.controllerNode(
                c, in: self, frame: c.view.map { view($0).frame }, isInWindow: c.view.map(isInWindow) ?? false, children: [], presented: [])
            return .init(node: node, children: c.children, presented: c.presented.map { [$0] } ?? [])
        }
        let viewChanges = viewNames.filter { views[$0] != nil }.map { name -> HierarchyChanges.ViewChange in
            let v = view(name)
            return .init(node: SnapshotBuilder.viewNode(v, sizedBy: sizing(of: v), subviews: []), subviews: v.subviews)
        }
        return (controllerChanges, viewChanges)
    }
}
