import ContainmentEngine

/// A `.custom` presentation with the program's `UIPresentationController` subclass (issue 39,
/// docs/semantics.md rule 20b): before the engine presents, UIKit asks the presented controller's
/// transitioning delegate for a presentation controller (then for an animator, which the
/// playground does not run: refused); the presentation controller's methods are installed on the
/// presented controller for the engine to call in UIKit's order.
extension Interpreter {
    static let presentationControllerCallbacks = [
        "presentationTransitionWillBegin", "presentationTransitionDidEnd", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
    ]
    private static let delegateLabels: [String?] = ["forPresented", "presenting", "source"]

    func prepareCustomPresentation(presenter: String, presented: String, animated: Bool, _ loc: Loc) throws {
        guard case .object(let presentedID) = object(forEngineName: presented),
            case .object(let delegateID)? = runtime.heap.objects[presentedID]?.properties["transitioningDelegate"],
            let delegateClass = runtime.heap.objects[delegateID]?.className
        else { return }
        let presenterValue = object(forEngineName: presenter)
        let arguments: [Value] = [.object(presentedID), presenterValue, presenterValue]
        if playground.controllerInfo(presented)?.modalPresentationStyle == .custom,
            let (function, owner) = method("presentationController", labels: Self.delegateLabels, for: delegateClass)
        {
            let made = try uncaught { try invoke(function, receiver: .object(delegateID), owner: owner, arguments, Self.delegateLabels, loc) }
            if case .object(let controllerID) = made, let record = runtime.heap.objects[controllerID],
                chain(of: record.className).contains("UIPresentationController")
            {
                try usePresentationController(controllerID, record.className, for: presented, loc)
            }
        }
        // A custom animator would run `animateTransition(using:)`, which the playground does not
        // model: refused rather than presented without it (an animated presentation asks for one).
        if animated, let (function, owner) = method("animationController", labels: Self.delegateLabels, for: delegateClass) {
            let animator = try uncaught { try invoke(function, receiver: .object(delegateID), owner: owner, arguments, Self.delegateLabels, loc) }
            if !animator.isNil {
                throw error(
                    "a custom transition animator (animationController(forPresented:presenting:source:) returned one) is not supported by the playground yet; \(Lowering.supportPage)",
                    loc)
            }
        }
    }

    private func usePresentationController(_ id: Int, _ className: String, for presented: String, _ loc: Loc) throws {
        for callback in Self.presentationControllerCallbacks {
            let labels: [String?] = callback.hasSuffix("DidEnd") ? [nil] : []
            guard method(callback, labels: labels, for: className) != nil else { continue }
            let call = PresentationControllerCall(object: id, method: callback)
            try act(.override(presented, method: "presentation:" + callback, behaviour: InstalledBehaviour(call)), loc)
        }
        if property("frameOfPresentedViewInContainerView", for: className) != nil {
            let call = PresentationControllerCall(object: id, method: "frameOfPresentedViewInContainerView")
            try act(.override(presented, method: "presentation:frameOfPresentedViewInContainerView", behaviour: InstalledBehaviour(call)), loc)
        }
        var removes = false
        if property("shouldRemovePresentersView", for: className) != nil,
            case .bool(let value) = try member("shouldRemovePresentersView", of: .object(id), loc)
        {
            removes = value
        }
        try act(.usePresentationController(presented: presented, removesPresentersView: removes), loc)
        runtime.heap.objects[id]?.properties["containerView"] =
            object(forEngineName: CustomPresentation.containerViewName(of: presented))
    }

    /// UIKit's members of a presentation controller the program made (`containerView` is nil
    /// until its presentation starts).
    func presentationControllerMember(_ name: String, of record: ObjectRecord, _ loc: Loc) throws -> Value? {
        guard chain(of: record.className).contains("UIPresentationController") else { return nil }
        switch name {
        case "presentedViewController", "presentingViewController": return record.properties[name] ?? .null
        case "containerView": return record.properties[name] ?? .null
        case "presentedView":
            guard let presented = record.properties["presentedViewController"], !presented.isNil else { return .null }
            return try member("view", of: presented, loc)
        case "frameOfPresentedViewInContainerView":
            guard case .object(let container)? = record.properties["containerView"] else { return Self.rectValue(.zero) }
            return try member("bounds", of: .object(container), loc)
        case "shouldRemovePresentersView": return .bool(false)
        default: return nil
        }
    }
}

/// The engine calling the program's presentation controller: one of its callbacks, or its
/// `frameOfPresentedViewInContainerView` getter, whose rectangle becomes the presented view's frame.
struct PresentationControllerCall: ControllerBehaviour, Codable {
    let object: Int
    let method: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        guard let className = interpreter.runtime.heap.objects[object]?.className else { return }
        if method == "frameOfPresentedViewInContainerView" {
            let loc = interpreter.statementLoc
            let frame = try interpreter.uncaught { try interpreter.member(method, of: .object(object), loc) }
            guard let rect = Interpreter.rect(frame), let view = playground.controllerInfo(callback.controller)?.view else { return }
            try interpreter.act(.setViewProperty(.named(view), .frame(rect)), loc)
            return
        }
        let labels: [String?] = method.hasSuffix("DidEnd") ? [nil] : []
        guard let (function, owner) = interpreter.method(method, labels: labels, for: className) else { return }
        let arguments: [Value] = if case .completed(let completed) = callback.argument { [.bool(completed)] } else { [] }
        _ = try interpreter.uncaught {
            try interpreter.invoke(function, receiver: .object(object), owner: owner, arguments, labels, function.loc)
        }
    }
}
