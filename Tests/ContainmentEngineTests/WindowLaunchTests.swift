import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Rule 32: a hidden window shows its root when it becomes visible, as app and scene delegates
/// do at launch (`window.rootViewController = root` then `window.makeKeyAndVisible()`).
@Suite struct WindowLaunchTests {
    @Test func aHiddenWindowLoadsItsRootAndShowsItOnMakeKeyAndVisible() throws {
        let playground = Playground()
        let before = try playground.run("window.isHidden = true\nlet root = UIViewController()\nwindow.rootViewController = root").log.map(\.text)
        #expect(before == ["root.loadView()", "root.viewDidLoad()"], "loaded, not shown")
        #expect(playground.hierarchy().window.isHidden == true)
        #expect(playground.hierarchy().window.rootViewController == "root")
        let shown = try playground.run("window.makeKeyAndVisible()").log.map(\.text)
        #expect(
            shown == [
                "root.viewWillAppear(false)", "root.viewSafeAreaInsetsDidChange()", "root.viewIsAppearing(false)",
                "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "root.viewDidAppear(false)",
            ])
        #expect(playground.hierarchy().window.isHidden == nil, "a visible window says nothing")
        // Already visible: nothing more.
        #expect(try playground.run("window.makeKeyAndVisible()").log.isEmpty)
    }

    @Test func hidingTheWindowTakesItsRootOffScreen() throws {
        let playground = Playground()
        _ = try playground.run("let root = UIViewController()\nwindow.rootViewController = root")
        let hidden = try playground.run("window.isHidden = true").log.map(\.text)
        #expect(hidden == ["root.viewWillDisappear(false)", "root.viewDidDisappear(false)"])
        let again = try playground.run("window.isHidden = false").log.map(\.text)
        #expect(again.first == "root.viewWillAppear(false)" && again.last == "root.viewDidAppear(false)")
        #expect(!again.contains("root.viewSafeAreaInsetsDidChange()"), "its insets are those of its last display")
    }

    @Test func hidingAWindowThatPresentsIsRefusedAndChangesNothing() throws {
        let playground = Playground()
        _ = try playground.run(
            "let root = UIViewController()\nlet sheet = UIViewController()\nwindow.rootViewController = root\nroot.present(sheet, animated: false)")
        let before = playground.hierarchy()
        #expect(throws: PlaygroundError.self) { try playground.run("window.isHidden = true") }
        #expect(playground.hierarchy() == before)
    }

    @Test func theFlatLanguageNamesTheWindowsProperties() {
        #expect(throws: PlaygroundError.self) { try Playground().run("window.isKeyWindow = true") }
    }
}
