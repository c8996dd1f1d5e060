/// The user code the run loop holds to run later (a completion, an animation block): a front
/// end that decides what its program can still reach (the Swift front end's ARC, issue 37)
/// counts what these closures captured as reachable.
extension Playground {
    /// Whether the run loop holds work for later (a transition or animation in flight, which
    /// keeps its controllers and views as UIKit's transition coordinator does).
    package var hasPendingWork: Bool { !state.deferred.isEmpty || !state.animations.isEmpty }

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
