/// A `.custom` presentation with the program's `UIPresentationController` (rule 20b): UIKit asks
/// the presented controller's transitioning delegate for it, makes its container view, and calls
/// it around the presented controller's appearance. The front end asks the delegate and installs
/// the presentation controller's methods as behaviours named `presentation:<method>` on the
/// presented controller; the engine calls them in UIKit's order.
extension Playground {
    func usePresentationController(for presented: String, removesPresentersView: Bool) throws {
        let name = CustomPresentation.containerViewName(of: presented)
        if views[name] == nil {
            guard views.count < limits.maxViews else {
                throw LimitExceeded(.maxViews, "the session has \(views.count) views; the limit is \(limits.maxViews) (maxViews)")
            }
            var record = View(name: name, className: CustomPresentation.containerViewClass, owner: nil)
            record.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            views[name] = record
            state.declarationOrder.append(name)
        }
        update(presented) { $0.customPresentation = CustomPresentation(containerView: name, removesPresentersView: removesPresentersView) }
    }

    /// The presented controller's presentation controller, when this presentation uses one.
    func customPresentation(of presented: String, style: ModalPresentationStyle) -> CustomPresentation? {
        style == .custom ? controller(presented).customPresentation : nil
    }

    /// Calls the presentation controller's `method`, when the program's class declares it.
    func tellPresentationController(_ presented: String, _ method: String, _ argument: CallbackArgument = .none) throws {
        guard !state.behaviours.isEmpty, let behaviour = state.behaviours[presented, "presentation:" + method] else { return }
        try behaviour.perform(Callback(controller: presented, method: method, argument: argument), on: self, callSuper: {})
    }

    /// The start of a custom presentation, after the presented view loaded: the container view
    /// goes into the window, `presentationTransitionWillBegin()` runs (a dimming view goes into
    /// the container), then, after `viewWillAppear`, `placePresentedView` puts the presented view
    /// in the container at `frameOfPresentedViewInContainerView` (by default the container's bounds).
    func beginCustomPresentation(_ presented: String, _ custom: CustomPresentation) throws {
        let size = state.window.size
        updateView(custom.containerView) { $0.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        try move(custom.containerView, to: Window.viewName)
        try tellPresentationController(presented, "presentationTransitionWillBegin")
    }

    func placePresentedView(_ presented: String, _ custom: CustomPresentation) throws {
        let presentedView = controller(presented).view!
        let bounds = view(custom.containerView).frame
        updateView(presentedView) { $0.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height) }
        // The program's getter sets the frame it returns (the behaviour acts on the view).
        try tellPresentationController(presented, "frameOfPresentedViewInContainerView")
        if view(presentedView).superview != custom.containerView { try move(presentedView, to: custom.containerView) }
        markNeedsLayout(custom.containerView)
    }

    /// The end of a dismissal: the container leaves the window with what it holds.
    func endCustomPresentation(_ presented: String, _ custom: CustomPresentation) throws {
        if view(custom.containerView).superview != nil { try move(custom.containerView, to: nil) }
        update(presented) { $0.customPresentation = nil }
    }

    /// The presented controller whose container view `name` is, if it is one (the layout pass
    /// calls `containerViewWillLayoutSubviews`/`DidLayoutSubviews` around laying it out).
    func presentedController(ofContainerView name: String, _ record: View) -> String? {
        guard record.className == CustomPresentation.containerViewClass, record.owner == nil else { return nil }
        let suffix = ".presentationController.containerView"
        guard name.hasSuffix(suffix) else { return nil }
        let presented = String(name.dropLast(suffix.count))
        return controllers[presented]?.customPresentation?.containerView == name ? presented : nil
    }
}
