import ContainmentEngine

/// UIKit's methods on view controllers and views, and layout anchors: each runs the engine's
/// action, as the flat language's binder does.
extension Interpreter {
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
        return [
            Statement(line: loc.line, column: loc.column, action: .userCode(InstalledUserCode(ClosureCall(closure: closure, arguments: arguments))))
        ]
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
