import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A controller's root view set by the program (`view = ChartView()` in `loadView`, a root view
/// replaced in `viewDidLoad`) is the one UIKit installs (issue 39: it used to be kept on the object
/// while the engine showed the view it had made).
@Suite struct RootViewTests {
    @Test func aViewSetInLoadViewIsTheOneOnScreen() throws {
        let lines = try SwiftSession().lines(
            """
            class Chart: UIView {}
            class Host: UIViewController {
                override func loadView() { view = Chart() }
            }
            let host = Host()
            window.rootViewController = host
            RunLoop.main.run()
            print(host.view is Chart, host.view.superview === window, host.view.frame)
            """)
        #expect(lines.last == "console: true true CGRect(x: 0.0, y: 0.0, width: 390.0, height: 844.0)")
        #expect(lines.contains("host.viewDidAppear(false)"))
    }

    @Test func aRootViewReplacedInViewDidLoadAppears() throws {
        let lines = try SwiftSession().lines(
            """
            class Host: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view = UIView()
                    view.tag = 3
                }
            }
            let host = Host()
            window.rootViewController = host
            RunLoop.main.run()
            print(host.view.tag, host.view.window != nil)
            """)
        #expect(lines.last == "console: 3 true")
    }

    /// A table view controller's `tableView` is its root view.
    @Test func aTableViewControllersTableViewIsItsView() throws {
        let lines = try SwiftSession().lines(
            """
            class List: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(tableView === view)
                }
            }
            window.rootViewController = List()
            """)
        #expect(lines.contains("console: true"))
    }

    /// One view, two controllers: UIKit's exception, the session unchanged.
    @Test func aViewOfAnotherControllerIsUIKitsException() throws {
        let failure = SwiftSession().failure(
            """
            let a = UIViewController()
            let b = UIViewController()
            b.view = a.view
            """)
        guard case .exception(let exception, _, _)? = failure else {
            Issue.record("accepted: \\(String(describing: failure))")
            return
        }
        #expect(exception.name == "UIViewControllerHierarchyInconsistency")
        #expect(exception.reason.hasPrefix("A view can only be associated with at most one view controller at a time!"))
    }
}

/// Rule 32: a window the program makes is hidden until `makeKeyAndVisible()`, as at launch.
@Suite struct WindowLaunchInSwiftTests {
    @Test func aSceneDelegatesWindowShowsItsRootOnMakeKeyAndVisible() throws {
        let session = SwiftSession()
        let report = try session.run(
            """
            import UIKit
            class RootViewController: UIViewController {}
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = RootViewController()
                    print(window.isKeyWindow, window.rootViewController?.isViewLoaded ?? false)
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            SceneDelegate().start()
            """)
        let lines = report.log.map { "\($0.sourceLine.map(String.init) ?? "-") \($0.text)" }
        #expect(lines.prefix(2) == ["7 rootViewController.loadView()", "7 rootViewController.viewDidLoad()"], "\(lines)")
        #expect(lines.contains("9 rootViewController.viewWillAppear(false)"), "\(lines)")
        #expect(report.log.last?.text == "rootViewController.viewDidAppear(false)")
    }

    @Test func aSecondWindowIsRefused() throws {
        let session = SwiftSession()
        let error = session.failure(
            """
            let root = UIViewController()
            window.rootViewController = root
            let other = UIWindow(frame: UIScreen.main.bounds)
            """)
        #expect("\(String(describing: error))".contains("simulates one window"))
    }
}

/// A UITableViewController's `loadView` makes a `UITableView`, which is its `tableView` (issue 39).
@Suite struct TableControllerRootViewTests {
    @Test func aTableControllersViewIsATableView() throws {
        let session = SwiftSession()
        let lines = try session.lines(
            """
            class ListViewController: UITableViewController {}
            class GridViewController: UICollectionViewController {}
            let list = ListViewController(style: .plain)
            let grid = GridViewController(collectionViewLayout: UICollectionViewFlowLayout())
            window.rootViewController = list
            print(list.view is UITableView, list.tableView === list.view, grid.view is UICollectionView)
            """)
        #expect(lines.contains("console: true true true"), "\(lines)")
        #expect(session.playground.printHierarchy().contains("view: <UITableView: list.view>"), "\(session.playground.printHierarchy())")
    }
}
