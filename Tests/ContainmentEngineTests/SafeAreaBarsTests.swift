import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Rule 30d: a UIKit container's bars are part of its children's safe area (a navigation bar of
/// 44 points on top, a tab bar of 49 at the bottom; 32 each in landscape), and rule 30a: a view
/// whose safe area a pass changes is told so, an appeared controller's too (a tab shown or a
/// push without animation lays the new view out after `viewDidAppear`), but for a rotation's.
@Suite struct SafeAreaBarsTests {
    func insets(_ playground: Playground, _ controller: String) -> EdgeInsets? {
        playground.controllerInfo(controller).flatMap(\.view).flatMap { playground.viewInfo($0)?.safeAreaInsets }
    }

    @Test func aNavigationControllersChildIsInsetByItsBar() throws {
        let playground = Playground()
        let launch = try playground.run(
            "let root = UIViewController()\nlet nav = UINavigationController(rootViewController: root)\nwindow.rootViewController = nav"
        ).log.map(\.text)
        #expect(insets(playground, "root") == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(insets(playground, "nav") == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "the container's own view is not under its bar")
        #expect(launch.contains("root.viewSafeAreaInsetsDidChange()"))
        // A push without animation: the new view is laid out in the turn's pass, after its
        // viewDidAppear, and its safe area changes there.
        let push = try playground.run("let next = UIViewController()\nnav.pushViewController(next, animated: false)").log.map(\.text)
        let appeared = try #require(push.firstIndex(of: "next.viewDidAppear(false)"))
        let changed = try #require(push.firstIndex(of: "next.viewSafeAreaInsetsDidChange()"), "\(push)")
        let laidOut = try #require(push.firstIndex(of: "next.viewWillLayoutSubviews()"))
        #expect(appeared < changed && changed < laidOut)
        #expect(insets(playground, "next") == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        // Popping back reveals a view whose insets are those of its last display: nothing to say.
        let pop = try playground.run("nav.popViewController(animated: false)").log.map(\.text)
        #expect(!pop.contains("root.viewSafeAreaInsetsDidChange()"))
    }

    @Test func aTabBarControllersChildIsInsetByItsBarAndANewTabIsTold() throws {
        let playground = Playground()
        _ = try playground.run(
            "let a = UIViewController()\nlet b = UIViewController()\nlet tabs = UITabBarController()\ntabs.viewControllers = [a, b]\nwindow.rootViewController = tabs"
        )
        #expect(insets(playground, "a") == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let switched = try playground.run("tabs.selectedIndex = 1").log.map(\.text)
        #expect(switched.contains("b.viewSafeAreaInsetsDidChange()"), "\(switched)")
        #expect(insets(playground, "b") == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        let back = try playground.run("tabs.selectedIndex = 0").log.map(\.text)
        #expect(!back.contains("a.viewSafeAreaInsetsDidChange()"), "a's insets are those of its last display")
    }

    @Test func barsAddUpAndFollowTheOrientationWithoutARotationsSafeAreaLines() throws {
        let playground = Playground()
        _ = try playground.run(
            "let feed = UIViewController()\nlet nav = UINavigationController(rootViewController: feed)\nlet tabs = UITabBarController()\ntabs.viewControllers = [nav]\nwindow.rootViewController = tabs"
        )
        #expect(insets(playground, "feed") == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        let rotation = try playground.run("window.size = CGSize(width: 844, height: 390)").log.map(\.text)
        #expect(insets(playground, "feed") == EdgeInsets(top: 32, left: 47, bottom: 53, right: 47))
        #expect(!rotation.contains { $0.hasSuffix("viewSafeAreaInsetsDidChange()") }, "the corpus leaves a rotation's out: \(rotation)")
    }
}

extension SafeAreaBarsTests {
    /// `isNavigationBarHidden` and `setNavigationBarHidden(_:animated:)`: the shown child's safe
    /// area loses or regains the bar at once, with its callback; hiding it again says nothing.
    @Test(arguments: ["nav.isNavigationBarHidden = true", "nav.setNavigationBarHidden(true, animated: true)"])
    func hidingTheNavigationBarGivesTheBarBack(_ hide: String) throws {
        let playground = Playground()
        _ = try playground.run(
            "let root = UIViewController()\nlet nav = UINavigationController(rootViewController: root)\nwindow.rootViewController = nav")
        let hidden = try playground.run(hide).log.map(\.text)
        #expect(hidden.first == "root.viewSafeAreaInsetsDidChange()", "\(hidden)")
        #expect(insets(playground, "root") == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try playground.run("print(nav.isNavigationBarHidden)").log.map(\.text) == ["console: nav.isNavigationBarHidden = true"])
        #expect(try playground.run(hide).log.isEmpty, "already hidden")
        let next = try playground.run("let next = UIViewController()\nnav.pushViewController(next, animated: false)").log.map(\.text)
        #expect(next.contains("next.viewSafeAreaInsetsDidChange()"))
        #expect(insets(playground, "next") == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "a pushed child under a hidden bar")
        _ = try playground.run("nav.isNavigationBarHidden = false")
        #expect(insets(playground, "next") == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    @Test func onlyANavigationControllerHasTheBar() {
        let playground = Playground()
        #expect(throws: PlaygroundError.self) { try playground.run("let plain = UIViewController()\nplain.isNavigationBarHidden = true") }
    }
}
