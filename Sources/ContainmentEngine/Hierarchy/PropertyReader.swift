/// `print(C.property)`: the properties a script can read, printed as `console: C.property = value`.
package enum PropertyReader {
    package static let controllerProperties: Set<String> = [
        "isMovingToParent", "isMovingFromParent", "isBeingPresented", "isBeingDismissed", "parent", "children",
        "isViewLoaded", "view", "viewIfLoaded", "presentingViewController", "presentedViewController",
        "navigationController", "tabBarController", "splitViewController", "shouldAutomaticallyForwardAppearanceMethods",
        "viewControllers", "topViewController", "visibleViewController", "selectedIndex", "selectedViewController",
        "traitCollection", "additionalSafeAreaInsets", "modalPresentationStyle", "definesPresentationContext",
        "navigationBar", "navigationItems",
    ]
    package static let viewProperties: Set<String> = [
        "frame", "bounds", "superview", "subviews", "window", "alpha", "isHidden", "safeAreaInsets",
        "translatesAutoresizingMaskIntoConstraints", "axis", "arrangedSubviews",
    ]
}

extension Playground {
    func printProperty(_ path: PropertyPath) throws {
        let value = try read(path)
        emit(.console, "\(path.text) = \(value)", controller: path.isController ? path.object : nil, origin: .program)
    }

    private func read(_ path: PropertyPath) throws -> String {
        if path.isController {
            let name = path.object
            if path.path.count > 1, path.path[0] == "view" || path.path[0] == "viewIfLoaded" {
                if path.path[0] == "viewIfLoaded", controller(name).view == nil { return "nil" }
                return readView(try resolve(.root(of: name)), Array(path.path.dropFirst()))
            }
            if path.path.count > 1, path.path[0] == "traitCollection" { return traitValue(controller(name).traits, path.path[1]) }
            return try readController(name, path.path[0])
        }
        return readView(path.object, path.path)
    }

    private func readController(_ name: String, _ property: String) throws -> String {
        let c = controller(name)
        func describe(_ other: String?) -> String { other.map { controller($0).described } ?? "nil" }
        func list(_ names: [String]) -> String { "[" + names.map { controller($0).described }.joined(separator: ", ") + "]" }
        switch property {
        case "isMovingToParent": return String(c.isMovingToParent)
        case "isMovingFromParent": return String(c.isMovingFromParent)
        case "isBeingPresented": return String(c.isBeingPresented)
        case "isBeingDismissed": return String(c.isBeingDismissed)
        case "parent": return describe(c.parent)
        case "children": return list(c.children)
        case "isViewLoaded": return String(c.view != nil)
        case "view": return "<\(view(try resolve(.root(of: name))).className): \(name).view>"
        case "viewIfLoaded": return c.view.map { "<\(view($0).className): \($0)>" } ?? "nil"
        case "presentingViewController": return describe(c.presenting ?? ancestorPresenting(name))
        case "presentedViewController": return describe(c.presented)
        case "navigationController": return describe(ancestor(of: name, kind: .navigation))
        case "tabBarController": return describe(ancestor(of: name, kind: .tabBar))
        case "splitViewController": return describe(ancestor(of: name, kind: .split))
        case "shouldAutomaticallyForwardAppearanceMethods": return String(c.automaticallyForwardsAppearance)
        case "viewControllers":
            switch c.kind {
            case .navigation: return list(c.container.navigationStack)
            case .tabBar: return list(c.container.tabs)
            case .page: return list(c.container.pages)
            case .split: return list(["primary", "supplementary", "secondary"].compactMap { c.container.columns[$0] })
            case .plain: return "nil"
            }
        case "topViewController", "visibleViewController": return describe(c.container.navigationStack.last)
        case "selectedIndex": return c.container.selectedIndex.map(String.init) ?? "nil"
        case "selectedViewController": return describe(selectedTab(of: name))
        case "traitCollection": return c.traits.described
        case "navigationBar", "navigationItems":
            return "[" + c.container.navigationStack.map { "<UINavigationItem: \($0).navigationItem>" }.joined(separator: ", ") + "]"
        case "additionalSafeAreaInsets": return c.additionalSafeAreaInsets.description
        case "modalPresentationStyle": return "." + c.modalPresentationStyle.rawValue
        case "definesPresentationContext": return String(c.definesPresentationContext)
        default: return "nil"
        }
    }

    private func traitValue(_ traits: Traits, _ name: String) -> String {
        switch name {
        case "horizontalSizeClass": "." + traits.horizontalSizeClass.rawValue
        case "verticalSizeClass": "." + traits.verticalSizeClass.rawValue
        case "userInterfaceStyle": "." + traits.userInterfaceStyle.rawValue
        default: "nil"
        }
    }

    private func readView(_ name: String, _ path: [String]) -> String {
        let v = view(name)
        func describe(_ other: String?) -> String { other.flatMap { views[$0] }.map { "<\($0.className): \($0.name)>" } ?? "nil" }
        switch path.first ?? "" {
        case "frame": return v.frame.description
        case "bounds": return Rect(x: 0, y: 0, width: v.frame.width, height: v.frame.height).description
        case "superview": return describe(v.superview)
        case "subviews": return "[" + v.subviews.map { describe($0) }.joined(separator: ", ") + "]"
        case "window": return isInWindow(name) ? "<UIWindow: window>" : "nil"
        case "alpha": return Size.format(v.alpha)
        case "isHidden": return String(v.isHidden)
        case "safeAreaInsets": return v.safeAreaInsets.description
        case "translatesAutoresizingMaskIntoConstraints": return String(v.translatesAutoresizingMaskIntoConstraints)
        case "axis": return v.stack.map { "." + $0.axis.rawValue } ?? "nil"
        case "arrangedSubviews": return "[" + (v.stack?.arranged ?? []).map { describe($0) }.joined(separator: ", ") + "]"
        default: return "nil"
        }
    }

    func ancestor(of name: String, kind: ControllerKind) -> String? {
        var current = controller(name).parent
        while let parent = current {
            if controller(parent).kind == kind { return parent }
            current = controller(parent).parent
        }
        return nil
    }

    private func ancestorPresenting(_ name: String) -> String? {
        var current = controller(name).parent
        while let parent = current {
            if let presenting = controller(parent).presenting { return presenting }
            current = controller(parent).parent
        }
        return nil
    }
}
