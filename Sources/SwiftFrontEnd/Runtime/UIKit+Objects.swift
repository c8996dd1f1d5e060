import ContainmentEngine

/// UIKit's properties and methods on view controllers, views and the window: each reads the
/// engine's state or runs the engine's action, as the flat language's binder does.
extension Interpreter {
    func uikitMember(_ name: String, of id: Int, _ record: ObjectRecord, _ loc: Loc) throws -> Value? {
        switch record.role {
        case .controller(let controller):
            if name == "view" {
                if let cached = record.rootView { return .object(cached) }
                let view = try controllerMember(name, controller, loc)
                if case .object(let viewID)? = view { runtime.heap.objects[id]?.rootView = viewID }
                return view
            }
            return try controllerMember(name, controller, loc)
        case .view(let view): return try viewMember(name, view, loc)
        case .plain: return nil
        }
    }

    private func objects(_ names: [String]) -> Value { .array(names.map { object(forEngineName: $0) }) }

    func controllerMember(_ name: String, _ controller: String, _ loc: Loc) throws -> Value? {
        // The most read member, answered without building the controller's whole description.
        if name == "view" { return object(forEngineName: try playground.loadedView(of: controller)) }
        guard let info = playground.controllerInfo(controller) else { return nil }
        switch name {
        case "viewIfLoaded": return object(forEngineName: info.view)
        case "isViewLoaded": return .bool(info.view != nil)
        case "children", "childViewControllers": return objects(info.children)
        case "parent", "parentViewController": return object(forEngineName: info.parent)
        case "navigationController": return object(forEngineName: playground.ancestorController(of: controller, kind: .navigation))
        case "tabBarController": return object(forEngineName: playground.ancestorController(of: controller, kind: .tabBar))
        case "splitViewController": return object(forEngineName: playground.ancestorController(of: controller, kind: .split))
        // "The view controller that is presented by this view controller, or one of its ancestors
        // in the view controller hierarchy" (Apple); a child of a presented controller answers
        // its ancestor's presenter the same way.
        case "presentedViewController": return object(forEngineName: firstThroughAncestors(controller, \.presented))
        case "presentingViewController": return object(forEngineName: firstThroughAncestors(controller, \.presenting))
        case "viewControllers": return info.containerList.map(objects) ?? .null
        case "topViewController", "visibleViewController": return object(forEngineName: info.containerList?.last)
        case "selectedIndex" where info.kind == .tabBar: return info.selectedIndex.map { .int($0) } ?? .int(0)
        case "selectedViewController" where info.kind == .tabBar: return object(forEngineName: playground.selectedViewController(of: controller))
        case "isMovingToParent", "isMovingToParentViewController": return .bool(info.isMovingToParent)
        case "isMovingFromParent", "isMovingFromParentViewController": return .bool(info.isMovingFromParent)
        case "isBeingPresented": return .bool(info.isBeingPresented)
        case "isBeingDismissed": return .bool(info.isBeingDismissed)
        case "shouldAutomaticallyForwardAppearanceMethods": return .bool(info.automaticallyForwardsAppearance)
        case "title": return .null  // nil until set (a set value is kept on the object)
        case "navigationItem", "tabBarItem", "storyboard", "traitCollection", "preferredContentSize", "restorationIdentifier":
            return .inert("\(info.className).\(name)")
        default: return nil
        }
    }

    /// The nearest controller above `controller` (its parents, then the controller presenting
    /// that chain) whose class, one of the user's, declares `method`: the target UIKit's
    /// `targetViewController(forAction:sender:)` finds for `show` and `showDetailViewController`.
    /// Apple: "This method uses the targetViewController(forAction:sender:) method to locate an
    /// object in the view controller hierarchy that overrides this method."
    func overridingAncestor(of controller: String, method: String) -> (name: String, id: Int)? {
        var current = playground.controllerInfo(controller).flatMap { $0.parent ?? $0.presenting }
        var visited: Set<String> = [controller]
        while let name = current, visited.insert(name).inserted, let info = playground.controllerInfo(name) {
            if let id = runtime.heap.objectForEngineName[name], let record = runtime.heap.objects[id],
                index(of: record.className).methods(method) != nil
            {
                return (name, id)
            }
            current = info.parent ?? info.presenting
        }
        return nil
    }

    /// The first value `field` has on `controller` or, going up, on one of its ancestors.
    private func firstThroughAncestors(_ controller: String, _ field: KeyPath<Playground.ControllerInfo, String?>) -> String? {
        var current: String? = controller
        while let name = current, let ancestor = playground.controllerInfo(name) {
            if let found = ancestor[keyPath: field] { return found }
            current = ancestor.parent
        }
        return nil
    }

    func viewMember(_ name: String, _ view: String, _ loc: Loc) throws -> Value? {
        guard let info = playground.viewInfo(view) else { return nil }
        if view == Playground.windowViewName {
            switch name {
            case "rootViewController": return object(forEngineName: playground.rootViewController)
            case "bounds", "frame":
                let size = playground.windowSize
                return Self.rectValue(Rect(x: 0, y: 0, width: size.width, height: size.height))
            default: break
            }
        }
        if let attribute = UIKit.anchorAttribute(name) { return .anchor(view: view, attribute: attribute, guide: nil) }
        switch name {
        case "frame": return Self.rectValue(info.frame)
        case "bounds": return Self.rectValue(Rect(x: 0, y: 0, width: info.frame.width, height: info.frame.height))
        case "center":
            return .record("CGPoint", [("x", .double(info.frame.x + info.frame.width / 2)), ("y", .double(info.frame.y + info.frame.height / 2))])
        case "superview": return object(forEngineName: info.superview)
        case "subviews": return objects(info.subviews)
        case "window": return playground.viewIsInWindow(view) ? .object(windowObject()) : .null
        case "safeAreaLayoutGuide": return .guide(view: view, kind: "safeArea")
        case "layoutMarginsGuide", "readableContentGuide": return .guide(view: view, kind: "safeArea")
        case "constraints": return .array([])
        case "tag": return .int(0)  // until set (a set tag is kept on the object)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(true)
        case "backgroundColor", "tintColor", "layer", "alpha", "isHidden", "clipsToBounds", "contentMode", "axis", "distribution",
            "alignment", "spacing", "arrangedSubviews", "text", "font", "textColor", "image":
            return .inert("\(info.className).\(name)")
        default: return nil
        }
    }

    /// Setting one of UIKit's properties; false when UIKit has none by that name (the value is
    /// then kept on the object, as an associated value would be).
    func uikitSetMember(_ name: String, of id: Int, _ record: ObjectRecord, to value: Value, _ loc: Loc) throws -> Bool {
        switch record.role {
        case .controller(let controller):
            switch name {
            case "modalPresentationStyle":
                if case .enumCase(_, let style, _) = value, let presentation = ModalPresentationStyle(rawValue: style) {
                    try act(.setModalPresentationStyle(controller, presentation), loc)
                }
                return true
            case "viewControllers":
                guard case .array(let items) = value else { return false }
                let names = try items.map { try controllerName($0, loc) }
                switch playground.controllerKind(controller) {
                case .navigation?: try act(.setNavigationStack(nav: controller, names, animated: false), loc)
                case .tabBar?: try act(.setTabs(tabs: controller, names), loc)
                case .split?:
                    // The classic split view's `[primary, secondary]`.
                    for (column, child) in zip(["primary", "secondary"], names) {
                        try act(.setSplitColumn(split: controller, column: column, child), loc)
                    }
                default: return false
                }
                return true
            case "selectedIndex":
                try act(.selectTab(tabs: controller, index: Self.int(value), controller: nil), loc)
                return true
            case "selectedViewController":
                try act(.selectTab(tabs: controller, index: nil, controller: try controllerName(value, loc)), loc)
                return true
            case "additionalSafeAreaInsets":
                guard case .record("UIEdgeInsets", _) = value else { return false }
                let inset = { (side: String) in Self.double(value.field(side)) ?? 0 }
                try act(
                    .setAdditionalSafeAreaInsets(
                        controller, EdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))), loc)
                return true
            case "overrideUserInterfaceStyle":
                guard let style = Self.interfaceStyle(value) else { return false }
                try act(.setUserInterfaceStyle(controller, style), loc)
                return true
            case "allowedChildrenForUnwinding":
                guard case .array(let items) = value else { return false }
                try act(.setAllowedChildrenForUnwinding(controller, try items.map { try controllerName($0, loc) }), loc)
                return true
            case "delegate" where playground.controllerKind(controller) == .navigation || playground.controllerKind(controller) == .tabBar:
                // The delegate is kept on the object, and told what the container shows.
                runtime.heap.objects[id]?.properties[name] = value
                let navigation = playground.controllerKind(controller) == .navigation
                for event in navigation ? ["willShow", "didShow"] : ["didSelect"] {
                    let call = DelegateCall(container: id, method: navigation ? "navigationController" : "tabBarController", event: event)
                    try act(.override(controller, method: "delegate:" + event, behaviour: call), loc)
                }
                return true
            case "view", "title", "preferredContentSize", "navigationItem", "tabBarItem", "modalTransitionStyle", "transitioningDelegate",
                "delegate", "dataSource", "hidesBottomBarWhenPushed", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
                "restorationIdentifier", "modalPresentationCapturesStatusBarAppearance", "isModalInPresentation", "isEditing":
                // Kept on the object: UIKit's properties the engine has no use for (yet).
                runtime.heap.objects[id]?.properties[name] = value
                return true
            default:
                if let flag = ControllerFlag(rawValue: name) {
                    guard case .bool(let on) = value else { return false }
                    try act(.setFlag(controller, flag, on), loc)
                    return true
                }
                return try setSystemAppearance(name, of: controller, to: value, loc)
            }
        case .view(let view):
            if view == Playground.windowViewName {
                switch name {
                case "rootViewController":
                    try act(.setRootViewController(value.isNil ? nil : try controllerName(value, loc)), loc)
                    return true
                case "size":
                    if let size = Self.size(value) { try act(.setWindowSize(size), loc) }
                    return true
                case "overrideUserInterfaceStyle":
                    if let style = Self.interfaceStyle(value) { try act(.setUserInterfaceStyle(nil, style), loc) }
                    return true
                default: break
                }
            }
            switch name {
            case "frame":
                if let rect = Self.rect(value) { try act(.setViewProperty(.named(view), .frame(rect)), loc) }
            case "translatesAutoresizingMaskIntoConstraints":
                if case .bool(let on) = value { try act(.setViewProperty(.named(view), .translatesAutoresizingMaskIntoConstraints(on)), loc) }
            case "alpha":
                if let alpha = Self.double(value) { try act(.setViewProperty(.named(view), .alpha(alpha)), loc) }
            case "isHidden":
                if case .bool(let hidden) = value { try act(.setViewProperty(.named(view), .hidden(hidden)), loc) }
            case "axis":
                if case .enumCase(_, let axis, _) = value, let stackAxis = StackLayout.Axis(rawValue: axis) {
                    try act(.setViewProperty(.named(view), .axis(stackAxis)), loc)
                }
            case "spacing":
                if let spacing = Self.double(value) { try act(.setViewProperty(.named(view), .spacing(spacing)), loc) }
            default:
                runtime.heap.objects[id]?.properties[name] = value
            }
            return true
        case .plain:
            return false
        }
    }

    func uikitCall(_ name: String, on id: Int, _ record: ObjectRecord, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?)
        throws -> Value?
    {
        switch record.role {
        case .controller(let controller): return try controllerCall(name, controller, arguments, labels, loc)
        case .view(let view): return try viewCall(name, view, arguments, labels, loc)
        case .plain:
            if record.className == "UIStoryboardSegue", name == "perform" { return .void }
            return nil
        }
    }

    private func argument(_ label: String?, _ arguments: [Value], _ labels: [String?]) -> Value? {
        labels.firstIndex(of: label).map { arguments[$0] }
    }

    /// A closure argument as statements the engine runs later (completions, animations).
    func code(_ value: Value?, _ loc: Loc, passing arguments: [Value] = [.bool(true)]) -> [Statement]? {
        guard let value, case .closure(let closure) = value else { return nil }
        return [Statement(line: loc.line, column: loc.column, action: .userCode(ClosureCall(closure: closure, arguments: arguments)))]
    }

    func controllerCall(_ name: String, _ controller: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        func bool(_ label: String?) -> Bool { if case .bool(let b)? = argument(label, arguments, labels) { b } else { false } }
        if let callback = AppearanceCallback(rawValue: name), arguments.count == 1 {
            try act(.directAppearanceCall(controller, callback, animated: bool(nil)), loc)
            return .void
        }
        switch name {
        case "addChild", "addChildViewController":
            try act(.addChild(parent: controller, child: try controllerName(try first(arguments, loc), loc)), loc)
        case "removeFromParent", "removeFromParentViewController":
            try act(.removeFromParent(controller), loc)
        case "willMove", "didMove":
            let parent = arguments.first.flatMap { $0.isNil ? nil : $0 }
            let parentName = try parent.map { try controllerName($0, loc) }
            try act(name == "willMove" ? .willMove(controller, parent: parentName) : .didMove(controller, parent: parentName), loc)
        case "loadViewIfNeeded":
            try act(.touchView(.root(of: controller)), loc)
        case "transition":
            guard let from = argument("from", arguments, labels), let to = argument("to", arguments, labels) else { return nil }
            let duration = Self.double(argument("duration", arguments, labels)) ?? 0
            let animations = code(argument("animations", arguments, labels), loc, passing: []) ?? []
            let completion = code(argument("completion", arguments, labels) ?? (labels.last == .some(nil) ? arguments.last : nil), loc)
            try act(
                .transition(
                    parent: controller, from: try controllerName(from, loc), to: try controllerName(to, loc), duration: duration,
                    animations: animations, completion: completion), loc)
        case "beginAppearanceTransition":
            try act(.beginAppearanceTransition(controller, isAppearing: bool(nil), animated: bool("animated")), loc)
        case "endAppearanceTransition":
            try act(.endAppearanceTransition(controller), loc)
        case "present":
            try act(
                .present(
                    presenter: controller, presented: try controllerName(try first(arguments, loc), loc), animated: bool("animated"),
                    completion: code(argument("completion", arguments, labels) ?? (labels.count > 2 ? arguments.last : nil), loc, passing: [])), loc)
        case "dismiss":
            try act(
                .dismiss(
                    controller, animated: bool("animated"),
                    completion: code(argument("completion", arguments, labels) ?? (labels.count > 1 ? arguments.last : nil), loc, passing: [])), loc)
        case "pushViewController":
            try act(.push(nav: controller, try controllerName(try first(arguments, loc), loc), animated: bool("animated")), loc)
        case "popViewController":
            let top = playground.controllerInfo(controller)?.containerList?.last
            try act(.pop(nav: controller, animated: bool("animated")), loc)
            return object(forEngineName: top)
        case "popToRootViewController":
            try act(.popToRoot(nav: controller, animated: bool("animated")), loc)
        case "popToViewController":
            try act(.popTo(nav: controller, try controllerName(try first(arguments, loc), loc), animated: bool("animated")), loc)
        case "setViewControllers":
            guard case .array(let items)? = arguments.first else { return nil }
            let names = try items.map { try controllerName($0, loc) }
            switch playground.controllerKind(controller) {
            case .navigation?: try act(.setNavigationStack(nav: controller, names, animated: bool("animated")), loc)
            case .tabBar?: try act(.setTabs(tabs: controller, names), loc)
            case .page?:
                let forward: Bool =
                    if case .enumCase(_, let direction, _)? = argument("direction", arguments, labels) { direction != "reverse" } else { true }
                try act(.setPages(pages: controller, names, forward: forward, animated: bool("animated")), loc)
            default: return nil
            }
        case "storyboardEmbed":
            let container = try argument("in", arguments, labels).map { ViewReference.named(try viewName($0, loc)) }
            try act(.storyboardEmbed(parent: controller, child: try controllerName(try first(arguments, loc), loc), in: container), loc)
        case "performSegue":
            if case .string(let identifier)? = argument("withIdentifier", arguments, labels) {
                try act(.performSegue(controller, identifier: identifier), loc)
            }
        case "setViewController" where playground.controllerKind(controller) == .split:
            guard case .enumCase(_, let column, _)? = argument("for", arguments, labels) else { return nil }
            let child = arguments.first.flatMap { $0.isNil ? nil : $0 }
            try act(.setSplitColumn(split: controller, column: column, try child.map { try controllerName($0, loc) }), loc)
        case "show" where playground.controllerKind(controller) == .split && labels.first == .some(nil) && arguments.count == 1,
            "hide" where playground.controllerKind(controller) == .split:
            guard case .enumCase(_, let column, _)? = arguments.first else { return nil }
            try act(.showSplitColumn(split: controller, column: column, visible: name == "show"), loc)
        case "show", "showDetailViewController":
            // UIKit's `show` asks `targetViewController(forAction:sender:)`: the first controller up
            // the parent chain, then the presenting one, whose class overrides the method handles it.
            if let ancestor = overridingAncestor(of: controller, method: name) {
                _ = try callMethod(name, on: .object(ancestor.id), arguments, labels, loc, bindingName: nil)
                return .void
            }
            try act(.show(controller, target: try controllerName(try first(arguments, loc), loc), detail: name == "showDetailViewController"), loc)
        case "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateOfHomeIndicatorAutoHidden", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures":
            for query in SystemAppearanceQuery.allCases where query.updateMethod == name {
                try refreshSystemAppearanceOverrides(loc)
                try act(.updateSystemAppearance(controller, query), loc)
                break
            }
        case "setValue":
            // The private parentViewController setter, which UIKit reports (the `set-parent-spi` pitfall).
            guard case .string("parentViewController")? = argument("forKey", arguments, labels) else { return .void }
            let parent = arguments.first.flatMap { $0.isNil ? nil : $0 }
            try act(.setParentSPI(child: controller, parent: try parent.map { try controllerName($0, loc) }), loc)
        case "setOverrideTraitCollection":
            guard let child = argument("forChild", arguments, labels) else { return nil }
            try act(.setOverrideTraitCollection(parent: controller, child: try controllerName(child, loc), Self.traits(arguments.first)), loc)
        case "performUnwindSegue":
            guard case .string(let action)? = argument("action", arguments, labels) else { return nil }
            try act(.performUnwindSegue(controller, action: action), loc)
        case "implementsUnwindAction":
            guard case .string(let action)? = arguments.first else { return nil }
            try act(.implementsUnwindAction(controller, action: action), loc)
        case "simulateInteractivePop":
            try act(
                .simulateInteractivePop(
                    nav: controller, progress: Self.double(argument("progress", arguments, labels)) ?? 0, finishes: bool("finishes")), loc)
        case "simulateTap":
            try act(.simulateTabTap(tabs: controller, index: Self.int(argument("index", arguments, labels)) ?? 0), loc)
        case "simulateSwipe":
            guard let to = argument("to", arguments, labels) else { return nil }
            let forward: Bool =
                if case .enumCase(_, let direction, _)? = argument("direction", arguments, labels) { direction != "reverse" } else { true }
            try act(.simulateSwipe(pages: controller, to: try controllerName(to, loc), forward: forward, finishes: bool("finishes")), loc)
        case "_printHierarchy":
            try act(.printHierarchy(controller), loc)
        case "isKind", "isMember":
            if case .type(let type)? = arguments.first {
                return .bool(isInstance(.object(runtime.heap.objectForEngineName[controller] ?? 0), of: type))
            }
            return .bool(false)
        default: return nil
        }
        return .void
    }

    func viewCall(_ name: String, _ view: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        switch name {
        case "addSubview", "insertSubview":
            try act(.addSubview(superview: .named(view), view: .named(try viewName(try first(arguments, loc), loc))), loc)
        case "removeFromSuperview":
            try act(.removeFromSuperview(.named(view)), loc)
        case "addArrangedSubview", "insertArrangedSubview":
            try act(.addArrangedSubview(stack: .named(view), view: .named(try viewName(try first(arguments, loc), loc))), loc)
        case "removeArrangedSubview":
            try act(.removeArrangedSubview(stack: .named(view), view: .named(try viewName(try first(arguments, loc), loc))), loc)
        case "layoutIfNeeded": try act(.layoutIfNeeded(.named(view)), loc)
        case "setNeedsLayout", "setNeedsUpdateConstraints": try act(.setNeedsLayout(.named(view)), loc)
        case "addConstraint", "addConstraints":
            try act(.activateConstraints(constraints(in: arguments.first ?? .null)), loc)
        case "removeConstraint", "removeConstraints":
            return .void
        case "makeKeyAndVisible", "bringSubviewToFront", "sendSubviewToBack", "layoutSubviews", "sizeToFit", "addGestureRecognizer",
            "setContentHuggingPriority", "setContentCompressionResistancePriority", "addTarget", "setTitle", "setImage", "register":
            return .void
        default: return nil
        }
        return .void
    }

    /// The constraints in a value: one, or an array of them (nested arrays flattened).
    func constraints(in value: Value) -> [ConstraintSpec] {
        switch value {
        case .constraint(let spec): [spec]
        case .array(let items): items.flatMap(constraints)
        default: []
        }
    }

    /// `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`, `equalToConstant:`.
    func anchorCall(
        _ view: String, _ attribute: LayoutConstraint.Attribute, _ guide: String?, _ name: String, _ arguments: [Value],
        _ labels: [String?], _ loc: Loc
    ) throws -> Value? {
        guard name == "constraint" || name == "constraintEqualToAnchor" else { return nil }
        let constant = Self.double(argument("constant", arguments, labels)) ?? 0
        if let value = argument("equalToConstant", arguments, labels) ?? argument("greaterThanOrEqualToConstant", arguments, labels)
            ?? argument("lessThanOrEqualToConstant", arguments, labels)
        {
            return .constraint(
                ConstraintSpec(
                    view: .named(view),
                    constraint: LayoutConstraint(
                        attribute: attribute, target: nil, targetAttribute: nil,
                        constant: Self.double(value) ?? 0), targetView: nil))
        }
        let other =
            argument("equalTo", arguments, labels) ?? argument("greaterThanOrEqualTo", arguments, labels)
            ?? argument("lessThanOrEqualTo", arguments, labels) ?? arguments.first
        guard case .anchor(let targetView, let targetAttribute, let targetGuide)? = other else {
            throw error("constraint(equalTo:) takes another anchor", loc)
        }
        let target: LayoutConstraint.Target = targetGuide == "safeArea" ? .safeArea(targetView) : .view(targetView)
        return .constraint(
            ConstraintSpec(
                view: .named(view),
                constraint: LayoutConstraint(
                    attribute: attribute, target: target,
                    targetAttribute: targetAttribute, constant: constant),
                targetView: nil))
    }
}

/// A Swift closure the engine runs later: a completion, an animation block, a dispatched block.
struct ClosureCall: UserCode {
    let closure: ClosureValue
    let arguments: [Value]

    func run(on playground: Playground) throws {
        _ = try Interpreter(playground: playground, runtime: SwiftRuntime.of(playground)).callClosure(closure, arguments)
    }
}

/// A container telling its delegate (the object in its `delegate` property now) what it shows:
/// `navigationController(_:willShow:animated:)`, `navigationController(_:didShow:animated:)` or
/// `tabBarController(_:didSelect:)`, when the delegate's class declares it.
struct DelegateCall: ControllerBehaviour {
    let container: Int
    let method: String
    let event: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        guard case .object(let delegate)? = interpreter.runtime.heap.objects[container]?.properties["delegate"],
            let className = interpreter.runtime.heap.objects[delegate]?.className
        else { return }
        let parts = callback.arguments.split(separator: " ")
        let shown = parts.first.map { interpreter.object(forEngineName: String($0)) } ?? .null
        let withAnimated = method == "navigationController"
        let labels: [String?] = withAnimated ? [nil, event, "animated"] : [nil, event]
        let arguments: [Value] = withAnimated ? [.object(container), shown, .bool(parts.last == "true")] : [.object(container), shown]
        guard let (function, owner) = interpreter.method(method, labels: labels, for: className) else { return }
        _ = try interpreter.invoke(function, receiver: .object(delegate), owner: owner, arguments, labels, function.loc)
    }
}

/// The user's override of a UIKit callback, installed on each instance of the class.
struct SwiftOverride: ControllerBehaviour {
    let object: Int
    let method: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        try Interpreter(playground: playground, runtime: SwiftRuntime.of(playground)).dispatch(
            callback, object: object, method: method, callSuper: callSuper)
    }
}
