/// Lazy view loading.
extension Playground {
    /// Reading `C.view` loads it: `loadView`, the storyboard's embed segues, then `viewDidLoad`.
    /// Evidence: rule 8 (the view loads before the first viewWillAppear, usually at
    /// `addSubview(child.view)`); rule 21 (embed segues run inside loading, before viewDidLoad).
    func loadViewIfNeeded(_ name: String) throws {
        guard controller(name).view == nil else { return }
        guard views.count < limits.maxViews else {
            throw LimitExceeded(.maxViews, "the session has \(views.count) views; the limit is \(limits.maxViews) (maxViews)")
        }
        let viewName = "\(name).view"
        var record = View(name: viewName, className: controller(name).rootViewClass ?? rootViewClass(of: controller(name).kind), owner: name)
        // A view loaded without a nib is screen-sized (UIKit's default loadView uses the screen bounds).
        record.frame = Rect(x: 0, y: 0, width: state.window.size.width, height: state.window.size.height)
        views[viewName] = record
        update(name) { $0.view = viewName }
        try callback(name, "loadView", kind: .loading)
        try performStoryboardEmbeds(of: name)
        try callback(name, "viewDidLoad", kind: .loading)
        try containerViewDidLoad(name)
    }

    /// UIKit's containers use private view classes (`_printHierarchy` shows them).
    func rootViewClass(of kind: ControllerKind) -> String {
        switch kind {
        case .plain: "UIView"
        case .navigation, .tabBar, .split: "UILayoutContainerView"
        case .page: "_UIPageViewControllerContentView"
        }
    }
}
