import ContainmentEngine

/// UIKit as the playground models it, as data: its classes and the members every front end
/// resolves through (the flat binder when it binds, the Swift runtime when it calls, the service's
/// `GET /v1/uikit`, the explorer's completion). One copy: issue 39.
package enum UIKitCatalogue {
    /// UIKit's class tree, as far as the playground knows it.
    package static let superclasses: [String: String] = [
        "UIViewController": "UIResponder", "UIView": "UIResponder", "UIResponder": "NSObject",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UIAlertController": "UIViewController", "UISearchController": "UIViewController",
        "UIHostingController": "UIViewController", "UIInputViewController": "UIViewController",
        "UIStackView": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIScrollView": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISegmentedControl": "UIControl",
        "UITextField": "UIControl", "UISlider": "UIControl", "UIWindow": "UIView", "UIVisualEffectView": "UIView",
        "UINavigationBar": "UIView", "UITabBar": "UIView", "UIToolbar": "UIView", "UIActivityIndicatorView": "UIView",
        "UIPageControl": "UIControl", "UIStoryboardSegue": "NSObject", "UIPresentationController": "NSObject",
        // The container view of a presentation (`UIPresentationController.containerView`).
        "UITransitionView": "UIView",
        // Cells are views whose content goes in their `contentView` (Apple: "add custom subviews to
        // the cell's contentView"); container code hosts a child controller's view there.
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
    ]

    /// The class of each container kind the engine models.
    package static func className(of kind: ControllerKind) -> String {
        switch kind {
        case .plain: "UIViewController"
        case .navigation: "UINavigationController"
        case .tabBar: "UITabBarController"
        case .split: "UISplitViewController"
        case .page: "UIPageViewController"
        }
    }

    /// `name` and its superclasses, most derived first.
    package static func chain(from name: String) -> [String] {
        var chain = [name]
        while let superclass = superclasses[chain[chain.count - 1]], chain.count < 16 { chain.append(superclass) }
        return chain
    }

    /// Every member the catalogue holds.
    package static let members: [UIKitMember] = controllerMethods + containerMethods + viewMethods

    /// For each class, its methods by every spelling of their base name, over its whole chain
    /// (most derived owner first): one dictionary lookup per call bound, no array built.
    private static let methodIndex: [String: [String: [UIKitMember]]] = {
        var byOwner: [String: [String: [UIKitMember]]] = [:]
        for member in members where member.kind == .method {
            for spelling in [member] + member.formerSpellings.map(member.spelled) {
                byOwner[member.owner, default: [:]][spelling.name, default: []].append(spelling)
            }
        }
        var index: [String: [String: [UIKitMember]]] = [:]
        for name in Set(superclasses.keys).union(superclasses.values) {
            var methods: [String: [UIKitMember]] = [:]
            for owner in chain(from: name) {
                for (method, candidates) in byOwner[owner] ?? [:] { methods[method, default: []] += candidates }
            }
            index[name] = methods
        }
        return index
    }()

    /// The methods called `name` that an instance of `className` (a UIKit class) has, most
    /// derived owner first.
    package static func methods(named name: String, on className: String) -> [UIKitMember] {
        methodIndex[className]?[name] ?? []
    }

    /// The method a call means, by Swift's rules: its name on the receiver's class chain, then
    /// its labels (a subclass's overload first: a split controller's `show(_:)` before
    /// UIViewController's `show(_:sender:)`).
    package static func resolveMethod(
        _ name: String, labels: [String?], trailingClosure: Bool = false, on className: String
    ) -> UIKitMethodResolution {
        resolveMethod(name, labels: labels, trailingClosure: trailingClosure, in: methodTable(of: className))
    }

    /// A class's methods by name, over its chain: a front end that calls many methods of one
    /// class keeps it (the flat binder, one per container kind), saving a lookup per call.
    package static func methodTable(of className: String) -> [String: [UIKitMember]] { methodIndex[className] ?? [:] }

    package static func methodTable(of kind: ControllerKind) -> [String: [UIKitMember]] {
        switch kind {
        case .plain: plainControllerMethods
        case .navigation: navigationMethods
        case .tabBar: tabBarMethods
        case .split: splitMethods
        case .page: pageMethods
        }
    }

    private static let plainControllerMethods = methodTable(of: "UIViewController")
    private static let navigationMethods = methodTable(of: "UINavigationController")
    private static let tabBarMethods = methodTable(of: "UITabBarController")
    private static let splitMethods = methodTable(of: "UISplitViewController")
    private static let pageMethods = methodTable(of: "UIPageViewController")

    package static func resolveMethod(
        _ name: String, labels: [String?], trailingClosure: Bool = false, in table: [String: [UIKitMember]]
    ) -> UIKitMethodResolution {
        guard let candidates = table[name], let first = candidates.first else { return .notModelled }
        var firstMismatch: UIKitCallMismatch?
        for candidate in candidates {
            switch candidate.slots(for: labels, trailingClosure: trailingClosure) {
            case .success(let slots): return .method(candidate, slots: slots)
            case .failure(let mismatch): firstMismatch = firstMismatch ?? mismatch
            }
        }
        return .mismatch(first, firstMismatch!)
    }
}

/// What a call on a UIKit object resolves to.
package enum UIKitMethodResolution {
    /// A modelled method, and the parameter each written argument fills.
    case method(UIKitMember, slots: [Int])
    /// A modelled method whose signature the call does not match (swiftc refuses it).
    case mismatch(UIKitMember, UIKitCallMismatch)
    /// No modelled method of that name on the class.
    case notModelled
}
