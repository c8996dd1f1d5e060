/// A modelled UIKit property as the engine knows it, typed: both front ends read through
/// `Playground.read(_:ofController:)` and `read(_:ofView:)`, so the two cannot answer
/// differently (issue 39). The flat language prints the value (`PropertyReader`), the Swift
/// runtime wraps it as one of its own.
package enum PropertyValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case controller(String?)
    case controllers([String])
    case view(String?)
    case views([String])
    case rect(Rect)
    case insets(EdgeInsets)
    /// A case of a UIKit enumeration (`UIModalPresentationStyle.fullScreen`).
    case enumCase(type: String, name: String)
    /// A container property of a controller that is not that container (`viewControllers` of a
    /// plain controller): `nil`.
    case none
}

extension Playground {
    /// `name.property` for a controller, or nil when the engine does not model the property.
    /// (`view` loads the view, as reading it does in UIKit: the front ends call `loadedView`.)
    package func read(_ property: String, ofController name: String) -> PropertyValue? {
        let c = controller(name)
        switch property {
        case "isMovingToParent": return .bool(c.isMovingToParent)
        case "isMovingFromParent": return .bool(c.isMovingFromParent)
        case "isBeingPresented": return .bool(c.isBeingPresented)
        case "isBeingDismissed": return .bool(c.isBeingDismissed)
        case "parent": return .controller(c.parent)
        case "children": return .controllers(c.children)
        case "isViewLoaded": return .bool(c.view != nil)
        case "viewIfLoaded": return .view(c.view)
        // "The view controller that is presented by this view controller, or one of its
        // ancestors in the view controller hierarchy" (Apple, `presentedViewController`); the
        // presenting one is found the same way.
        case "presentedViewController": return .controller(firstThroughAncestors(of: name, \.presented))
        case "presentingViewController": return .controller(firstThroughAncestors(of: name, \.presenting))
        case "navigationController": return .controller(ancestor(of: name, kind: .navigation))
        case "tabBarController": return .controller(ancestor(of: name, kind: .tabBar))
        case "splitViewController": return .controller(ancestor(of: name, kind: .split))
        case "shouldAutomaticallyForwardAppearanceMethods": return .bool(c.automaticallyForwardsAppearance)
        case "viewControllers": return c.containerList.map(PropertyValue.controllers) ?? PropertyValue.none
        case "topViewController" where c.kind == .navigation: return .controller(c.container.navigationStack.last)
        // "either ... the top of the navigation stack or ... a view controller that was presented
        // modally on top of the navigation controller itself" (Apple, `visibleViewController`).
        case "visibleViewController" where c.kind == .navigation:
            return .controller(firstThroughAncestors(of: name, \.presented) ?? c.container.navigationStack.last)
        // 0 before a tab is selected (the catalogue's default).
        case "selectedIndex" where c.kind == .tabBar: return .int(c.container.selectedIndex ?? 0)
        case "selectedViewController" where c.kind == .tabBar: return .controller(selectedTab(of: name))
        case "additionalSafeAreaInsets": return .insets(c.additionalSafeAreaInsets)
        case "isNavigationBarHidden" where c.kind == .navigation: return .bool(c.navigationBarHidden)
        case "modalPresentationStyle": return .enumCase(type: "UIModalPresentationStyle", name: c.modalPresentationStyle.rawValue)
        case "definesPresentationContext": return .bool(c.definesPresentationContext)
        default: return nil
        }
    }

    /// `name.property` for a view, or nil when the engine does not model the property.
    package func read(_ property: String, ofView name: String) -> PropertyValue? {
        let v = view(name)
        switch property {
        case "frame": return .rect(v.frame)
        case "bounds": return .rect(Rect(x: 0, y: 0, width: v.frame.width, height: v.frame.height))
        case "superview": return .view(v.superview)
        case "subviews": return .views(v.subviews)
        case "alpha": return .double(v.alpha)
        case "isHidden": return .bool(v.isHidden)
        case "safeAreaInsets": return .insets(v.safeAreaInsets)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(v.translatesAutoresizingMaskIntoConstraints)
        case "axis" where v.stack != nil: return .enumCase(type: "NSLayoutConstraint.Axis", name: v.stack!.axis.rawValue)
        case "spacing" where v.stack != nil: return .double(v.stack!.spacing)
        case "arrangedSubviews" where v.stack != nil: return .views(v.stack!.arranged)
        default: return nil
        }
    }

    /// The first value `field` has on `name` or, going up its parents, on an ancestor.
    private func firstThroughAncestors(of name: String, _ field: KeyPath<ControllerFields, String?>) -> String? {
        var current: String? = name
        while let candidate = current {
            let record = controller(candidate)
            if let found = record[dynamicMember: field] { return found }
            current = record.parent
        }
        return nil
    }
}
