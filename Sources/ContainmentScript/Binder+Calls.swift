import ContainmentEngine
import UIKitCatalogue

/// Calls: `receiver.method(arguments) { trailing closure }`.
extension Binder {
    func expressionStatement(_ located: Located) throws(ScriptError) -> Action {
        guard case .call(let callee, let args, let trailing) = located.expression else {
            throw located.position.error("'\(Binder.render(located))' does nothing on its own; call a method or assign a property")
        }
        if case .identifier("print") = callee.expression {
            guard args.count == 1, args[0].label == nil else {
                throw located.position.error("print takes one property, e.g. print(C.isMovingToParent)").swiftOnly
            }
            return .print(try propertyPath(args[0].value))
        }
        guard case .member(let base, let method) = callee.expression else { throw unsupported(located) }
        if let action = try wellKnownReceiverCall(base, method, args, trailing, at: located) { return action }
        if case .identifier(let name) = base.expression, case .controller(let kind) = objectType(name) {
            return try controllerCall(name, kind: kind, method, args, trailing, at: located)
        }
        return try viewCall(try view(base), method, args, trailing, at: located)
    }

    /// Calls on UIKit's types and singletons (`NSLayoutConstraint`, `UIView`, `RunLoop.main`...),
    /// matched on the receiver's shape: rendering every call's receiver to text to compare it
    /// cost more than the rest of binding the call. (Only `Name` and `Name.member` render as these.)
    private func wellKnownReceiverCall(
        _ base: Located, _ method: String, _ args: [Argument], _ trailing: Closure?,
        at located: Located
    ) throws(ScriptError) -> Action? {
        switch base.expression {
        case .identifier("NSLayoutConstraint"): return try constraintCall(method, args, at: located)
        case .identifier("UIView"): return try uiViewCall(method, args, trailing, at: located)
        case .member(let object, let member):
            guard case .identifier(let objectName) = object.expression else { return nil }
            switch objectName {
            case "RunLoop" where member == "main" || member == "current": return try runLoopCall(method, args, at: located)
            case "UIApplication" where member == "shared":
                guard method == "simulateMemoryWarning" || method == "didReceiveMemoryWarning", args.isEmpty else { throw unsupported(located) }
                return .simulateMemoryWarning
            case "NotificationCenter" where member == "default":
                let text = Binder.render(located)
                if text.contains("UIApplicationWantsViewsToDisappearNotification") { return .appWantsViewsToDisappear }
                if text.contains("MemoryWarning") { return .simulateMemoryWarning }
                throw located.position.error("only the memory-warning and UIApplicationWantsViewsToDisappearNotification notifications are simulated")
            default: return nil
            }
        default: return nil
        }
    }

    private func viewCall(
        _ view: ViewReference, _ method: String, _ args: [Argument], _ trailing: Closure?,
        at located: Located
    ) throws(ScriptError) -> Action {
        let className: String =
            switch view {
            case .named(let name): if case .view(let className)? = objectType(name) { className } else { "UIView" }
            case .window: "UIWindow"
            default: "UIView"
            }
        if let action = try catalogueCall(.view(view), methods: UIKitCatalogue.methodTable(of: className), method, args, trailing, at: located) {
            return action
        }
        throw unsupported(located)
    }

    func single(_ args: [Argument], at located: Located) throws(ScriptError) -> Located {
        guard args.count == 1, args[0].label == nil else {
            throw located.position.error("'\(Binder.render(located))' takes one unlabelled argument")
        }
        return args[0].value
    }

    private func runLoopCall(_ method: String, _ args: [Argument], at located: Located) throws(ScriptError) -> Action {
        guard method == "run", args.count == 1, args[0].label == "until",
            case .call(let date, let dateArgs, nil) = args[0].value.expression, case .identifier("Date") = date.expression
        else {
            throw located.position.error("write RunLoop.main.run(until: Date()) or RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))")
        }
        if dateArgs.isEmpty { return .runLoop(seconds: nil) }
        let matched = try arguments(dateArgs, ["timeIntervalSinceNow"], at: args[0].value.position)
        let seconds = try number(matched["timeIntervalSinceNow"]!)
        guard seconds >= 0, seconds <= 3600 else { throw args[0].value.position.error("the run loop can advance 0 to 3600 seconds") }
        return .runLoop(seconds: seconds)
    }

    private func uiViewCall(
        _ method: String, _ args: [Argument], _ trailing: Closure?,
        at located: Located
    ) throws(ScriptError) -> Action {
        switch method {
        case "transition":
            let m = try arguments(
                args, ["from", "to", "duration", "options", "completion"], at: located.position,
                optional: ["options", "completion"])
            let completion = try closureBody(trailing ?? closure(m["completion"]))
            return .viewTransition(from: try view(m["from"]!), to: try view(m["to"]!), duration: try duration(m["duration"]!), completion: completion)
        case "animate":
            let m = try arguments(
                args, ["withDuration", "delay", "options", "animations", "completion"], at: located.position,
                optional: ["delay", "options", "animations", "completion"])
            let animations = m["animations"].flatMap(closure) ?? (m["completion"] == nil ? trailing : nil)
            let completion = m["completion"].flatMap(closure) ?? (m["animations"] != nil ? trailing : nil)
            return .animate(
                duration: try duration(m["withDuration"]!), animations: try closureBody(animations) ?? [],
                completion: try closureBody(completion))
        default: throw unsupported(located)
        }
    }

    func closure(_ located: Located?) -> Closure? {
        if let located, case .closure(let closure) = located.expression { return closure }
        return nil
    }

    func duration(_ located: Located) throws(ScriptError) -> Double {
        let value = try number(located)
        guard value >= 0, value <= 3600 else { throw located.position.error("a duration is 0 to 3600 seconds") }
        return value
    }

    private func propertyPath(_ located: Located) throws(ScriptError) -> PropertyPath {
        var path: [String] = []
        var current = located
        while case .member(let base, let name) = current.expression { path.insert(name, at: 0); current = base }
        guard case .identifier(let object) = current.expression, !path.isEmpty else {
            throw located.position.error("print reads a property, e.g. print(C.isMovingToParent)").swiftOnly
        }
        guard let type = objectType(object) else { throw current.position.error("unknown object '\(object)'") }
        let isController: Bool
        if case .controller = type { isController = true } else { isController = false }
        let known = isController ? PropertyReader.controllerProperties : PropertyReader.viewProperties
        guard known.contains(path[0]) else {
            throw located.position.error("cannot print '\(path[0])'; readable: \(known.sorted().joined(separator: ", "))")
        }
        return PropertyPath(object: object, isController: isController, path: path, text: Binder.render(located))
    }

    private func constraintCall(_ method: String, _ args: [Argument], at located: Located) throws(ScriptError) -> Action {
        let list = try single(args, at: located)
        if method == "deactivate", case .member(let base, "constraints") = list.expression {
            return .deactivateConstraints(try view(base))
        }
        guard method == "activate", case .array(let items) = list.expression else {
            throw located.position.error(
                "write NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor), ...]) or NSLayoutConstraint.deactivate(v.constraints)"
            )
        }
        var specs: [ConstraintSpec] = []
        for item in items { specs.append(try constraint(item)) }
        return .activateConstraints(specs)
    }

    /// `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`, `a.heightAnchor.constraint(equalToConstant: 44)`.
    private func constraint(_ located: Located) throws(ScriptError) -> ConstraintSpec {
        let form =
            "a constraint has the form a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8) or a.heightAnchor.constraint(equalToConstant: 44)"
        guard case .call(let callee, let args, nil) = located.expression, case .member(let anchor, "constraint") = callee.expression,
            case .member(let viewExpression, let anchorName) = anchor.expression,
            let attribute = LayoutConstraint.Attribute(anchor: anchorName)
        else { throw located.position.error(form) }
        let view = try self.view(viewExpression)
        if args.first?.label == "equalToConstant" {
            let m = try arguments(args, ["equalToConstant"], at: located.position)
            return ConstraintSpec(
                view: view,
                constraint: LayoutConstraint(
                    attribute: attribute, target: nil, targetAttribute: nil,
                    constant: try number(m["equalToConstant"]!)), targetView: nil)
        }
        let m = try arguments(args, ["equalTo", "constant", "multiplier"], at: located.position, optional: ["constant", "multiplier"])
        guard case .member(let targetBase, let targetAnchorName) = m["equalTo"]!.expression,
            let targetAttribute = LayoutConstraint.Attribute(anchor: targetAnchorName)
        else { throw located.position.error(form) }
        var safeArea = false
        var targetExpression = targetBase
        if case .member(let owner, "safeAreaLayoutGuide") = targetBase.expression { safeArea = true; targetExpression = owner }
        let targetView = try self.view(targetExpression)
        let constant = try m["constant"].map { (l: Located) throws(ScriptError) in try number(l) } ?? 0
        if let given = m["multiplier"], !attribute.isDimension {
            // Only NSLayoutDimension has the multiplier forms (rule 33), as swiftc says.
            throw given.position.error("extra argument 'multiplier' in call: only widthAnchor and heightAnchor take a multiplier")
        }
        let multiplier = try m["multiplier"].map { (l: Located) throws(ScriptError) in try number(l) } ?? 1
        let target: LayoutConstraint.Target = safeArea ? .safeArea("") : .view("")
        return ConstraintSpec(
            view: view,
            constraint: LayoutConstraint(
                attribute: attribute, target: target,
                targetAttribute: targetAttribute, constant: constant, multiplier: multiplier),
            targetView: targetView)
    }
}

extension LayoutConstraint.Attribute {
    init?(anchor: String) {
        guard anchor.hasSuffix("Anchor") else { return nil }
        self.init(rawValue: String(anchor.dropLast("Anchor".count)))
    }
}
