/// Executes bound statements against the session.
extension Playground {
    package func execute(_ statement: Statement) throws {
        try step()
        let outer = innermostLine, outerColumn = innermostColumn
        innermostLine = statement.line
        innermostColumn = statement.column
        defer {
            innermostLine = outer
            innermostColumn = outerColumn
        }
        if state.ios != .newest { try checkAvailability(statement) }
        switch statement.action {
        case .declareController(let name, let className, let kind, let root, let style):
            try declareController(name, className: className, kind: kind, root: root, style: style)
        case .declareView(let name, let className):
            guard views.count < limits.maxViews else {
                throw LimitExceeded(.maxViews, "the session has \(views.count) views; the limit is \(limits.maxViews) (maxViews)")
            }
            var record = View(name: name, className: className, owner: nil)
            if className == "UIStackView" { record.stack = StackLayout() }
            views[name] = record
            state.declarationOrder.append(name)
        case .setRootViewController(let root): try setRootViewController(root)
        case .setRootViewClass(let name, let className): update(name) { $0.rootViewClass = className }
        case .setControllerView(let name, let reference): try setControllerView(name, to: try reference.map(resolve))
        case .addChild(let parent, let child): try addChildAction(child, to: parent)
        case .removeFromParent(let child): try removeFromParent(child)
        case .willMove(let child, let parent): try willMove(child, toParent: parent)
        case .didMove(let child, let parent): try didMove(child, toParent: parent)
        case .setParentSPI(let child, let parent): setParentSPI(child: child, parent: parent)
        case .touchView(let reference): _ = try resolve(reference)
        case .addSubview(let superview, let subview):
            let superviewName = try resolve(superview), subviewName = try resolve(subview)
            try addSubview(subviewName, to: superviewName)
        case .removeFromSuperview(let reference):
            let name = try resolve(reference)
            guard name != Window.viewName else { return }
            if view(name).superview != nil { try move(name, to: nil) }
        case .insertSubview(let superview, let subview, let place):
            try insertSubview(try resolve(subview), into: try resolve(superview), place)
        case .addArrangedSubview(let stack, let subview):
            let stackName = try resolve(stack), subviewName = try resolve(subview)
            try addArrangedSubview(subviewName, to: stackName)
        case .removeArrangedSubview(let stack, let subview):
            let stackName = try resolve(stack), subviewName = try resolve(subview)
            updateView(stackName) { $0.stack?.arranged.removeAll { $0 == subviewName } }
            markNeedsLayout(stackName)
        case .setViewProperty(let reference, let property): try setViewProperty(try resolve(reference), property)
        case .activateConstraints(let specs): try activate(specs)
        case .deactivateConstraints(let reference):
            let name = try resolve(reference)
            updateView(name) { $0.constraints.removeAll() }
            markNeedsLayout(name)
        case .layoutIfNeeded(let reference): try layoutIfNeeded(try resolve(reference))
        case .setNeedsLayout(let reference): markNeedsLayout(try resolve(reference))
        case .transition(let parent, let from, let to, let duration, let animations, let completion):
            try transition(parent: parent, from: from, to: to, duration: duration, animations: animations, completion: completion)
        case .viewTransition(let from, let to, let duration, let completion):
            try viewTransition(from: try resolve(from), to: try resolve(to), duration: duration, completion: completion)
        case .animate(let duration, let animations, let completion):
            try applyAnimations(animations)
            startAnimation(duration: duration, .completion(completion))
        case .beginAppearanceTransition(let name, let isAppearing, let animated):
            try beginAppearanceTransition(name, isAppearing: isAppearing, animated: animated)
        case .endAppearanceTransition(let name): try endAppearanceTransition(name)
        case .directAppearanceCall(let name, let callback, let animated):
            try directAppearanceCall(callback, on: name, animated: animated)
        case .setFlag(let name, let flag, let value): setFlag(flag, of: name, to: value)
        case .override(let name, let method, let installed): state.behaviours[name, method] = installed.code
        case .userCode(let installed): try installed.code.run(on: self)
        case .runLoop(let seconds): try runLoop(advancingBy: seconds ?? 0)
        case .runLoopUntilIdle: try settle()
        case .print(let path): try printProperty(path)
        case .printHierarchy(let name):
            emit(.console, hierarchyText(from: name.map { [$0] }), controller: name, origin: .program)
        default:
            try executeEvent(statement.action)
        }
    }

    func declareController(_ name: String, className: String, kind: ControllerKind, root: String?, style: String?) throws {
        guard controllers.count < limits.maxControllers else {
            throw LimitExceeded(
                .maxControllers, "the session has \(controllers.count) view controllers; the limit is \(limits.maxControllers) (maxControllers)")
        }
        var record = ViewController(name: name, className: className, kind: kind)
        record.modalPresentationStyle = state.ios.defaultModalPresentationStyle
        if kind == .split { record.container.splitStyle = style ?? "unspecified" }
        if kind == .page {
            record.container.pageTransitionStyle = style ?? "pageCurl"
            // UIPageViewController sends its pages' appearance callbacks itself (quirk scenario).
            record.automaticallyForwardsAppearance = false
        }
        controllers[name] = record
        state.declarationOrder.append(name)
        if let root { try setNavigationStack(name, [root], animated: false) }
    }

    func addSubview(_ subview: String, to superview: String, at index: Int? = nil) throws {
        if let owner = view(subview).owner, controller(owner).parent == nil, let host = view(superview).owner ?? nearestController(above: superview),
            state.window.rootViewController != owner, controller(owner).presenting == nil
        {
            report(Pitfalls.viewWithoutAddChild(owner, host: host))
        }
        if view(subview).superview == superview, let index {
            // Already there: only its place changes (no callback, as a reorder).
            updateView(superview) {
                $0.subviews.removeAll { $0 == subview }
                $0.subviews.insert(subview, at: min(index, $0.subviews.count))
            }
            return
        }
        try move(subview, to: superview, at: index)
        if let owner = view(subview).owner, controller(owner).parent != nil, let place = currentPlace {
            state.insertedChildViews[owner] = place
        }
    }

    func addArrangedSubview(_ subview: String, to stack: String) throws {
        guard view(stack).stack != nil else {
            throw UIKitException.invalidArgument(
                "-[\(view(stack).className) addArrangedSubview:]: unrecognized selector sent to instance <\(view(stack).className): \(stack)>")
        }
        if view(subview).superview != stack { try addSubview(subview, to: stack) }
        updateView(stack) { if !$0.stack!.arranged.contains(subview) { $0.stack!.arranged.append(subview) } }
        markNeedsLayout(stack)
    }

    func setViewProperty(_ name: String, _ property: ViewProperty) throws {
        switch property {
        case .frame(let frame):
            let old = view(name).frame.size
            let resized = old.width != frame.width || old.height != frame.height
            updateView(name) {
                $0.frame = frame; $0.hasExplicitFrame = true
            }
            if resized { autoresizeSubviews(of: name, from: old) }
            // A new size lays out the view and its superview again; the same size (a move, or
            // the frame a layout callback sets every pass) does not, so a layout that sets frames
            // in viewDidLayoutSubviews settles. Evidence: docs/semantics.md rule 30.
            guard resized else { break }
            if let superview = view(name).superview { markNeedsLayout(superview) }
            markNeedsLayout(name)
        case .alpha(let alpha): updateView(name) { $0.alpha = alpha }
        case .hidden(let hidden):
            // A stack view lays its arranged subviews out again when one is shown or hidden; other
            // superviews do not, and an unchanged value changes nothing (a controller setting it in
            // viewWillLayoutSubviews looped to the run loop's limit; found on a real file).
            guard view(name).isHidden != hidden else { return }
            updateView(name) { $0.isHidden = hidden }
            if let superview = view(name).superview, view(superview).stack?.arranged.contains(name) == true { markNeedsLayout(superview) }
        case .translatesAutoresizingMaskIntoConstraints(let value):
            updateView(name) { $0.translatesAutoresizingMaskIntoConstraints = value }
        case .autoresizingMask(let mask):
            updateView(name) { $0.autoresizingMask = mask }
        case .axis(let axis):
            guard view(name).stack != nil else {
                throw UIKitException.invalidArgument("<\(view(name).className): \(name)> has no axis: only a UIStackView does")
            }
            updateView(name) { $0.stack!.axis = axis }
            markNeedsLayout(name)
        case .spacing(let spacing):
            guard view(name).stack != nil else {
                throw UIKitException.invalidArgument("<\(view(name).className): \(name)> has no spacing: only a UIStackView does")
            }
            updateView(name) { $0.stack!.spacing = spacing }
            markNeedsLayout(name)
        }
    }

    /// Apple (UIView.autoresizingMask): "When a view's bounds change, that view automatically
    /// resizes its subviews according to each subview's autoresizing mask", at once (not at the
    /// next layout pass), and so on down.
    private func autoresizeSubviews(of name: String, from old: Size) {
        let new = view(name).frame.size
        for subview in view(name).subviews {
            let current = view(subview)
            guard !current.autoresizingMask.isEmpty, current.translatesAutoresizingMaskIntoConstraints else { continue }
            let frame = current.autoresizingMask.resized(current.frame, from: old, to: new)
            guard frame != current.frame else { continue }
            updateView(subview) { $0.frame = frame }
            if frame.size != current.frame.size {
                markNeedsLayout(subview)
                autoresizeSubviews(of: subview, from: current.frame.size)
            }
        }
    }

    /// Constraints belong to the first item's view; the target is resolved now (loading views).
    func activate(_ specs: [ConstraintSpec]) throws {
        for spec in specs {
            let name = try resolve(spec.view)
            var constraint = spec.constraint
            if let targetView = spec.targetView {
                let target = try resolve(targetView)
                switch constraint.target {
                case .safeArea: constraint.target = .safeArea(target)
                case .scrollContent: constraint.target = .scrollContent(target)
                default: constraint.target = .view(target)
                }
            }
            updateView(name) {
                $0.constraints.removeAll { $0.attribute == constraint.attribute }
                $0.constraints.append(constraint)
            }
            if let superview = view(name).superview { markNeedsLayout(superview) }
        }
    }

    func setFlag(_ flag: ControllerFlag, of name: String, to value: Bool) {
        update(name) {
            switch flag {
            case .shouldAutomaticallyForwardAppearanceMethods: $0.automaticallyForwardsAppearance = value
            case .shouldAutomaticallyForwardRotationMethods: $0.automaticallyForwardsRotation = value
            case .automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers:
                $0.legacyForwardsAppearanceAndRotation = value
                $0.automaticallyForwardsAppearance = value
            case .definesPresentationContext: $0.definesPresentationContext = value
            }
        }
    }

    /// `controller.view = newView`: what `loadView` overrides do (`view = ChartView()`). UIKit
    /// moves nothing on screen: the old view stays where it is, no longer the controller's; the
    /// new one is the controller's root view wherever UIKit installs it next. A view already
    /// another controller's is UIKit's exception.
    func setControllerView(_ name: String, to newView: String?) throws {
        let old = controller(name).view
        guard old != newView else { return }
        if let newView, let owner = view(newView).owner, owner != name {
            throw UIKitException.hierarchyInconsistency(
                "A view can only be associated with at most one view controller at a time! View <\(view(newView).className): \(newView)> is associated with \(controller(owner).described). Clear this association before associating this view with \(controller(name).described)."
            )
        }
        if let old { updateView(old) { $0.owner = nil } }
        if let newView { updateView(newView) { $0.owner = name } }
        update(name) { $0.view = newView }
    }

    /// `window.rootViewController = x`: everything on screen (the old root's view and the views
    /// presented over it) leaves the window, the new root's view fills it (the window path, rule 10).
    /// A presented controller that becomes the root leaves its presenter first.
    func setRootViewController(_ root: String?) throws {
        guard state.window.rootViewController != root else { return }
        if let root, let parent = controller(root).parent {
            throw UIKitException.hierarchyInconsistency(
                "child view controller:\(controller(root).described) should have parent view controller:(null) but actual parent is:\(controller(parent).described)"
            )
        }
        for onScreen in view(Window.viewName).subviews.reversed() { try move(onScreen, to: nil) }
        if let root, let presenter = controller(root).presenting {
            update(presenter) { $0.presented = nil }
            update(root) {
                $0.presenting = nil; $0.isBeingPresented = false; $0.isBeingDismissed = false
            }
        }
        state.window.rootViewController = root
        guard let root else { return }
        try installRootView(of: root)
    }

    /// The root's view loaded, sized to the window and put in it; a hidden window keeps it off
    /// screen until it shows (rule 32).
    private func installRootView(of root: String) throws {
        try loadViewIfNeeded(root)
        let rootView = controller(root).view!
        updateView(rootView) { $0.frame = Rect(x: 0, y: 0, width: self.state.window.size.width, height: self.state.window.size.height) }
        guard !state.window.isHidden else { return }
        try move(rootView, to: Window.viewName)
    }

    /// Rule 32: a window shows its root when it becomes visible (`makeKeyAndVisible()`, as app and
    /// scene delegates do at launch): the root's view enters the window and appears through the
    /// window path, as when a root is set on a visible window. Hiding takes the root's view out
    /// (it disappears); a window presenting something is not hidden (not modelled: refused).
    func setWindowHidden(_ hidden: Bool) throws {
        guard hidden != state.window.isHidden else { return }
        if hidden {
            if let root = state.window.rootViewController, controller(root).presented != nil {
                throw UIKitException.invalidArgument(
                    "Hiding the window while \(controller(root).described) presents a view controller is not modelled; dismiss it first (simulator-defined)"
                )
            }
            state.window.isHidden = true
            for onScreen in view(Window.viewName).subviews.reversed() { try move(onScreen, to: nil) }
            return
        }
        state.window.isHidden = false
        if let root = state.window.rootViewController { try installRootView(of: root) }
    }
}
