/// A UIKit container's transition in flight, kept as data until its animation ends.
enum ContainerTransition: Sendable, Codable {
    case navigation(nav: String, from: String?, to: String?, removed: [String], added: [String], animated: Bool)
    case cancelledInteractivePop(nav: String, top: String, below: String)
    case presentation(Presentation)
    case dismissal(Presentation)
    /// `swipe`: a user's swipe (the delegate hears of it), forward or back; nil for code's.
    case page(pages: String, from: String?, to: String, finishes: Bool, animated: Bool, swipe: PageSwipe? = nil)

    /// The user's completion it runs when it ends (a presentation's or a dismissal's).
    var completion: [Statement]? {
        switch self {
        case .presentation(let presentation), .dismissal(let presentation): presentation.completion
        default: nil
        }
    }
}

struct Presentation: Sendable, Codable {
    /// The controller whose view the presentation covers (the presentation context).
    var context: String
    var presented: String
    var animated: Bool
    var removesContextView: Bool
    /// `completion: A.present(B)` / `completion: A.dismiss()`, when the script passed a closure.
    var completionLabel: String
    var completion: [Statement]?
}

extension Playground {
    func finishContainerTransition(_ transition: ContainerTransition) throws {
        switch transition {
        case .navigation(let nav, let from, let to, let removed, let added, let animated):
            try finishNavigationTransition(nav, from: from, to: to, removed: removed, added: added, animated: animated)
        case .cancelledInteractivePop(let nav, let top, let below):
            try cancelInteractivePop(nav, top: top, below: below)
        case .presentation(let presentation): try finishPresentation(presentation)
        case .dismissal(let presentation): try finishDismissal(presentation)
        case .page(let pages, let from, let to, let finishes, let animated, let swipe):
            try finishPageTransition(pages, from: from, to: to, finishes: finishes, animated: animated)
            if let swipe { try finishPageSwipe(pages, swipe, from: from, to: to, finishes: finishes) }
        }
    }

    /// A container puts its visible child's view in place before it appears, so that its own
    /// appearance forwarding reaches the child (rule 6: containers forward to what they show).
    func installVisibleContent(of name: String) throws {
        let record = controller(name)
        let visible: [String]
        switch record.kind {
        case .plain: return
        case .navigation:
            visible = record.container.navigationStack.last.map { [$0] } ?? []
            // Appearing with its top not shown yet: the first display waits for layout (rule 10).
            if let top = visible.first, !isShown(top, in: name) {
                if !state.pendingFirstDisplays.contains(name) { state.pendingFirstDisplays.append(name) }
                return
            }
        case .tabBar: visible = selectedTab(of: name).map { [$0] } ?? []
        case .page: visible = record.container.pages
        case .split:
            try collapseClassicSplit(name)
            visible = visibleSplitColumns(of: name)
        }
        for child in visible { try install(child, in: name) }
    }

    /// The child's view inside the container's view (loading it first). `revealed`: a view the
    /// container showed before and shows again (a navigation pop), laid out again only if its size
    /// changes (rule 30b).
    func install(_ child: String, in container: String, at index: Int? = nil, revealed: Bool = false) throws {
        try loadViewIfNeeded(child)
        let childView = controller(child).view!
        guard let containerView = controller(container).view, view(childView).superview != containerView else { return }
        try move(childView, to: containerView, at: index, layingOut: !revealed || view(childView).lastLayoutSize == nil)
    }

    /// Whether the child's view is inside the container's view.
    func isShown(_ child: String, in container: String) -> Bool {
        guard let childView = controller(child).view, let containerView = controller(container).view else { return false }
        return view(childView).superview == containerView
    }

    func uninstall(_ child: String, from container: String) throws {
        guard let childView = controller(child).view, let containerView = controller(container).view,
            view(childView).superview == containerView
        else { return }
        try move(childView, to: nil)
    }

    func containerViewDidLoad(_ name: String) throws {
        if controller(name).kind == .tabBar, controller(name).container.selectedIndex == nil, !controller(name).container.tabs.isEmpty {
            update(name) { $0.container.selectedIndex = 0 }
        }
    }

    /// What a container does after its own appearance callback.
    func containerDidSendAppearance(_ callback: AppearanceCallback, to name: String, animated: Bool) throws {
        // A navigation controller that appears tells its delegate it shows its top controller
        // (rule 17a).
        // A first display still pending tells it when it shows its top (`startFirstDisplay`).
        if controller(name).kind == .navigation, callback == .viewWillAppear || callback == .viewDidAppear,
            let top = controller(name).container.navigationStack.last, !state.pendingFirstDisplays.contains(name)
        {
            try tellDelegate(name, callback == .viewWillAppear ? "willShow" : "didShow", shown: top, animated: animated)
        }
        switch controller(name).kind {
        case .navigation where callback == .viewDidAppear, .split where callback == .viewDidAppear:
            // Children shown now get their didMove; a split's hidden columns wait until shown.
            let shown = controller(name).kind == .split ? Set(visibleSplitColumns(of: name)) : nil
            let pending = controller(name).container.pendingDidMove
            let due = pending.filter { shown?.contains($0) ?? true }
            update(name) { $0.container.pendingDidMove = pending.filter { !due.contains($0) } }
            for child in due where controller(child).parent == name { try didMove(child, toParent: name) }
        case .tabBar where callback == .viewDidAppear:
            // Unselected navigation controllers get their own views (not their roots'): rule 19.
            for tab in controller(name).container.tabs where controller(tab).kind == .navigation {
                try loadViewIfNeeded(tab)
            }
        case .page:
            try pageDidSendAppearance(callback, to: name, animated: animated)
        default:
            break
        }
    }

    /// A container's delegate told what it shows: a navigation controller's `willShow`/`didShow`
    /// (after the shown controller's own viewWillAppear / viewDidAppear, rule 17a), a tab bar
    /// controller's `didSelect` (after a tap, rule 19a). The delegate is the app's own object,
    /// which a front end installs as the behaviour `delegate:<method>`. Not logged: it is not a
    /// view controller callback.
    func tellDelegate(_ container: String, _ method: String, shown: String, animated: Bool) throws {
        guard !state.behaviours.isEmpty, let delegate = state.behaviours[container, "delegate:" + method] else { return }
        try delegate.perform(Callback(controller: container, method: method, argument: .shown(shown, animated: animated)), on: self, callSuper: {})
    }

    /// A delegate's yes or no (`tabBarController(_:shouldSelect:)`): its behaviour calls the
    /// continuation to say yes; no delegate, or one without the method, says yes.
    func delegateAllows(_ container: String, _ method: String, shown: String) throws -> Bool {
        guard !state.behaviours.isEmpty, let delegate = state.behaviours[container, "delegate:" + method] else { return true }
        var allowed = false
        try delegate.perform(
            Callback(controller: container, method: method, argument: .shown(shown, animated: false)), on: self, callSuper: { allowed = true })
        return allowed
    }

    /// Whether the container is on screen: its view in the window and it appearing or appeared.
    func isShowing(_ name: String) -> Bool {
        guard let view = controller(name).view, isInWindow(view) else { return false }
        switch controller(name).appearance {
        case .appearing, .appeared: return true
        case .disappearing, .disappeared: return false
        }
    }
}
