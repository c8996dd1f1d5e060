/// The session's state as JSON: the controller trees, the view tree with frames, the window.
public struct HierarchySnapshot: Sendable, Codable, Equatable {
    public struct WindowInfo: Sendable, Codable, Equatable {
        public var size: Size
        public var rootViewController: String?
        public var safeAreaInsets: EdgeInsets
        public var traits: Traits
        /// True while the window is hidden (a window the program made, before `makeKeyAndVisible()`);
        /// absent when visible.
        public var isHidden: Bool? = nil
    }
    public struct ControllerNode: Sendable, Codable, Equatable {
        public var name: String
        public var className: String
        public var kind: ControllerKind
        public var state: String
        public var isViewLoaded: Bool
        public var isInWindow: Bool
        public var view: String?
        public var frame: Rect?
        public var parent: String?
        public var isMovingToParent: Bool
        public var isMovingFromParent: Bool
        public var isBeingPresented: Bool
        public var isBeingDismissed: Bool
        public var shouldAutomaticallyForwardAppearanceMethods: Bool
        public var modalPresentationStyle: ModalPresentationStyle
        public var presentingViewController: String?
        public var presentationController: String?
        /// For UIKit's containers: the navigation stack, the tabs, the pages or the split columns.
        public var viewControllers: [String]?
        public var selectedIndex: Int?
        public var children: [ControllerNode]
        public var presented: [ControllerNode]
    }
    public struct ViewNode: Sendable, Codable, Equatable {
        public var name: String
        public var className: String
        public var owner: String?
        public var frame: Rect
        public var safeAreaInsets: EdgeInsets
        public var isHidden: Bool
        public var alpha: Double
        public var sizedBy: String
        public var subviews: [ViewNode]
    }
    public var revision: Int
    /// The iOS release simulated (`IOSVersion`): "26" unless the session named another.
    public var ios: String
    public var clock: Double
    public var pendingAnimations: Int
    public var window: WindowInfo
    /// The window's root first (with what it presents), then controllers outside the window.
    public var controllers: [ControllerNode]
    /// The window's view tree, then views outside it.
    public var views: [ViewNode]
}

/// A snapshot's header and the names of its top-level nodes, without the nodes: with the nodes
/// of `HierarchyChanges` applied to the ones it had, a writer that keeps each node's JSON between
/// revisions writes the whole hierarchy in time proportional to the change.
public struct HierarchyOutline: Sendable, Equatable {
    public var revision: Int
    public var ios: String
    public var clock: Double
    public var pendingAnimations: Int
    public var window: HierarchySnapshot.WindowInfo
    /// `HierarchySnapshot.controllers`' names, in order.
    public var rootControllers: [String]
    /// `HierarchySnapshot.views`' names, in order.
    public var rootViews: [String]
}

extension Playground {
    public func hierarchy() -> HierarchySnapshot {
        var builder = SnapshotBuilder(playground: self)
        return builder.snapshot()
    }

    /// The hierarchy's header and top-level names: one pass over the rows, no node built.
    public func hierarchyOutline() -> HierarchyOutline { SnapshotBuilder.outline(of: self) }

    /// How the view got its frame, for the explorer and the never-sized pitfall.
    func sizing(of view: View) -> String {
        if view.name == Window.viewName { return "window" }
        if let superview = view.superview {
            if superview == Window.viewName { return "window" }
            if let owner = self.view(superview).owner, controller(owner).kind != .plain, view.owner != nil { return "container" }
            if self.view(superview).stack?.arranged.contains(view.name) == true { return "stack" }
        }
        if !view.translatesAutoresizingMaskIntoConstraints, !view.constraints.isEmpty { return "constraints" }
        if view.hasExplicitFrame { return "frame" }
        return "unsized"
    }

    /// `_printHierarchy` text (rule 26): one line per controller, children indented with `   | `,
    /// presented controllers after them with `   + ` and `, presented with: <...>`.
    public func printHierarchy() -> String { hierarchyText(from: nil) }

    func hierarchyText(from roots: [String]?) -> String {
        var lines: [String] = []
        func visit(_ name: String, _ prefix: String, presented: Bool) {
            let c = controller(name)
            var line = prefix + "\(c.described), state: \(c.appearance.name), view: "
            if let viewName = c.view {
                line += "<\(view(viewName).className): \(viewName)>" + (isInWindow(viewName) ? "" : " not in the window")
            } else {
                line += "(view not loaded)"
            }
            if presented { line += ", presented with: <\(presentationControllerClass(c.modalPresentationStyle)): \(name).presentationController>" }
            lines.append(line)
            let indent = String(prefix.dropLast(5)) + (prefix.isEmpty ? "" : "   | ")
            for child in c.children { visit(child, indent + "   | ", presented: false) }
            if let presentedName = c.presented { visit(presentedName, indent + "   + ", presented: true) }
        }
        for root in roots ?? state.window.rootViewController.map({ [$0] }) ?? [] { visit(root, "", presented: false) }
        return lines.joined(separator: "\n")
    }
}
