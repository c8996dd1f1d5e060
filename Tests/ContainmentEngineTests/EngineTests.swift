import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

@Suite struct EngineTests {
    private func lines(_ report: RunReport) -> [String] { report.log.map(\.text) }

    /// Console lines say who wrote them: UIKit's warnings are `uikit`, the program's prints `program`.
    @Test func consoleLinesCarryTheirOrigin() throws {
        let playground = Playground()
        let report = try playground.run(
            """
            let P = UIViewController(); let C = UIViewController()
            window.rootViewController = P
            print(C.isMovingToParent)
            C.beginAppearanceTransition(true, animated: false)
            C.endAppearanceTransition()
            C.endAppearanceTransition()
            P._printHierarchy()
            """)
        let console = report.log.filter { $0.kind == .console }
        #expect(console.map(\.origin) == [.program, .uikit, .program], "\(console.map(\.text))")
        #expect(report.log.filter { $0.kind != .console }.allSatisfy { $0.origin == nil })
    }

    @Test func anExceptionRollsBackEverything() throws {
        let playground = Playground()
        try playground.run(
            """
            let P = UIViewController(); let A = UIViewController(); let B = UIViewController()
            window.rootViewController = P
            P.addChild(A); P.view.addSubview(A.view); A.didMove(toParent: P)
            """)
        let before = (playground.hierarchy(), playground.logCount, playground.revision)
        do {
            try playground.run(
                """
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
        try playground.run(
            """
            let P = ManualContainerViewController(); let C = UIViewController()
            P.shouldAutomaticallyForwardAppearanceMethods = false
            window.rootViewController = P
            P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P)
            """)
        #expect(playground.controller("C").appearance == .disappeared)
        let report = try playground.run(
            """
            C.beginAppearanceTransition(true, animated: true)
            C.beginAppearanceTransition(true, animated: true)
            C.endAppearanceTransition()
            C.endAppearanceTransition()
            C.endAppearanceTransition()
            """)
        let appearance = report.log.filter { $0.kind == .appearance || $0.kind == .console }.map(\.text)
        #expect(
            appearance == [
                "C.viewWillAppear(true)", "C.viewIsAppearing(true)", "C.viewDidAppear(true)",
                "console: Unbalanced calls to begin/end appearance transitions for <UIViewController: C>.",
            ])
        #expect(report.diagnostics.map(\.pitfall) == [.unbalancedAppearance])
    }

    @Test func appearanceReversalMidTransition() throws {
        let playground = Playground()
        try playground.run("let P = UIViewController(); let C = UIViewController(); window.rootViewController = P")
        let report = try playground.run(
            """
            P.addChild(C)
            P.view.addSubview(C.view)
            C.view.removeFromSuperview()
            C.removeFromParent()
            """)
        let appearance = report.log.filter { $0.kind == .appearance }.map(\.text)
        // The pending viewIsAppearing is delivered before the reversal (issue 18 rule 2, iOS 26.1).
        #expect(appearance == ["C.viewWillAppear(false)", "C.viewIsAppearing(false)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
        #expect(playground.controller("C").appearance == .disappeared)
    }

    @Test func flagsAndPropertiesAreReadable() throws {
        let playground = Playground()
        let report = try playground.run(
            """
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
        #expect(
            console == [
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
        try playground.run(
            """
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
            guard case .limit(let limit) = error else { Issue.record("\(error)"); return }
            #expect(limit.setting == "maxControllers")
        }
        #expect(playground.controllerCount == 0)
        try playground.run("let A = ContainerViewController()\nwindow.rootViewController = A")
        do {
            try playground.run("override A.viewDidLayoutSubviews { A.view.setNeedsLayout() }\nA.view.setNeedsLayout()")
            Issue.record("expected a limit")
        } catch {
            guard case .limit(let limit) = error else { Issue.record("\(error)"); return }
            #expect(limit.setting == "maxStepsPerRequest" || limit.message.contains("did not settle"))
        }
    }
}

@Suite struct DiagnosticTests {
    private func pitfalls(_ script: String, setup: String = "let P = UIViewController(); let C = UIViewController(); window.rootViewController = P")
        throws -> [(Diagnostic.Pitfall, Int?)]
    {
        let playground = Playground()
        try playground.run(setup)
        return try playground.run(script).diagnostics.map { ($0.pitfall, $0.line) }
    }

    @Test func theUnsizedChildAdviceNamesTheViewItSitsIn() throws {
        // Issue 40 item 6: the advice said `container.topAnchor` whatever the view was called.
        let playground = Playground()
        try playground.run("let P = UIViewController(); let C = UIViewController(); let box = UIView(); window.rootViewController = P")
        let inBox = try playground.run("P.view.addSubview(box)\nP.addChild(C)\nbox.addSubview(C.view)\nC.didMove(toParent: P)").diagnostics
        let advice = inBox.first { $0.pitfall == .childViewNeverSized }?.correctSequence ?? []
        #expect(advice.contains { $0.contains("C.view.topAnchor.constraint(equalTo: box.topAnchor)") }, "\(advice)")
        let inRoot = Playground()
        try inRoot.run("let P = UIViewController(); let C = UIViewController(); window.rootViewController = P")
        let direct = try inRoot.run("P.addChild(C)\nP.view.addSubview(C.view)\nC.didMove(toParent: P)").diagnostics
        #expect(direct.first?.correctSequence.contains { $0.contains("equalTo: P.view.topAnchor") } == true)
    }

    @Test func theCorrectEmbedIsQuiet() throws {
        #expect(
            try pitfalls("P.addChild(C)\nP.view.addSubview(C.view)\nC.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\nC.didMove(toParent: P)")
                .isEmpty)
        #expect(
            try pitfalls(
                "P.addChild(C)\nP.view.addSubview(C.view)\nC.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\nC.didMove(toParent: P)\nC.willMove(toParent: nil)\nC.view.removeFromSuperview()\nC.removeFromParent()"
            ).isEmpty)
    }

    @Test func eachPitfallNamesTheLineThatCausedIt() throws {
        #expect(try pitfalls("P.view.addSubview(C.view)").map(\.0) == [.viewWithoutAddChild])
        let noDidMove = try pitfalls("C.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\nP.addChild(C)\nP.view.addSubview(C.view)")
        #expect(noDidMove.map(\.0) == [.childWithoutDidMove] && noDidMove.first?.1 == 2)
        let unsized = try pitfalls("P.addChild(C)\nP.view.addSubview(C.view)\nC.didMove(toParent: P)")
        #expect(unsized.map(\.0) == [.childViewNeverSized] && unsized.first?.1 == 2)
        let setup =
            "let P = UIViewController(); let C = UIViewController(); window.rootViewController = P\nP.addChild(C); P.view.addSubview(C.view); C.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10); C.didMove(toParent: P)"
        #expect(try pitfalls("C.view.removeFromSuperview()\nC.removeFromParent()", setup: setup).map(\.0) == [.removeWithoutWillMove])
        #expect(try pitfalls("C.willMove(toParent: nil)\nC.removeFromParent()", setup: setup).map(\.0) == [.removedViewStillChild])
        #expect(try pitfalls("C.viewWillAppear(false)", setup: setup).map(\.0) == [.directAppearanceCall])
        #expect(
            try pitfalls(
                "let D = UIViewController()\nP.addChild(D)\nP.view.addSubview(D.view)\nD.view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)\nC.willMove(toParent: nil)\nP.transition(from: C, to: D, duration: 0, options: [], animations: nil) { _ in C.removeFromParent(); D.didMove(toParent: P) }",
                setup: setup
            ).map(\.0)
                == [.unbalancedAppearance, .viewAddedBeforeTransition])
    }
}
