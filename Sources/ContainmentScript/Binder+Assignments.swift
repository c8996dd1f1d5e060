import ContainmentEngine

/// `target = value`: window, controller knobs, view properties.
extension Binder {
    func assignment(target: Located, value: Located) throws(ScriptError) -> Action {
        if case .identifier("_") = target.expression {
            return .touchView(try view(value))
        }
        guard case .member(let base, let property) = target.expression else { throw unsupported(target) }
        if case .identifier("window") = base.expression {
            switch property {
            case "rootViewController": return .setRootViewController(try optionalController(value))
            case "size":
                let v = try numbers(value, type: "CGSize", ["width", "height"])
                guard v[0] > 0, v[1] > 0, v[0] <= 10_000, v[1] <= 10_000 else {
                    throw value.position.error("the window size must be between 1 and 10000 points each way")
                }
                return .setWindowSize(Size(width: v[0], height: v[1]))
            case "overrideUserInterfaceStyle": return .setUserInterfaceStyle(nil, try interfaceStyle(value))
            case "isHidden": return .setWindowHidden(try boolean(value))
            default:
                throw target.position.error(
                    "unsupported window property '\(property)'; supported: rootViewController, size, overrideUserInterfaceStyle, isHidden")
            }
        }
        if case .identifier(let name) = base.expression, case .controller(let kind) = objectType(name) {
            return try controllerAssignment(name, kind: kind, property: property, value: value, at: target.position)
        }
        return try viewAssignment(try view(base), property: property, value: value, at: target.position)
    }

    private func controllerAssignment(
        _ name: String, kind: ControllerKind, property: String, value: Located,
        at position: SourcePosition
    ) throws(ScriptError) -> Action {
        if let flag = ControllerFlag(rawValue: property) { return .setFlag(name, flag, try boolean(value)) }
        if let query = SystemAppearanceQuery.allCases.first(where: { $0.childGetter == property }) {
            return .setChildForSystemAppearance(name, query, try optionalController(value))
        }
        if let query = SystemAppearanceQuery.allCases.first(where: { $0.preferenceGetter == property }) {
            let text: String
            switch value.expression {
            case .boolean(let flag): text = String(flag)
            case .implicitMember(let member): text = "." + member
            case .array(let items): text = "[" + items.map(Binder.render).joined(separator: ", ") + "]"
            default: throw value.position.error("expected a value such as .lightContent or true")
            }
            return .setSystemPreference(name, query, text)
        }
        switch property {
        case "modalPresentationStyle":
            let member = try member(value)
            guard let style = ModalPresentationStyle(rawValue: member) else {
                throw value.position.error(
                    "unknown presentation style '.\(member)'; use one of \(ModalPresentationStyle.allCases.map { "." + $0.rawValue }.joined(separator: ", "))"
                )
            }
            return .setModalPresentationStyle(name, style)
        case "additionalSafeAreaInsets":
            let v = try numbers(value, type: "UIEdgeInsets", ["top", "left", "bottom", "right"])
            return .setAdditionalSafeAreaInsets(name, EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        case "overrideUserInterfaceStyle": return .setUserInterfaceStyle(name, try interfaceStyle(value))
        case "allowedChildrenForUnwinding": return .setAllowedChildrenForUnwinding(name, try controllerList(value))
        case "viewControllers" where kind == .tabBar: return .setTabs(tabs: name, try controllerList(value))
        case "viewControllers" where kind == .navigation:
            return .setNavigationStack(nav: name, try controllerList(value), animated: false)
        case "selectedIndex" where kind == .tabBar:
            return .selectTab(tabs: name, index: Int(try number(value)), controller: nil)
        case "selectedViewController" where kind == .tabBar:
            return .selectTab(tabs: name, index: nil, controller: try controller(value))
        case "isNavigationBarHidden" where kind == .navigation: return .setNavigationBarHidden(name, try boolean(value))
        default:
            throw value.position.error(
                "unsupported property '\(property)' of '\(name)'; supported: shouldAutomaticallyForwardAppearanceMethods, modalPresentationStyle, definesPresentationContext, additionalSafeAreaInsets, overrideUserInterfaceStyle, childForStatusBarStyle (and the other childFor... getters), preferredStatusBarStyle, viewControllers, selectedIndex, selectedViewController, isNavigationBarHidden"
            )
        }
    }

    private func viewAssignment(
        _ view: ViewReference, property: String, value: Located,
        at position: SourcePosition
    ) throws(ScriptError) -> Action {
        switch property {
        case "frame":
            let v = try numbers(value, type: "CGRect", ["x", "y", "width", "height"])
            guard v[2] >= 0, v[3] >= 0 else { throw value.position.error("a frame's width and height cannot be negative") }
            return .setViewProperty(view, .frame(Rect(x: v[0], y: v[1], width: v[2], height: v[3])))
        case "alpha": return .setViewProperty(view, .alpha(try number(value)))
        case "isHidden": return .setViewProperty(view, .hidden(try boolean(value)))
        case "translatesAutoresizingMaskIntoConstraints":
            return .setViewProperty(view, .translatesAutoresizingMaskIntoConstraints(try boolean(value)))
        case "axis":
            guard let axis = StackLayout.Axis(rawValue: try member(value)) else {
                throw value.position.error("a stack's axis is .horizontal or .vertical")
            }
            return .setViewProperty(view, .axis(axis))
        case "spacing": return .setViewProperty(view, .spacing(try number(value)))
        default:
            throw position.error(
                "unsupported view property '\(property)'; supported: frame, alpha, isHidden, translatesAutoresizingMaskIntoConstraints, axis, spacing"
            )
        }
    }

    func interfaceStyle(_ value: Located) throws(ScriptError) -> UserInterfaceStyle {
        guard let style = UserInterfaceStyle(rawValue: try member(value)) else {
            throw value.position.error("an interface style is .light, .dark or .unspecified")
        }
        return style
    }
}
