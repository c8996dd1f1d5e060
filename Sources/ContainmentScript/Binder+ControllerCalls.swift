import ContainmentEngine

/// Methods called on a view controller.
extension Binder {
    func controllerCall(
        _ name: String, kind: ControllerKind, _ method: String, _ args: [Argument],
        _ trailing: Closure?, at located: Located
    ) throws(ScriptError) -> Action {
        let position = located.position
        func labelled(_ labels: [String], optional: [String] = []) throws(ScriptError) -> MatchedArguments {
            try arguments(args, labels, at: position, optional: optional)
        }
        // The four appearance callbacks start with "view": other methods skip the costly
        // string-switch of `init(rawValue:)`.
        if method.utf8.first == UInt8(ascii: "v"), let callback = AppearanceCallback(rawValue: method) {
            return .directAppearanceCall(name, callback, animated: try boolean(try single(args, at: located)))
        }
        switch method {
        case "addChild", "addChildViewController":
            return .addChild(parent: name, child: try controller(try single(args, at: located)))
        case "removeFromParent", "removeFromParentViewController":
            return .removeFromParent(name)
        case "willMove":
            return .willMove(name, parent: try optionalController(try labelled(["toParent"])["toParent"]!))
        case "didMove":
            return .didMove(name, parent: try optionalController(try labelled(["toParent"])["toParent"]!))
        case "setValue":
            let m = try labelled(["_", "forKey"])
            guard try string(m["forKey"]!) == "parentViewController" else {
                throw position.error("only setValue(_:forKey: \"parentViewController\") is simulated")
            }
            return .setParentSPI(child: name, parent: try optionalController(m["_"]!))
        case "loadViewIfNeeded":
            return .touchView(.root(of: name))
        case "transition":
            let m = try labelled(
                ["from", "to", "duration", "options", "animations", "completion"],
                optional: ["options", "animations", "completion"])
            let animations = try closureBody(closure(m["animations"])) ?? []
            let completion = try closureBody(trailing ?? closure(m["completion"]))
            return .transition(
                parent: name, from: try controller(m["from"]!), to: try controller(m["to"]!),
                duration: try duration(m["duration"]!), animations: animations, completion: completion)
        case "beginAppearanceTransition":
            let m = try labelled(["_", "animated"])
            return .beginAppearanceTransition(name, isAppearing: try boolean(m["_"]!), animated: try boolean(m["animated"]!))
        case "endAppearanceTransition":
            return .endAppearanceTransition(name)
        case "setOverrideTraitCollection":
            let m = try labelled(["_", "forChild"])
            return .setOverrideTraitCollection(parent: name, child: try controller(m["forChild"]!), try traits(m["_"]!))
        case "storyboardEmbed":
            let m = try labelled(["_", "in"], optional: ["in"])
            let container = try m["in"].map { (l: Located) throws(ScriptError) in try view(l) }
            return .storyboardEmbed(parent: name, child: try controller(m["_"]!), in: container)
        case "performSegue":
            let m = try labelled(["withIdentifier", "sender"], optional: ["sender"])
            return .performSegue(name, identifier: try string(m["withIdentifier"]!))
        case "implementsUnwindAction":
            return .implementsUnwindAction(name, action: try string(try single(args, at: located)))
        case "performUnwindSegue":
            return .performUnwindSegue(name, action: try string(try labelled(["action"])["action"]!))
        case "show" where args.first?.label == nil && args.count == 2,
            "showDetailViewController":
            let m = try labelled(["_", "sender"], optional: ["sender"])
            return .show(name, target: try controller(m["_"]!), detail: method == "showDetailViewController")
        case "present":
            let m = try labelled(["_", "animated", "completion"], optional: ["completion"])
            return .present(
                presenter: name, presented: try controller(m["_"]!), animated: try boolean(m["animated"]!),
                completion: try closureBody(trailing ?? closure(m["completion"])))
        case "dismiss":
            let m = try labelled(["animated", "completion"], optional: ["completion"])
            return .dismiss(name, animated: try boolean(m["animated"]!), completion: try closureBody(trailing ?? closure(m["completion"])))
        case "_printHierarchy":
            return .printHierarchy(name)
        default:
            break
        }
        if let query = SystemAppearanceQuery.allCases.first(where: { $0.updateMethod == method }), args.isEmpty {
            return .updateSystemAppearance(name, query)
        }
        return try containerCall(name, kind: kind, method, args, at: located)
    }

    private func containerCall(
        _ name: String, kind: ControllerKind, _ method: String, _ args: [Argument],
        at located: Located
    ) throws(ScriptError) -> Action {
        let position = located.position
        func labelled(_ labels: [String], optional: [String] = []) throws(ScriptError) -> MatchedArguments {
            try arguments(args, labels, at: position, optional: optional)
        }
        func animated(_ m: MatchedArguments) throws(ScriptError) -> Bool { try boolean(m["animated"]!) }
        switch (kind, method) {
        case (.navigation, "pushViewController"):
            let m = try labelled(["_", "animated"])
            return .push(nav: name, try controller(m["_"]!), animated: try animated(m))
        case (.navigation, "popViewController"):
            return .pop(nav: name, animated: try animated(try labelled(["animated"])))
        case (.navigation, "popToRootViewController"):
            return .popToRoot(nav: name, animated: try animated(try labelled(["animated"])))
        case (.navigation, "popToViewController"):
            let m = try labelled(["_", "animated"])
            return .popTo(nav: name, try controller(m["_"]!), animated: try animated(m))
        case (.navigation, "setViewControllers"):
            let m = try labelled(["_", "animated"])
            return .setNavigationStack(nav: name, try controllerList(m["_"]!), animated: try animated(m))
        case (.navigation, "simulateInteractivePop"):
            let m = try labelled(["progress", "finishes"])
            return .simulateInteractivePop(nav: name, progress: try number(m["progress"]!), finishes: try boolean(m["finishes"]!))
        case (.tabBar, "simulateTap"):
            return .simulateTabTap(tabs: name, index: Int(try number(try labelled(["index"])["index"]!)))
        case (.tabBar, "setViewControllers"):
            let m = try labelled(["_", "animated"])
            return .setTabs(tabs: name, try controllerList(m["_"]!))
        case (.page, "setViewControllers"):
            let m = try labelled(["_", "direction", "animated", "completion"], optional: ["completion"])
            return .setPages(
                pages: name, try controllerList(m["_"]!), forward: try member(m["direction"]!) != "reverse",
                animated: try animated(m))
        case (.page, "simulateSwipe"):
            let m = try labelled(["to", "direction", "finishes"], optional: ["direction"])
            let forward = try m["direction"].map { (l: Located) throws(ScriptError) in try member(l) } != "reverse"
            return .simulateSwipe(pages: name, to: try controller(m["to"]!), forward: forward, finishes: try boolean(m["finishes"]!))
        case (.split, "setViewController"):
            let m = try labelled(["_", "for"])
            return .setSplitColumn(split: name, column: try member(m["for"]!), try optionalController(m["_"]!))
        case (.split, "show"), (.split, "hide"):
            return .showSplitColumn(split: name, column: try member(try single(args, at: located)), visible: method == "show")
        default:
            throw located.position.error(
                "unsupported call '\(Binder.render(located))' on \(kind == .plain ? "a view controller" : "a \(kind.rawValue) controller"); \(Binder.supported)"
            )
        }
    }

    /// `UITraitCollection(horizontalSizeClass: .compact)` (or vertical / userInterfaceStyle), or nil.
    private func traits(_ located: Located) throws(ScriptError) -> Traits? {
        if case .nilLiteral = located.expression { return nil }
        guard case .call(let callee, let args, nil) = located.expression, case .identifier("UITraitCollection") = callee.expression,
            args.count == 1, let label = args[0].label
        else {
            throw located.position.error(
                "expected UITraitCollection(horizontalSizeClass: .compact), (verticalSizeClass:), (userInterfaceStyle:) or nil")
        }
        var traits = Traits.unspecified
        let value = try member(args[0].value)
        switch label {
        case "horizontalSizeClass", "verticalSizeClass":
            guard let sizeClass = SizeClass(rawValue: value) else { throw args[0].value.position.error("a size class is .compact or .regular") }
            if label == "horizontalSizeClass" { traits.horizontalSizeClass = sizeClass } else { traits.verticalSizeClass = sizeClass }
        case "userInterfaceStyle":
            traits.userInterfaceStyle = try interfaceStyle(args[0].value)
        default:
            throw args[0].value.position.error("unsupported trait '\(label)'")
        }
        return traits
    }
}
