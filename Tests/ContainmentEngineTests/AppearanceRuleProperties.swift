import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Property tests for the appearance-transition rules of issue 18, each against a small model
/// written from the rule's text (docs/semantics.md rule 14 and "Behaviour per iOS version"),
/// over random sequences, so the engine is checked on cases no scenario lists.
@Suite struct AppearanceRuleProperties {
    typealias Random = InvariantTests.SeededGenerator

    /// Rule 1 (and rule 2's flush): begins in one direction nest, an opposite begin resets the
    /// depth to one and flips the direction, a nested end is swallowed only when the receiver
    /// forwards appearance automatically, an end with nothing pending warns "Unbalanced calls";
    /// a pending viewIsAppearing is delivered before the next state change. The model below is
    /// the rule as stated, not the engine's code.
    struct TransitionModel {
        enum State: Equatable { case disappeared, appearing(Bool), appeared, disappearing(Bool) }
        var state: State = .appeared
        var depth = 0
        var appearing = true
        var isAppearingPending = false
        let forwardsAutomatically: Bool
        var log: [String] = []

        mutating func begin(_ isAppearing: Bool, animated: Bool) {
            depth = depth > 0 && appearing != isAppearing ? 1 : depth + 1
            appearing = isAppearing
            if isAppearing {
                guard state != .appearing(true), state != .appearing(false) else { return }
                log.append("C.viewWillAppear(\(animated))")
                state = .appearing(animated)
                isAppearingPending = true
            } else {
                guard state != .disappearing(true), state != .disappearing(false) else { return }
                flushIsAppearing(animated)
                log.append("C.viewWillDisappear(\(animated))")
                state = .disappearing(animated)
            }
        }

        mutating func end() {
            if depth == 0 {
                log.append("console: Unbalanced calls to begin/end appearance transitions for <ManualContainerViewController: C>.")
            } else {
                depth -= 1
                if depth > 0, forwardsAutomatically { return }
            }
            switch state {
            case .appearing(let animated):
                flushIsAppearing(animated)
                log.append("C.viewDidAppear(\(animated))")
                state = .appeared
            case .disappearing(let animated):
                log.append("C.viewDidDisappear(\(animated))")
                state = .disappeared
            case .appeared, .disappeared: break
            }
        }

        private mutating func flushIsAppearing(_ animated: Bool) {
            guard isAppearingPending else { return }
            isAppearingPending = false
            if case .appearing = state { log.append("C.viewIsAppearing(\(animated))") }
        }
    }

    @Test(arguments: 0..<200)
    func beginAndEndFollowTheNestingRule(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 7919)
        let forwards = Bool.random(using: &random)
        let playground = Playground()
        try playground.run(
            """
            let P = ManualContainerViewController()
            let C = ManualContainerViewController()
            P.shouldAutomaticallyForwardAppearanceMethods = false
            C.shouldAutomaticallyForwardAppearanceMethods = \(forwards)
            window.rootViewController = P
            P.addChild(C)
            P.view.addSubview(C.view)
            C.didMove(toParent: P)
            """)
        var model = TransitionModel(forwardsAutomatically: forwards)
        var statements: [String] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            if Bool.random(using: &random) {
                let isAppearing = Bool.random(using: &random), animated = Bool.random(using: &random)
                statements.append("C.beginAppearanceTransition(\(isAppearing), animated: \(animated))")
                model.begin(isAppearing, animated: animated)
            } else {
                statements.append("C.endAppearanceTransition()")
                model.end()
            }
        }
        // One turn, not settled: no layout pass delivers viewIsAppearing in between.
        let report = try playground.run(statements.joined(separator: "\n"), settle: false)
        let log = report.log.map(\.text).filter { $0.hasPrefix("C.") || $0.hasPrefix("console:") }
        #expect(log == model.log, "seed \(seed), C forwards automatically: \(forwards)\n\(statements.joined(separator: "\n"))")
    }

    /// Rule 6: a parent forwards to the children it has after its own callback ran. Children
    /// removed inside the parent's `viewWillDisappear` get nothing from that transition; the
    /// others get their will and did callbacks once each, in `children` order, after the parent's.
    @Test(arguments: 0..<100)
    func childrenRemovedInTheParentsCallbackGetNothing(seed: Int) throws {
        var random = Random(state: UInt64(seed) &+ 0xC0FFEE)
        let names = ["C1", "C2", "C3", "C4"]
        let removed = names.filter { _ in Bool.random(using: &random) }
        let kept = names.filter { !removed.contains($0) }
        let removals = removed.map { "    \($0).willMove(toParent: nil)\n    \($0).view.removeFromSuperview()\n    \($0).removeFromParent()" }
        let playground = Playground()
        try playground.run(
            names.map { "let \($0) = UIViewController()" }.joined(separator: "\n") + "\nlet P = ContainerViewController()\n"
                + "window.rootViewController = P\n"
                + names.map { "P.addChild(\($0))\nP.view.addSubview(\($0).view)\n\($0).didMove(toParent: P)" }.joined(separator: "\n"))
        try playground.run("override P.viewWillDisappear {\n\(removals.joined(separator: "\n"))\n}")
        let animated = Bool.random(using: &random)
        let log = try playground.run("P.beginAppearanceTransition(false, animated: \(animated))\nP.endAppearanceTransition()").log.map(\.text)
        for child in removed {
            #expect(
                !log.contains { $0.hasPrefix("\(child).viewWill") || $0.hasPrefix("\(child).viewDid") && !$0.contains("Move") },
                "seed \(seed): \(child) was removed inside P.viewWillDisappear but got an appearance callback\n\(log.joined(separator: "\n"))")
            #expect(log.contains("\(child).didMove(toParent: nil)"))
        }
        let appearance = log.filter { $0.contains("Disappear(") }
        let expected =
            ["P.viewWillDisappear(\(animated))"] + kept.map { "\($0).viewWillDisappear(\(animated))" }
            + ["P.viewDidDisappear(\(animated))"] + kept.map { "\($0).viewDidDisappear(\(animated))" }
        #expect(appearance == expected, "seed \(seed): removed \(removed)\n\(log.joined(separator: "\n"))")
    }

    /// Rule 7: while a transition begun by hand is pending on the parent, moving the child's view
    /// in or out of the window tells the child nothing, unless the parent appears inside that
    /// transition and the child, with none of its own, arrives from off screen. The parent's
    /// pending depth and direction are tracked as rule 1 states them.
    @Test(arguments: 0..<150)
    func anExplicitTransitionSilencesTheWindowPath(seed: Int) throws {
        var random = Random(state: UInt64(seed) &+ 0x7777)
        let manual = Bool.random(using: &random)
        let playground = Playground()
        try playground.run(
            """
            let P = ManualContainerViewController()
            let C = UIViewController()
            P.shouldAutomaticallyForwardAppearanceMethods = \(!manual)
            window.rootViewController = P
            P.addChild(C)
            P.view.addSubview(C.view)
            C.didMove(toParent: P)
            """)
        var depth = 0, appearing = true
        var done: [String] = []
        for _ in 0..<16 {
            // Disappeared or disappearing: the decompiled special case's "not on screen".
            let childWasOnScreen: Bool
            switch playground.controller("C").appearance {
            case .appearing, .appeared: childWasOnScreen = true
            case .disappearing, .disappeared: childWasOnScreen = false
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let isAppearing = Bool.random(using: &random)
                depth = depth > 0 && appearing != isAppearing ? 1 : depth + 1
                appearing = isAppearing
                try playground.run("P.beginAppearanceTransition(\(isAppearing), animated: false)", settle: false)
                done.append("P.begin(\(isAppearing)) -> P \(playground.controller("P").appearance.name)")
            case 1:
                depth = max(0, depth - 1)
                try playground.run("P.endAppearanceTransition()", settle: false)
                done.append("P.end() -> P \(playground.controller("P").appearance.name)")
            default:
                let inserting = playground.controller("C").view.map { playground.view($0).superview == nil } ?? true
                let log = try playground.run(inserting ? "P.view.addSubview(C.view)" : "C.view.removeFromSuperview()", settle: false).log
                    .map(\.text).filter { $0.hasPrefix("C.view") && $0.contains("ppear") }
                done.append("\(inserting ? "insert" : "remove") -> C \(playground.controller("C").appearance.name) \(log)")
                guard depth > 0 else { continue }
                let toldAnyway = inserting && appearing && !childWasOnScreen && playground.controller("P").appearance.isTransitioning
                if !toldAnyway {
                    #expect(
                        log.isEmpty,
                        "seed \(seed): P's transition was pending (depth \(depth)), yet C heard \(log); manual \(manual)\n\(done.joined(separator: "\n"))"
                    )
                }
            }
        }
    }

    /// Per-version behaviour holds whatever else the session does: on iOS 12 no random session
    /// ever logs a viewIsAppearing, and a session named for a release reports it.
    @Test(arguments: 0..<40)
    func iOS12NeverSendsViewIsAppearing(seed: Int) throws {
        var random = Random(state: UInt64(seed) &+ 12)
        let playground = Playground()
        try playground.run(SimulateIOSProgram(IOSVersion("12")!))
        try playground.run(InvariantTests.prelude)
        for _ in 0..<15 {
            let script = (0..<3).map { _ in InvariantTests.statement(&random) }.joined(separator: "\n")
            _ = try? playground.run(script)
        }
        #expect(playground.ios == IOSVersion("12"))
        #expect(playground.hierarchy().ios == "12")
        let appearing = playground.logEntries(from: 1, limit: .max).filter { $0.text.contains("viewIsAppearing") }
        #expect(appearing.isEmpty, "seed \(seed): \(appearing.map(\.text))")
    }
}
