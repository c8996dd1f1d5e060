import ContainmentEngine

/// The UIKit properties the playground models: read from the engine's state, or set through an
/// engine action (each front end answers them; `GET /v1/uikit` lists them, and a test reads each
/// through the Swift runtime to check none falls to the unmodelled default).
extension UIKitCatalogue {
    package struct ModelledProperty: Sendable, Hashable {
        /// `override`: a getter UIKit asks and a class overrides (`override var
        /// shouldAutomaticallyForwardAppearanceMethods: Bool { false }`); the flat language
        /// assigns it instead.
        package enum Access: String, Sendable { case read, write, readWrite = "read-write", override }
        package var owner: String
        package var name: String
        package var access: Access
        /// What the engine does with it, for the reader.
        package var note: String
    }

    private static func property(_ owner: String, _ name: String, _ access: ModelledProperty.Access, _ note: String) -> ModelledProperty {
        ModelledProperty(owner: owner, name: name, access: access, note: note)
    }

    package static let modelledProperties: [ModelledProperty] =
        [
            property("UIViewController", "view", .readWrite, "loads the view (loadView, viewDidLoad) on first read"),
            property("UIViewController", "viewIfLoaded", .read, "the root view, or nil before it loads"),
            property("UIViewController", "isViewLoaded", .read, "whether the root view has loaded"),
            property("UIViewController", "children", .read, "the child view controllers, in order"),
            property("UIViewController", "parent", .read, "the parent view controller"),
            property("UIViewController", "navigationController", .read, "the nearest navigation controller above"),
            property("UIViewController", "tabBarController", .read, "the nearest tab bar controller above"),
            property("UIViewController", "splitViewController", .read, "the nearest split view controller above"),
            property("UIViewController", "presentedViewController", .read, "what it, or an ancestor, presents"),
            property("UIViewController", "presentingViewController", .read, "what presents it, or an ancestor"),
            property("UIViewController", "isMovingToParent", .read, "true between willMove(toParent:) and viewDidAppear"),
            property("UIViewController", "isMovingFromParent", .read, "true while it is being removed"),
            property("UIViewController", "isBeingPresented", .read, "true while a presentation runs"),
            property("UIViewController", "isBeingDismissed", .read, "true while a dismissal runs"),
            property("UIViewController", "shouldAutomaticallyForwardAppearanceMethods", .override, "appearance forwarding to children"),
            property("UIViewController", "shouldAutomaticallyForwardRotationMethods", .override, "rotation forwarding (iOS 6-7)"),
            property(
                "UIViewController", "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers", .override,
                "appearance and rotation forwarding (iOS 5)"),
            property("UIViewController", "definesPresentationContext", .readWrite, "where a current-context presentation goes"),
            property("UINavigationController", "isNavigationBarHidden", .readWrite, "its children's safe area leaves the bar out"),
            property("UIViewController", "modalPresentationStyle", .readWrite, "how present(_:animated:) shows it"),
            property("UIViewController", "additionalSafeAreaInsets", .readWrite, "the safe area of its view (viewSafeAreaInsetsDidChange)"),
            property("UIViewController", "overrideUserInterfaceStyle", .readWrite, "light or dark (traitCollectionDidChange)"),
            property("UIViewController", "title", .readWrite, "nil until set"),
            property(
                "UIViewController", "storyboard", .read,
                "the app's storyboard: instantiateViewController(withIdentifier:) makes the class the identifier names"),
            property("UITableViewController", "tableView", .readWrite, "its root view"),
            property("UICollectionViewController", "collectionView", .readWrite, "its root view"),
            property("UINavigationController", "viewControllers", .readWrite, "the stack (setting it is setViewControllers(_:animated: false))"),
            property("UINavigationController", "topViewController", .read, "the top of the stack"),
            property("UINavigationController", "visibleViewController", .read, "the top of the stack"),
            property("UINavigationController", "delegate", .readWrite, "told navigationController(_:willShow:animated:) and didShow"),
            property("UITabBarController", "viewControllers", .readWrite, "the tabs"),
            property("UITabBarController", "selectedIndex", .readWrite, "the selected tab (0 before any is selected)"),
            property("UITabBarController", "selectedViewController", .readWrite, "the selected tab's controller"),
            property("UITabBarController", "delegate", .readWrite, "told tabBarController(_:didSelect:)"),
            property("UIPageViewController", "viewControllers", .read, "the shown pages"),
            property("UISplitViewController", "viewControllers", .readWrite, "the columns ([primary, secondary] when set)"),
            property("UIView", "frame", .readWrite, "its frame in its superview, laid out by the engine"),
            property("UIView", "bounds", .read, "its frame's size at the origin"),
            property("UIView", "center", .read, "its frame's centre"),
            property("UIView", "superview", .read, "the view it is in"),
            property("UIView", "subviews", .read, "its subviews, in order"),
            property("UIView", "window", .read, "the window, when it is in it"),
            property("UIView", "safeAreaLayoutGuide", .read, "its safe area, for constraints"),
            property("UIView", "translatesAutoresizingMaskIntoConstraints", .readWrite, "true until set"),
            property("UIView", "alpha", .readWrite, "its opacity"),
            property("UIView", "isHidden", .readWrite, "hidden views are skipped by stack layout"),
            property("UIView", "safeAreaInsets", .read, "from the window and additionalSafeAreaInsets"),
            property("UIView", "autoresizingMask", .write, "how it follows its superview's size, at once"),
            property("UITableViewCell", "contentView", .read, "the view a cell's content goes in: it follows the cell's size"),
            property("UICollectionViewCell", "contentView", .read, "the view a cell's content goes in: it follows the cell's size"),
            property("UIStackView", "axis", .readWrite, "the stack's direction"),
            property("UIStackView", "spacing", .readWrite, "the stack's spacing"),
            property("UIStackView", "arrangedSubviews", .read, "the views it lays out"),
            property("UIWindow", "rootViewController", .readWrite, "the window's root: it appears"),
        ]
        + ["top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width", "height"].map {
            property("UIView", "\($0)Anchor", .read, "for constraints the engine lays out")
        }
        + SystemAppearanceQuery.allCases.flatMap { query in
            [
                property("UIViewController", query.childGetter, .override, "which child decides it (setNeeds... asks again)"),
                property("UIViewController", query.preferenceGetter, .override, "its own preference"),
            ]
        }
}
