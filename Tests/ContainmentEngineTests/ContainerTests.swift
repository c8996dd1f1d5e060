import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

@Suite struct ContainerTests {
    private func texts(_ report: RunReport, _ kinds: Set<LogEntry.Kind> = [.appearance, .containment]) -> [String] {
        report.log.filter { kinds.contains($0.kind) }.map(\.text)
    }

    @Test func splitExpandsWhenItsWidthBecomesRegular() throws {
        let playground = Playground()
        try playground.run(
            """
            let P = UIViewController(); let list = UIViewController(); let detail = UIViewController()
            let navPrimary = UINavigationController(rootViewController: list)
            let navSecondary = UINavigationController(rootViewController: detail)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(navPrimary, for: .primary)
            split.setViewController(navSecondary, for: .secondary)
            window.rootViewController = P
            P.addChild(split); P.view.addSubview(split.view); split.didMove(toParent: P)
            """)
        #expect(playground.controller("detail").view == nil)
        let report = try playground.run("P.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: split)")
        // An override's trait change sends no willTransition (issue 18 rule 5, iOS 17 and later).
        #expect(texts(report, [.event]).first == "split.traitCollectionDidChange()")
        #expect(!texts(report, [.event]).contains { $0.hasPrefix("split.willTransition") })
        #expect(texts(report).contains("detail.viewDidAppear(false)"))
        #expect(texts(report).contains("navSecondary.didMove(toParent: split)"))
        #expect(playground.controller("navSecondary").appearance == .appeared)
    }

    @Test func tappingTheSelectedTabPopsToRoot() throws {
        let playground = Playground()
        try playground.run(
            """
            let A = UIViewController(); let B = UIViewController(); let S = UIViewController()
            let nav = UINavigationController(rootViewController: A)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, S]
            window.rootViewController = tabs
            RunLoop.main.run(until: Date())
            nav.pushViewController(B, animated: false)
            """)
        let tap = try playground.run("tabs.simulateTap(index: 0)")
        #expect(
            texts(tap) == [
                "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
            ])
        let other = try playground.run("tabs.simulateTap(index: 1)")
        #expect(texts(other).first == "S.viewWillAppear(false)")
        #expect(throws: PlaygroundError.self) { try playground.run("tabs.simulateTap(index: 5)") }
    }

    @Test func navigationBarItemsFollowTheStack() throws {
        let playground = Playground()
        let report = try playground.run(
            """
            let A = UIViewController(); let B = UIViewController()
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            nav.pushViewController(B, animated: true)
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
            print(nav.navigationBar)
            nav.popViewController(animated: false)
            RunLoop.main.run(until: Date())
            print(nav.navigationBar)
            """)
        #expect(
            texts(report, [.console]) == [
                "console: nav.navigationBar = [<UINavigationItem: A.navigationItem>, <UINavigationItem: B.navigationItem>]",
                "console: nav.navigationBar = [<UINavigationItem: A.navigationItem>]",
            ])
    }

    @Test func pushingTwiceWithoutAnimationShowsOnlyTheLastTop() throws {
        let playground = Playground()
        try playground.run(
            "let A = UIViewController(); let D = UIViewController(); let E = UIViewController()\nlet nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav"
        )
        let report = try playground.run("nav.pushViewController(D, animated: false)\nnav.pushViewController(E, animated: false)")
        let appearance = texts(report, [.appearance])
        #expect(!appearance.contains { $0.hasPrefix("D.view") })
        #expect(
            appearance == [
                "A.viewWillDisappear(false)", "E.viewWillAppear(false)", "A.viewDidDisappear(false)", "E.viewIsAppearing(false)",
                "E.viewDidAppear(false)",
            ])
        #expect(
            texts(report, [.containment]) == [
                "D.willMove(toParent: nav)", "E.willMove(toParent: nav)", "D.didMove(toParent: nav)", "E.didMove(toParent: nav)",
            ])
    }

    @Test func presentingTwiceAndFromADetachedControllerIsReportedAsUIKitDoes() throws {
        let playground = Playground()
        try playground.run(
            "let A = UIViewController(); let B = UIViewController(); let C = UIViewController(); let X = UIViewController()\nwindow.rootViewController = A"
        )
        let detached = try playground.run("X.present(B, animated: true)")
        #expect(
            texts(detached, [.console]) == [
                "console: Attempt to present <UIViewController: B> on <UIViewController: X> (from <UIViewController: X>) whose view is not in the window hierarchy."
            ])
        try playground.run("A.present(B, animated: true)")
        let twice = try playground.run("A.present(C, animated: true)")
        #expect(
            texts(twice, [.console]) == [
                "console: Attempt to present <UIViewController: C> on <UIViewController: A> (from <UIViewController: A>) which is already presenting <UIViewController: B>."
            ])
        #expect(
            playground.hierarchyText(from: nil).contains(
                "   + <UIViewController: B>, state: appeared, view: <UIView: B.view>, presented with: <UISheetPresentationController: B.presentationController>"
            ))
    }
}
