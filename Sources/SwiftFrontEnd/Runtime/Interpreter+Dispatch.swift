import ContainmentEngine

/// UIKit's dispatch to the user's overrides: the behaviours a class installs on its instances,
/// outlets, and a callback's arguments as Swift values.
extension Interpreter {
    /// Installs a behaviour on each UIKit callback the class (or a superclass) implements, and
    /// sets the flags its overridden properties answer (`shouldAutomaticallyForwardAppearanceMethods`).
    func installBehaviours(_ id: Int, _ className: String, engineName: String, _ loc: Loc) throws {
        let plan = behaviourPlan(className)
        for callback in plan.callbacks {
            try act(.override(engineName, method: callback, behaviour: InstalledBehaviour(SwiftOverride(object: id, method: callback))), loc)
        }
        if plan.overridesTabBarDidSelect {
            let call = DelegateCall(container: id, method: "tabBar", event: "didSelect", toContainer: true)
            try act(.override(engineName, method: "delegate:tabBarDidSelect", behaviour: InstalledBehaviour(call)), loc)
        }
        for (property, owner, flag) in plan.flags {
            let value = try readProperty(property, owner: owner, of: id, loc)
            if case .bool(let on) = value { try act(.setFlag(engineName, flag, on), loc) }
        }
    }

    /// Built for each class a program makes an instance of, in a new session before anything is
    /// shared (`SharedDerivedTypes`): one pass over the chain's declarations, each method's name
    /// looked up once (filtering UIKit's callbacks through a set of the names cost 11 us a class).
    func behaviourPlan(_ className: String) -> BehaviourPlan {
        if let plan = runtime.derived.behaviourPlans[className] { return plan }
        if let plan = runtime.speculation?.behaviourPlan(className) {
            runtime.derived.behaviourPlans[className] = plan
            return plan
        }
        let chain = chain(of: className)
        var overridden = [Bool](repeating: false, count: UIKit.callbacks.count)
        var declaresAny = false, hasOutlets = false
        for type in chain {
            guard let info = runtime.heap.types[type] else { continue }
            declaresAny = true
            for method in info.decl.methods { if let position = UIKit.callbackPositions[method.name] { overridden[position] = true } }
            if !hasOutlets { hasOutlets = info.decl.properties.contains(where: \.isOutlet) }
        }
        var plan = BehaviourPlan(callbacks: UIKit.callbacks.indices.compactMap { overridden[$0] ? UIKit.callbacks[$0] : nil }, flags: [])
        guard declaresAny else {
            runtime.derived.behaviourPlans[className] = plan
            return plan
        }
        if hasOutlets, !plan.callbacks.contains("loadView") { plan.callbacks.append("loadView") }
        plan.overridesTabBarDidSelect = chain.contains("UITabBarController") && method("tabBar", labels: [nil, "didSelect"], for: className) != nil
        for (flagName, flag) in UIKit.overridableFlags {
            guard let (property, owner) = property(flagName, for: className), property.getter != nil || property.initializer != nil else { continue }
            plan.flags.append((property, owner, flag))
        }
        runtime.derived.behaviourPlans[className] = plan
        return plan
    }

    func hasOutlets(_ className: String) -> Bool {
        chain(of: className).contains { runtime.heap.types[$0]?.decl.properties.contains(where: \.isOutlet) == true }
    }

    /// A storyboard connects outlets while the view loads: a view of the declared type for each,
    /// a full-size subview of the root view (an outlet collection gets one view).
    func connectOutlets(_ id: Int, _ loc: Loc) throws {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        guard let record = runtime.heap.objects[id], case .controller(let controller) = record.role else { return }
        let root = try playground.loadedView(of: controller)
        let size = playground.viewInfo(root)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for type in chain(of: record.className).reversed() {
            for property in runtime.heap.types[type]?.decl.properties ?? [] where property.isOutlet {
                let typeName = property.type?.name ?? "UIView"
                let outlet: Value
                if chain(of: typeName).contains("UIView") || typeName.hasSuffix("View") {
                    let view = try makeView(typeName, [], [], loc, bindingName: property.name)
                    let viewName = try engineName(view, loc)
                    try act(.addSubview(superview: .named(root), view: .named(viewName)), loc)
                    try act(.setViewProperty(.named(viewName), .frame(Rect(x: 0, y: 0, width: size.width, height: size.height))), loc)
                    outlet = property.type?.isArray == true ? .array([view]) : view
                } else {
                    outlet = .inert(typeName)
                }
                runtime.heap.objects[id]?.properties[property.name] = outlet
            }
        }
    }

    /// UIKit calls `method` on the object: runs the most derived implementation, with UIKit's own
    /// work as the end of its `super` chain.
    func dispatch(_ callback: Callback, object id: Int, method name: String, callSuper: () throws -> Void) throws {
        guard let record = runtime.heap.objects[id] else { return try callSuper() }
        if runtime.heap.releasedByUIKit.contains(id) {
            // The trace found nothing holding it, UIKit included, and its deinit ran: UIKit calling
            // it again means the playground's model of what UIKit holds missed something. Loud.
            throw LimitExceeded(
                fixed:
                    "UIKit called \(name) on \(record.engineName ?? record.className) after the playground had released it (its deinit ran): the playground's model of what UIKit holds misses this case; please report it"
            )
        }
        let connects = name == "loadView" && hasOutlets(record.className)
        let at = Loc(line: 0, column: 0)
        var calledSuper = false
        func uikit() throws {
            calledSuper = true
            try callSuper()
            if connects { try connectOutlets(id, at) }
        }
        guard let (function, owner) = method(name, labels: nil, for: record.className) else { return try uikit() }
        let arguments = callbackArguments(callback, count: function.params.count, receiver: id)
        try withoutActuallyEscaping(uikit) { escapable in
            _ = try invoke(
                function, receiver: .object(id), owner: owner, arguments, function.params.map(\.label), function.loc, uikitSuper: escapable)
        }
        if !calledSuper, let documentation = UIKit.mustCallSuper[name], case .controller(let controller) = record.role {
            playground.reportDiagnostic(
                Pitfalls.overrideSkipsSuper(controller, className: record.className, method: name, documentation: documentation))
        }
    }

    /// The arguments UIKit passes, from the callback's typed argument.
    func callbackArguments(_ callback: Callback, count: Int, receiver: Int) -> [Value] {
        var values: [Value] = []
        switch callback.argument {
        case .animated(let animated): values = [.bool(animated)]
        case .parent(let parent): values = [object(forEngineName: parent)]
        case .size(let size):
            values = [
                Value.record("CGSize", [("width", .double(size.width)), ("height", .double(size.height))]),
                .inert("UIViewControllerTransitionCoordinator"),
            ]
        case .segue(_, let destination):
            let segue = newObject(
                ObjectRecord(
                    className: "UIStoryboardSegue", role: .plain,
                    properties: [
                        "destination": object(forEngineName: destination), "source": .object(receiver), "identifier": .null,
                    ]))
            values = [.object(segue), .null]
        default: break
        }
        while values.count < count { values.append(.null) }
        return Array(values.prefix(count))
    }
}
