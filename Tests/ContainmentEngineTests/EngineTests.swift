import Testing
@testable import ContainmentEngine

@Suite struct EngineTests {
    private func lines(_ report: RunReport) -> [String] { report.log.map(\.text) }

    @Test func anExceptionRollsBackEverything() throws {
        let playground = Playground()
        try playground.run("""
            let P = UIViewController(); let A = UIViewController(); let B = UIViewController()
            window.rootViewController = P
            P.addChild(A); P.view.addSubview(A.view); A.didMove(toParent: P)
            """)
        let before = (playground.hierarchy(), playground.logCount, playground.revision)
        do {
            try playground.run("""
                let X = UIViewController()
                P.addChild(B)
                B.view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
                window.size = CGSize(width: 844, height: 390)
                A.addChild(P)
                """)
            Issue.record("expected an exception")
        } catch {
            guard case .exception(let exception, let log, _) = error else { Issue.record("\(error)"); return }
            #expect(exception.name == "UIViewControllerHierarchyInconsistency")
            #expect(log.first?.text == "B.willMove(toParent: P)")
            #expect(log.last?.kind == .exception)
        }
        #expect(playground.hierarchy() == before.0)
        #expect(playground.logCount == before.1)
        #expect(playground.revision == before.2)
        #expect(playground.controllers["X"] == nil)
        // The names the failed script declared are free again.
        try playground.run("let X = UIViewController()")
    }

    @Test func theSameScriptsGiveTheSameLog() throws {
        let script = """
            let P = ContainerViewController(); let A = UIViewController(); let B = UIViewController()
            override P.viewDidLoad { P.addChild(A); P.view.addSubview(A.view); A.didMove(toParent: P) }
            window.rootViewController = P
            RunLoop.main.run(until: Date())
            P.addChild(B); A.willMove(toParent: nil)
            P.transition(from: A, to: B, duration: 0.3, options: [], animations: nil) { _ in A.removeFromParent(); B.didMove(toParent: P) }
            """
        let first = Playground(), second = Playground()
        let a = try first.run(script), b = try second.run(script)
        #expect(lines(a) == lines(b))
        #expect(first.hierarchy() == second.hierarchy())
    }

    @Test func manualForwardingNestsAndWarnsOnUnbalancedEnd() throws {
        let playground = Playground()
        try playground.run("""
            let P = ManualContainerViewController(); let C = UIViewController()
            P.shouldAutomaticallyForwardAppearanceMethods = false
            window.rootViewController = P
            P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P)
            """)
        #expect(playground.controller("C").appearance == .disappeared)
        let report = try playground.run("""
            C.beginAppearanceTransition(true, animated: true)
            C.beginAppearanceTransition(true, animated: true)
            C.endAppearanceTransition()
            C.endAppearanceTransition()
            C.endAppearanceTransition()
            """)
        let appearance = report.log.filter { $0.kind == .appearance || $0.kind == .console }.map(\.text)
        #expect(appearance == ["C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
                               "console: Unbalanced calls to begin/end appearance transitions for <UIViewController: C>."])
        #expect(report.diagnostics.map(\.pitfall) == [.unbalancedAppearance])
    }

    @Test func appearanceReversalMidTransition() throws {
        let playground = Playground()
        try playground.run("let P = UIViewController(); let C = UIViewController(); window.rootViewController = P")
        let report = try playground.run("""
            P.addChild(C)
            P.view.addSubview(C.view)
            C.view.removeFromSuperview()
            C.removeFromParent()
            """)
        let appearance = report.log.filter { $0.kind == .appearance }.map(\.text)
        #expect(appearance == ["C.viewWillAppear(false)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
        #expect(playground.controller("C").appearance == .disappeared)
    }

    @Test func flagsAndPropertiesAreReadable() throws {
        let playground = Playground()
        let report = try playground.run("""
            let A = UIViewController()
            let B = UIViewController()
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            RunLoop.main.run(until: Date())
            override B.viewWillAppear { print(B.isMovingToParent); print(B.navigationController); print(B.parent) }
            nav.pushViewController(B, animated: true)
            print(nav.viewControllers)
            print(B.view.frame)
            print(A.view.window)
            print(B.isViewLoaded)
            """)
        let console = report.log.filter { $0.kind == .console }.map(\.text)
        #expect(console == [
            "console: B.isMovingToParent = true",
            "console: B.navigationController = <UINavigationController: nav>",
            "console: B.parent = <UINavigationController: nav>",
            "console: nav.viewControllers = [<UIViewController: A>, <UIViewController: B>]",
            "console: B.view.frame = (0, 0, 390, 844)",
            "console: A.view.window = <UIWindow: window>",
            "console: B.isViewLoaded = true",
        ])
    }

    @Test func layoutGivesFramesFromConstraintsStacksAndSafeArea() throws {
        let playground = Playground()
        try playground.run("""
            let P = UIViewController(); let A = UIViewController(); let B = UIViewController()
            let stack = UIStackView()
            window.rootViewController = P
            P.view.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: P.view.safeAreaLayoutGuide.topAnchor), stack.bottomAnchor.constraint(equalTo: P.view.bottomAnchor), stack.leadingAnchor.constraint(equalTo: P.view.leadingAnchor, constant: 10), stack.trailingAnchor.constraint(equalTo: P.view.trailingAnchor, constant: -10)])
            stack.axis = .vertical
            P.addChild(A); stack.addArrangedSubview(A.view); A.didMove(toParent: P)
            P.addChild(B); stack.addArrangedSubview(B.view); B.didMove(toParent: P)
            """)
        #expect(playground.view("stack").frame == Rect(x: 10, y: 47, width: 370, height: 797))
        #expect(playground.view("A.view").frame == Rect(x: 0, y: 0, width: 370, height: 398.5))
        #expect(playground.view("B.view").frame == Rect(x: 0, y: 398.5, width: 370, height: 398.5))
        try playground.run("stack.axis = .horizontal")
        #expect(playground.view("B.view").frame == Rect(x: 185, y: 0, width: 185, height: 797))
    }

    @Test func limitsAreNamedAndRollBack() throws {
        var limits = PlaygroundLimits()
        limits.maxControllers = 2
        limits.maxStepsPerRequest = 500
        let playground = Playground(limits: limits)
        do {
            try playground.run("let A = UIViewController(); let B = UIViewController(); let C = UIViewController()")
            Issue.record("expected a limit")
        } catch {
            guard case .limit(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("maxControllers"))
        }
        #expect(playground.controllerCount == 0)
        try playground.run("let A = ContainerViewController()\nwindow.rootViewController = A")
        do {
            try playground.run("override A.viewDidLayoutSubviews { A.view.setNeedsLayout() }\nA.view.setNeedsLayout()")
            Issue.record("expected a limit")
        } catch {
            guard case .limit(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("maxStepsPerRequest") || message.contains("did not settle"))
        }
    }
}
