/// `print(C.property)`: the properties a script can read, printed as `console: C.property = value`.
package enum PropertyReader {
    package static let controllerProperties: Set<String> = [
        "isMovingToParent", "isMovingFromParent", "isBeingPresented", "isBeingDismissed", "parent", "children",
        "isViewLoaded", "view", "viewIfLoaded", "presentingViewController", "presentedViewController",
        "navigationController", "tabBarController", "splitViewController", "shouldAutomaticallyForwardAppearanceMethods",
        "viewControllers", "topViewController", "visibleViewController", "selectedIndex", "selectedViewController",
        "traitCollection", "additionalSafeAreaInsets", "modalPresentationStyle", "definesPresentationContext",
        "navigationBar", "navigationItems", "isNavigationBarHidden",
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
        switch property {
        case "view": return "<\(view(try resolve(.root(of: name))).className): \(name).view>"
        case "traitCollection": return c.traits.described
        case "navigationBar", "navigationItems":
            return "[" + c.container.navigationStack.map { "<UINavigationItem: \($0).navigationItem>" }.joined(separator: ", ") + "]"
        default: return read(property, ofController: name).map(printed) ?? "nil"
        }
    }

    /// A typed value as `print` shows it in the flat language's console lines.
    private func printed(_ value: PropertyValue) -> String {
        func describe(_ name: String?) -> String {
            guard let name else { return "nil" }
            if let c = controllers[name] { return c.described }
            return views[name].map { "<\($0.className): \($0.name)>" } ?? "nil"
        }
        switch value {
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return Size.format(number)
        case .controller(let name), .view(let name): return describe(name)
        case .controllers(let names), .views(let names): return "[" + names.map(describe).joined(separator: ", ") + "]"
        case .rect(let rect): return rect.description
        case .insets(let insets): return insets.description
        case .enumCase(_, let name): return "." + name
        case .none: return "nil"
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
        let property = path.first ?? ""
        if property == "window" { return isInWindow(name) ? "<UIWindow: window>" : "nil" }
        return read(property, ofView: name).map(printed) ?? "nil"
    }

    func ancestor(of name: String, kind: ControllerKind) -> String? {
        var current = controller(name).parent
        while let parent = current {
            if controller(parent).kind == kind { return parent }
            current = controller(parent).parent
        }
        return nil
    }
}
