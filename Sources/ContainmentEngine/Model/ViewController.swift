/// What kind of controller an object is: UIKit's containers behave differently from plain ones.
public enum ControllerKind: String, Sendable, Codable {
    case plain, navigation, tabBar, split, page
}

/// One view controller of the session. A value: the engine's tables journal it for rollback.
typealias ViewController = CopyOnWrite<ControllerFields>

extension CopyOnWrite<ControllerFields> {
    init(name: String, className: String, kind: ControllerKind) {
        self.init(ControllerFields(name: name, className: className, kind: kind))
    }
}

extension ControllerFields {
    /// The container's own list of children as its API shows it (`viewControllers`): the stack,
    /// the tabs, the pages, or the split's columns in order; nil for a plain controller.
    var containerList: [String]? {
        switch kind {
        case .plain: nil
        case .navigation: container.navigationStack
        case .tabBar: container.tabs
        case .page: container.pages
        case .split: ["primary", "supplementary", "secondary", "compact"].compactMap { container.columns[$0] }
        }
    }
}

struct ControllerFields: Sendable, Codable, Equatable {
    let name: String
    /// The class shown in logs: `UIViewController`, a custom subclass name, `UINavigationController`...
    let className: String
    let kind: ControllerKind
    /// Whether the script declared a custom subclass (its overrides and knobs stand for code).
    var isCustomClass: Bool { !className.hasPrefix("UI") }

    var parent: String?
    var children: [String] = []
    /// The root view's name once `loadView` has run (`name.view`).
    var view: String?
    /// The class of the root view `loadView` makes, when not UIKit's default for the kind: a
    /// `UITableViewController`'s is a `UITableView` (`Action.setRootViewClass`).
    var rootViewClass: String?
    var appearance: AppearanceState = .disappeared
    /// `viewIsAppearing` already sent for the current appearance.
    var sentIsAppearing = false

    /// Pending `beginAppearanceTransition` calls: the did-callback fires on the last matching end.
    var appearanceTransitionDepth = 0
    /// The direction of the pending begins (meaningful while the depth is above 0).
    var appearanceTransitionAppearing = false

    var isMovingToParent = false
    var isMovingFromParent = false
    var isBeingPresented = false
    var isBeingDismissed = false

    // Overridable knobs (assignments stand for overriding the getter).
    var automaticallyForwardsAppearance = true
    var automaticallyForwardsRotation: Bool?
    var legacyForwardsAppearanceAndRotation = true

    var needsUpdateConstraints = false
    var additionalSafeAreaInsets = EdgeInsets.zero
    /// A navigation controller's bar hidden (`isNavigationBarHidden`): its children's safe area
    /// then leaves the bar out (rule 30d).
    var navigationBarHidden = false
    var overrideTraitsForChildren: [String: Traits] = [:]
    var overrideUserInterfaceStyle: UserInterfaceStyle?
    var traits = Traits()
    var childDelegation: [SystemAppearanceQuery: String] = [:]
    var preferences: [SystemAppearanceQuery: String] = [:]

    /// Storyboard embed segues from container views in this controller's scene, in order, with
    /// the scene's view that holds each container view (nil: the root view).
    var storyboardEmbeds: [StoryboardEmbed] = []
    var unwindActions: Set<String> = []
    var allowedChildrenForUnwinding: [String]?

    // Presentation.
    var presented: String?
    var presenting: String?
    var modalPresentationStyle: ModalPresentationStyle = .automatic
    var definesPresentationContext = false
    /// The presentation controller a transitioning delegate gave for a `.custom` presentation.
    var customPresentation: CustomPresentation?

    /// UIKit containers' own state (navigation stack, tabs, pages, split columns).
    var container = ContainerState()

    init(name: String, className: String, kind: ControllerKind) {
        self.name = name
        self.className = className
        self.kind = kind
    }

    /// `<ClassName: name>`, how UIKit's messages describe an object (`<ClassName: 0x...>`).
    var described: String { "<\(className): \(name)>" }
}

/// A `UIPresentationController` of the program's (rule 20b): its container view (UIKit's
/// `UITransitionView`, in the window while the presentation lasts), and whether it removes the
/// presenter's view (`shouldRemovePresentersView`, false unless overridden).
package struct CustomPresentation: Sendable, Codable, Equatable {
    var containerView: String
    var removesPresentersView: Bool

    /// The container view's name for a presented controller: what the layout pass recognises.
    package static func containerViewName(of presented: String) -> String { "\(presented).presentationController.containerView" }
    static let containerViewClass = "UITransitionView"
}

struct StoryboardEmbed: Sendable, Codable, Equatable {
    var child: String
    var placement: ViewReference?
}

/// The child-delegation pairs of rule 23: each system query has a `childFor...` and a preference.
package enum SystemAppearanceQuery: String, Sendable, CaseIterable, Codable {
    case statusBarStyle, statusBarHidden, homeIndicatorAutoHidden, screenEdgesDeferringSystemGestures

    package var childGetter: String {
        switch self {
        case .statusBarStyle: "childForStatusBarStyle"
        case .statusBarHidden: "childForStatusBarHidden"
        case .homeIndicatorAutoHidden: "childForHomeIndicatorAutoHidden"
        case .screenEdgesDeferringSystemGestures: "childForScreenEdgesDeferringSystemGestures"
        }
    }
    package var preferenceGetter: String {
        switch self {
        case .statusBarStyle: "preferredStatusBarStyle"
        case .statusBarHidden: "prefersStatusBarHidden"
        case .homeIndicatorAutoHidden: "prefersHomeIndicatorAutoHidden"
        case .screenEdgesDeferringSystemGestures: "preferredScreenEdgesDeferringSystemGestures"
        }
    }
    package var updateMethod: String {
        switch self {
        case .statusBarStyle, .statusBarHidden: "setNeedsStatusBarAppearanceUpdate"
        case .homeIndicatorAutoHidden: "setNeedsUpdateOfHomeIndicatorAutoHidden"
        case .screenEdgesDeferringSystemGestures: "setNeedsUpdateOfScreenEdgesDeferringSystemGestures"
        }
    }
}

public enum ModalPresentationStyle: String, Sendable, Codable, CaseIterable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
        overCurrentContext, popover, none

    /// Styles that remove the presenter's view from the screen (so it gets disappearance callbacks).
    /// Evidence: rule 20 (sheets, popovers, over* and custom keep the presenter on screen).
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext: true
        default: false
        }
    }
}

public enum UserInterfaceStyle: String, Sendable, Codable { case unspecified, light, dark }
public enum SizeClass: String, Sendable, Codable { case unspecified, compact, regular }

/// The traits the engine tracks (size classes and interface style).
public struct Traits: Sendable, Equatable, Codable {
    public var horizontalSizeClass: SizeClass = .compact
    public var verticalSizeClass: SizeClass = .regular
    public var userInterfaceStyle: UserInterfaceStyle = .light
    public init() {}

    /// `overrideTraitCollection(forChild:)` applied over the parent's traits: set fields win.
    func applying(_ override: Traits?) -> Traits {
        guard let override else { return self }
        var result = self
        if override.horizontalSizeClass != .unspecified { result.horizontalSizeClass = override.horizontalSizeClass }
        if override.verticalSizeClass != .unspecified { result.verticalSizeClass = override.verticalSizeClass }
        if override.userInterfaceStyle != .unspecified { result.userInterfaceStyle = override.userInterfaceStyle }
        return result
    }
    /// How log lines show a trait collection.
    var described: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass.rawValue), verticalSizeClass = \(verticalSizeClass.rawValue), userInterfaceStyle = \(userInterfaceStyle.rawValue)>"
    }

    package static let unspecified: Traits = {
        var traits = Traits()
        traits.horizontalSizeClass = .unspecified
        traits.verticalSizeClass = .unspecified
        traits.userInterfaceStyle = .unspecified
        return traits
    }()
}
