/// Builds a `HierarchySnapshot` in time proportional to the session: one name lookup per node.
/// The views are walked first, so each controller node finds its view's frame and whether it is
/// in the window by the view's row, instead of walking up the view tree per controller.
struct SnapshotBuilder {
    let playground: Playground
    private let views: JournaledTable<View>
    /// By view row: the view lies in the window's tree.
    private var inWindow: [Bool]

    init(playground: Playground) {
        self.playground = playground
        views = playground.views
        inWindow = Array(repeating: false, count: playground.views.count)
    }

    mutating func snapshot() -> HierarchySnapshot {
        let outline = Self.outline(of: playground)
        let viewNodes = outline.rootViews.map { viewNode($0, under: nil, inWindow: $0 == Window.viewName) }
        return HierarchySnapshot(
            revision: outline.revision, ios: outline.ios, clock: outline.clock, pendingAnimations: outline.pendingAnimations,
            window: outline.window, controllers: outline.rootControllers.map(controllerNode), views: viewNodes)
    }

    /// The snapshot's header and the names of its top-level nodes.
    static func outline(of p: Playground) -> HierarchyOutline {
        let rootName = p.state.window.rootViewController
        var roots: [String] = rootName.map { [$0] } ?? []
        // Rows are in declaration order (only declarations add controllers; a rollback removes
        // the newest first), so this is `declarationOrder` filtered, without a lookup per name.
        for record in p.controllers.values where record.parent == nil && record.presenting == nil && record.name != rootName {
            roots.append(record.name)
        }
        return HierarchyOutline(
            revision: p.revision, ios: p.state.ios.description, clock: p.state.clock, pendingAnimations: p.state.animations.count,
            window: .init(
                size: p.state.window.size, rootViewController: rootName,
                safeAreaInsets: p.state.window.safeAreaInsets, traits: p.state.window.traits, isHidden: p.state.window.isHidden ? true : nil),
            rootControllers: roots, rootViews: viewRoots(of: p))
    }

    /// The window, then views outside it by their declaration (a root view by its controller's).
    private static func viewRoots(of playground: Playground) -> [String] {
        // A closure, not `\.name`: a key path through a row's dynamic member is built at run time
        // on every call (about 13,000 instructions).
        var detached: [String] = []
        for view in playground.views.values where view.superview == nil && view.name != Window.viewName { detached.append(view.name) }
        guard detached.count > 1 else { return [Window.viewName] + detached }
        let order = Dictionary(
            playground.state.declarationOrder.enumerated().map { ($0.element, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        let keyed = detached.map { name in
            (key: order[name.hasSuffix(".view") ? String(name.dropLast(5)) : name] ?? Int.max, name: name)
        }
        return [Window.viewName] + keyed.sorted { $0.key < $1.key }.map { $0.name }
    }

    /// The superview's facts its subviews' `sizedBy` needs, read once for all of them.
    private struct Superview {
        var record: View
        /// The superview is the root view of one of UIKit's containers.
        var ownedByContainer: Bool
    }

    private mutating func viewNode(_ name: String, under superview: Superview?, inWindow isInWindow: Bool) -> HierarchySnapshot.ViewNode {
        let index = views.index(of: name)!
        let v = views.values[index]
        if isInWindow { inWindow[index] = true }
        var subviews: [HierarchySnapshot.ViewNode] = []
        if !v.subviews.isEmpty {
            let context = Superview(record: v, ownedByContainer: v.owner.map { playground.controller($0).kind != .plain } ?? false)
            subviews.reserveCapacity(v.subviews.count)
            for subview in v.subviews { subviews.append(viewNode(subview, under: context, inWindow: isInWindow)) }
        }
        return Self.viewNode(v, sizedBy: sizing(of: v, under: superview), subviews: subviews)
    }

    /// `Playground.sizing(of:)` with the superview's facts at hand.
    private func sizing(of view: View, under superview: Superview?) -> String {
        if view.name == Window.viewName { return "window" }
        if let superview {
            if superview.record.name == Window.viewName { return "window" }
            if superview.ownedByContainer, view.owner != nil { return "container" }
            if superview.record.stack?.arranged.contains(view.name) == true { return "stack" }
        }
        if !view.translatesAutoresizingMaskIntoConstraints, !view.constraints.isEmpty { return "constraints" }
        if view.hasExplicitFrame { return "frame" }
        return "unsized"
    }

    private func controllerNode(_ name: String) -> HierarchySnapshot.ControllerNode {
        let c = playground.controller(name)
        var frame: Rect?, isInWindow = false
        if let viewName = c.view {
            let index = views.index(of: viewName)!
            frame = views.values[index].frame
            isInWindow = inWindow[index]
        }
        var children: [HierarchySnapshot.ControllerNode] = []
        children.reserveCapacity(c.children.count)
        for child in c.children { children.append(controllerNode(child)) }
        return Self.controllerNode(
            c, in: playground, frame: frame, isInWindow: isInWindow, children: children, presented: c.presented.map { [controllerNode($0)] } ?? [])
    }

    /// A controller's node with the nodes given for its children and what it presents: nested in
    /// a snapshot, none in a flat node of `HierarchyChanges`.
    static func controllerNode(
        _ c: ViewController, in playground: Playground, frame: Rect?, isInWindow: Bool, children: [HierarchySnapshot.ControllerNode],
        presented: [HierarchySnapshot.ControllerNode]
    ) -> HierarchySnapshot.ControllerNode {
        .init(
            name: c.name, className: c.className, kind: c.kind, state: c.appearance.name, isViewLoaded: c.view != nil,
            isInWindow: isInWindow, view: c.view, frame: frame,
            parent: c.parent, isMovingToParent: c.isMovingToParent, isMovingFromParent: c.isMovingFromParent,
            isBeingPresented: c.isBeingPresented, isBeingDismissed: c.isBeingDismissed,
            shouldAutomaticallyForwardAppearanceMethods: c.automaticallyForwardsAppearance,
            modalPresentationStyle: c.modalPresentationStyle, presentingViewController: c.presenting,
            presentationController: c.presenting.map { _ in playground.presentationControllerClass(c.modalPresentationStyle) },
            viewControllers: c.containerList, selectedIndex: c.kind == .tabBar ? c.container.selectedIndex : nil,
            children: children, presented: presented)
    }

    /// A view's node with the nodes given for its subviews.
    static func viewNode(_ v: View, sizedBy: String, subviews: [HierarchySnapshot.ViewNode]) -> HierarchySnapshot.ViewNode {
        .init(
            name: v.name, className: v.className, owner: v.owner, frame: v.frame, safeAreaInsets: v.safeAreaInsets,
            isHidden: v.isHidden, alpha: v.alpha, sizedBy: sizedBy, subviews: subviews)
    }
}
