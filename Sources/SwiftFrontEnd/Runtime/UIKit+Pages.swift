import ContainmentEngine

/// A page view controller's data source and delegate (issue 39, docs/semantics.md rule 19b): a
/// user's swipe asks the data source for the page beside the current one and tells the delegate
/// `willTransitionTo` and `didFinishAnimating`.
extension Interpreter {
    /// `pages.dataSource = x` / `pages.delegate = x`: kept on the object, and installed for the
    /// engine to ask or tell.
    func setPageHelper(_ name: String, of id: Int, pages: String, to value: Value, _ loc: Loc) throws {
        runtime.heap.objects[id]?.properties[name] = value
        if name == "dataSource" {
            for method in ["viewControllerBefore", "viewControllerAfter"] {
                try act(
                    .override(pages, method: "dataSource:" + method, behaviour: InstalledBehaviour(PageDataSourceCall(pages: id, method: method))),
                    loc)
            }
        } else {
            for event in ["willTransitionTo", "didFinishAnimating"] {
                try act(.override(pages, method: "delegate:" + event, behaviour: InstalledBehaviour(PageDelegateCall(pages: id, event: event))), loc)
            }
        }
    }
}

/// `pageViewController(_:viewControllerBefore:)` / `(_:viewControllerAfter:)` of the object in the
/// page controller's `dataSource` now: the controller it answers, or nil.
struct PageDataSourceCall: ControllerBehaviour, Codable {
    let pages: Int
    let method: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {}

    func answer(_ callback: Callback, on playground: Playground) throws -> String? {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        guard case .object(let source)? = interpreter.runtime.heap.objects[pages]?.properties["dataSource"],
            let className = interpreter.runtime.heap.objects[source]?.className
        else { return nil }
        let labels: [String?] = [nil, method]
        guard let (function, owner) = interpreter.method("pageViewController", labels: labels, for: className) else { return nil }
        guard case .page(let pageName) = callback.argument else { return nil }
        let page = interpreter.object(forEngineName: pageName)
        let answer = try interpreter.uncaught {
            try interpreter.invoke(function, receiver: .object(source), owner: owner, [.object(pages), page], labels, function.loc)
        }
        if answer.isNil { return nil }
        return try interpreter.engineName(answer, function.loc, as: "a view controller")
    }
}

/// `pageViewController(_:willTransitionTo:)` and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)` of the
/// object in the page controller's `delegate` now.
struct PageDelegateCall: ControllerBehaviour, Codable {
    let pages: Int
    let event: String

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        let interpreter = Interpreter(playground: playground, runtime: SwiftRuntime.of(playground))
        guard case .object(let delegate)? = interpreter.runtime.heap.objects[pages]?.properties["delegate"],
            let className = interpreter.runtime.heap.objects[delegate]?.className
        else { return }
        let labels: [String?]
        let arguments: [Value]
        switch callback.argument {
        case .page(let pending):
            labels = [nil, "willTransitionTo"]
            arguments = [.object(pages), .array([interpreter.object(forEngineName: pending)])]
        case .pageTransitionFinished(let previous, let completed):
            // The animation always finished (a cancelled swipe's too).
            labels = [nil, "didFinishAnimating", "previousViewControllers", "transitionCompleted"]
            let previousPages = previous.map { [interpreter.object(forEngineName: $0)] } ?? []
            arguments = [.object(pages), .bool(true), .array(previousPages), .bool(completed)]
        default: return
        }
        guard let (function, owner) = interpreter.method("pageViewController", labels: labels, for: className) else { return }
        _ = try interpreter.uncaught { try interpreter.invoke(function, receiver: .object(delegate), owner: owner, arguments, labels, function.loc) }
    }
}
