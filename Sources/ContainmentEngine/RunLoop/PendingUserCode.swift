/// The user code the run loop holds to run later (a completion, an animation block): a front
/// end that decides what its program can still reach (the Swift front end's ARC, issue 37)
/// counts what these closures captured as reachable.
extension Playground {
    /// Whether the run loop holds work for later (a transition or animation in flight, which
    /// keeps its controllers and views as UIKit's transition coordinator does).
    package var hasPendingWork: Bool { !state.deferred.isEmpty || !state.animations.isEmpty }

    /// Changes whenever a controller or view changes, or the window's root: what a front end
    /// derived from `uikitHolds` stays right while it does not.
    package var uikitVersion: (rows: Int, root: String?) { (controllers.changes &+ views.changes &* 1_000_003, state.window.rootViewController) }

    /// Whether UIKit holds the controller or view `name` whatever the program does (the window
    /// and its root, a child, one presented or presenting, a view in a superview, the controller
    /// of a view shown), and what it holds in turn (a controller its children, its view and what
    /// it presents; a view its subviews). Read from the tables, without building their infos.
    package func uikitHolds(_ name: String) -> (held: Bool, holds: [String]) {
        if let controller = controllers[name] {
            let shown = controller.view.flatMap { views[$0]?.superview } != nil
            let held =
                name == state.window.rootViewController || controller.parent != nil || controller.presenting != nil
                || controller.presented != nil || shown
            return (held, controller.children + (controller.view.map { [$0] } ?? []) + (controller.presented.map { [$0] } ?? []))
        }
        if let view = views[name] { return (name == Window.viewName || view.superview != nil, view.subviews) }
        return (name == Window.viewName, [])
    }

    package func forEachPendingUserCode(_ body: (any UserCode) -> Void) {
        for work in state.deferred {
            if case .container(let transition) = work { Self.forEachUserCode(in: transition.completion, body) }
        }
        for animation in state.animations {
            switch animation.finish {
            case .controllerTransition(_, _, _, _, let completion), .viewTransition(_, _, let completion), .completion(let completion):
                Self.forEachUserCode(in: completion, body)
            case .container(let transition): Self.forEachUserCode(in: transition.completion, body)
            }
        }
    }

    private static func forEachUserCode(in statements: [Statement]?, _ body: (any UserCode) -> Void) {
        for statement in statements ?? [] {
            switch statement.action {
            case .userCode(let installed): body(installed.code)
            case .transition(_, _, _, _, let animations, let completion), .animate(_, let animations, let completion):
                forEachUserCode(in: animations, body)
                forEachUserCode(in: completion, body)
            case .viewTransition(_, _, _, let completion), .present(_, _, _, let completion), .dismiss(_, _, let completion):
                forEachUserCode(in: completion, body)
            default: break
            }
        }
    }
}
