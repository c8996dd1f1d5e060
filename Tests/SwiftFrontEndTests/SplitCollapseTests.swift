import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A classic split view controller collapses in compact width (issue 39, semantics rule 24a):
/// by default the primary navigation controller pushes the secondary, so the detail shows first;
/// a delegate answering `collapseSecondary` true keeps the list. Two of 102 real files wrote that
/// delegate (in Swift 2's spelling, which UIKit never calls).
@Suite struct SplitCollapseTests {
    static let split = """
        class List: UIViewController {}
        class Detail: UIViewController {}
        let list = List()
        let detail = Detail()
        let split = UISplitViewController()
        let primary = UINavigationController(rootViewController: list)
        let secondary = UINavigationController(rootViewController: detail)
        split.viewControllers = [primary, secondary]
        """

    @Test func withoutADelegateTheDetailShowsFirst() throws {
        let session = SwiftSession()
        let lines = try session.lines(Self.split + "\nwindow.rootViewController = split")
        #expect(lines.contains("detail.viewDidAppear(false)"))
        #expect(!lines.contains("list.viewWillAppear(false)"))
        let state = try session.lines(
            "print(split.viewControllers.count, primary.viewControllers.count, primary.topViewController === secondary, secondary.parent === primary)"
        )
        #expect(state == ["console: 1 2 true true"])
    }

    @Test func aDelegateThatHandlesTheCollapseKeepsTheList() throws {
        let session = SwiftSession()
        let lines = try session.lines(
            """
            class Keeper: NSObject, UISplitViewControllerDelegate {
                func splitViewController(
                    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                    onto primaryViewController: UIViewController
                ) -> Bool {
                    print("asked", primaryViewController === primary, secondaryViewController === secondary)
                    return true
                }
            }
            \(Self.split)
            let keeper = Keeper()
            split.delegate = keeper
            window.rootViewController = split
            """)
        #expect(lines.contains("console: asked true true"))
        #expect(lines.contains("list.viewDidAppear(false)"))
        #expect(!lines.contains("detail.viewDidLoad()"))
        #expect(try session.lines("print(split.viewControllers.count, primary.viewControllers.count)") == ["console: 1 1"])
    }

    /// Rotated to regular width (an iPad's landscape), the split expands: the primary pops the
    /// secondary and the split shows both columns again.
    @Test func expandingGivesTheSecondaryItsColumnBack() throws {
        let session = SwiftSession()
        try session.run(Self.split + "\nwindow.rootViewController = split")
        try session.run("window.size = CGSize(width: 1366, height: 1024)")
        let state = try session.lines("print(split.viewControllers.count, primary.viewControllers.count, secondary.parent === split)")
        #expect(state == ["console: 2 1 true"])
    }
}
