import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Constructs found in container code from public repositories (measured, not committed: see
/// docs/swift-support.md "Measured on real code"), each reduced to its smallest form.
@Suite struct RealCodeTests {
    static func console(_ source: String) throws -> [String] {
        try SwiftSession().lines(source).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func arrayAndDictionaryTypesHaveTheirInitialisers() throws {
        #expect(
            try Self.console(
                """
                class Host: UIViewController {
                    var pages = [UIViewController]()
                    var byName = [String: UIViewController]()
                    var zeros = [Int](repeating: 0, count: 3)
                }
                let host = Host()
                host.pages.append(UIViewController())
                host.byName["a"] = host
                print(host.pages.count, host.byName.count, host.zeros)
                """) == ["1 1 [0, 0, 0]"])
    }

    /// UIKit the playground does not model: a method does nothing, with one diagnostic; a
    /// property reads UIKit's default (an unset tag is 0, a new tab bar's items nil), a set one is kept.
    @Test func unmodelledUIKitReadsItsDefaultAndTagsAreInts() throws {
        let session = SwiftSession()
        let report = try session.run(
            """
            let tabs = ["a", "b"]
            let button = UIButton()
            print(tabs[button.tag])
            button.tag = 1
            print(tabs[button.tag])
            let segments = UISegmentedControl()
            segments.removeAllSegments()
            segments.removeAllSegments()
            let bar = UITabBar()
            print(bar.items == nil)
            let item = UITabBarItem()
            print([10, 20][item.tag])
            """)
        #expect(report.log.map(\.text).filter { $0.hasPrefix("console") } == ["console: a", "console: b", "console: true", "console: 10"])
        #expect(
            report.diagnostics.filter { $0.pitfall == .unmodelledAPI }.map(\.summary).contains(
                "UISegmentedControl.removeAllSegments(...) is not modelled: it does nothing here"))
        #expect(report.diagnostics.map(\.summary).contains("UITabBar.items is not modelled: it reads nil, UIKit's default"))
        #expect(report.diagnostics.filter { $0.summary.contains("removeAllSegments") }.count == 1)
    }

    @Test func helpersFromOtherFilesAreStandIns() throws {
        let lines = try SwiftSession().lines(
            """
            extension SummaryViewController {
                static func make() -> SummaryViewController { return SummaryViewController() }
            }
            let host = UIViewController()
            let summary = SummaryViewController.make()
            host.addChild(summary)
            host.addChild(FirstChildVC())
            let sessions = SessionsViewController.instantiate(from: UIStoryboard(name: "Main", bundle: nil))
            host.addChild(sessions)
            print(host.children.count, sessions is SessionsViewController)
            """)
        #expect(lines.contains("console: 3 true"))
    }

    @Test func foundationMathsAndFunctionNames() throws {
        #expect(
            try Self.console(
                """
                class Child: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        print(#function, floor(2.5), ceil(2.1), round(2.5), sqrt(16.0))
                    }
                }
                window.rootViewController = Child()
                print(#function)
                """) == ["viewWillAppear(_:) 2.0 3.0 3.0 4.0", "main"])
    }

    @Test func aSegueSubclassKeepsItsSourceAndDestination() throws {
        let lines = try SwiftSession().lines(
            """
            class FadeSegue: UIStoryboardSegue {
                override func perform() {
                    source.present(destination, animated: false, completion: nil)
                }
            }
            let a = UIViewController()
            window.rootViewController = a
            let b = UIViewController()
            FadeSegue(identifier: "fade", source: a, destination: b).perform()
            """)
        #expect(lines.contains("b.viewDidAppear(false)"))
    }

    /// Generics are erased to their constraints: `T` is a UIViewController here.
    @Test func simpleGenericsRun() throws {
        #expect(
            try Self.console(
                """
                func first<T: UIViewController>(_ items: [UIViewController], of type: T.Type) -> T? {
                    for item in items { if let match = item as? T { return match } }
                    return nil
                }
                struct Box<Value> { var value: Value }
                let box = Box(value: 3)
                print(first([UIViewController()], of: UIViewController.self) != nil, box.value)
                """) == ["true 3"])
    }

    /// A generic helper making the controller its type argument names (`T()`, `T.self`), and one
    /// finding a child of a type (`as? T` is that type, not the constraint): the common
    /// container extensions, run with the type each call passes.
    @Test func genericParametersAsValuesMakeAndFindChildren() throws {
        let lines = try SwiftSession().lines(
            """
            final class FeedViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}
            extension UIViewController {
                @discardableResult
                func embed<Child: UIViewController>(_ type: Child.Type) -> Child {
                    let child = Child()
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                    print("embedded", String(describing: Child.self))
                    return child
                }
                func firstChild<T: UIViewController>(of type: T.Type) -> T? { children.first { $0 is T } as? T }
            }
            let host = UIViewController()
            window.rootViewController = host
            host.embed(FeedViewController.self)
            print(host.firstChild(of: ProfileViewController.self) == nil)
            host.embed(ProfileViewController.self)
            print(host.firstChild(of: ProfileViewController.self) != nil, host.children.count)
            """)
        let console = lines.filter { $0.hasPrefix("console: ") }
        #expect(console == ["console: embedded FeedViewController", "console: true", "console: embedded ProfileViewController", "console: true 2"])
        #expect(lines.contains("profileViewController.didMove(toParent: host)"))
    }

    /// Setting the same frame in every layout pass settles (docs/semantics.md rule 30).
    @Test func framesSetInViewDidLayoutSubviewsSettle() throws {
        let lines = try SwiftSession().lines(
            """
            class Host: UIViewController {
                let box = UIView()
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(box) }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    box.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: 100)
                }
            }
            let host = Host()
            window.rootViewController = host
            """)
        #expect(lines.filter { $0 == "host.viewDidLayoutSubviews()" }.count == 2)
    }

    /// A root controller that sets its own view's frame in `viewWillLayoutSubviews` keeps it: the
    /// window sizes its root view when it installs it and when its size changes, not at every pass
    /// (one of 102 real files ran into the run loop's limit). A rotation sizes it again.
    @Test func aRootViewsOwnFrameSettles() throws {
        let session = SwiftSession()
        let lines = try session.lines(
            """
            class Card: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    view.frame = CGRect(x: 50, y: 100, width: 275, height: 275)
                }
            }
            let card = Card()
            window.rootViewController = card
            RunLoop.main.run()
            print(card.view.frame)
            """)
        #expect(lines.last == "console: CGRect(x: 50.0, y: 100.0, width: 275.0, height: 275.0)")
        #expect(lines.filter { $0 == "card.viewWillLayoutSubviews()" }.count == 2)
    }

    @Test func storyboardScenesAwakeFromNibAndIdentifiersAbbreviateClasses() throws {
        #expect(
            try Self.console(
                """
                class SecondViewController: UIViewController {
                    var pages: [UIViewController] = []
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        print("decoded")
                    }
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        pages.append(UIViewController())
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print(pages.count)
                    }
                }
                let second = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Second") as? SecondViewController
                window.rootViewController = second
                """) == ["decoded", "1"])
    }

    @Test func implicitSelfDelegatesAndSplitViewControllers() throws {
        let lines = try SwiftSession().lines(
            """
            class Nav: UINavigationController, UINavigationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                }
            }
            let split = UISplitViewController()
            let nav = Nav(rootViewController: UIViewController())
            split.viewControllers = [nav, UIViewController()]
            window.rootViewController = split
            print(split.children.count, nav.delegate === nav)
            """)
        // Collapsed in compact width: the secondary went onto the primary's stack (rule 24a).
        #expect(lines.contains("console: 1 true"))
    }

    /// A navigation controller tells its delegate what it shows: after the shown controller's
    /// viewWillAppear and viewDidAppear, on its first display and on each push (rule 17a).
    @Test func aNavigationDelegateIsToldWhatIsShown() throws {
        let session = SwiftSession()
        let first = try session.lines(
            """
            class Nav: UINavigationController, UINavigationControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.delegate = self
                }
                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                    print("will show", viewController === navigationController.topViewController, animated)
                }
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    print("did show", viewController === navigationController.topViewController, animated)
                }
            }
            let root = UIViewController()
            let nav = Nav(rootViewController: root)
            window.rootViewController = nav
            """)
        let shown = first.filter { $0.hasPrefix("console") || $0.hasPrefix("root.view") && $0.contains("Appear(") }
        #expect(
            shown == ["root.viewWillAppear(false)", "console: will show true false", "root.viewDidAppear(false)", "console: did show true false"])
        let pushed = try session.lines("let next = UIViewController()\nnav.pushViewController(next, animated: true)")
        #expect(pushed.filter { $0.hasPrefix("console") } == ["console: will show true true", "console: did show true true"])
        let willShow = try #require(pushed.firstIndex(of: "console: will show true true"))
        #expect(pushed.firstIndex(of: "next.viewWillAppear(true)")! < willShow)
    }

    /// A tab bar controller tells its delegate about a user's tap, not about a selection in code.
    @Test func aTabBarDelegateHearsOfTapsOnly() throws {
        let session = SwiftSession()
        try session.run(
            """
            class Watcher { var taps: [Int] = [] }
            class Tabs: UITabBarController, UITabBarControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                }
                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    print("did select", tabBarController.selectedIndex, viewController === tabBarController.selectedViewController)
                }
            }
            let tabs = Tabs()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            window.rootViewController = tabs
            """)
        #expect(try session.lines("tabs.selectedIndex = 1").filter { $0.hasPrefix("console") }.isEmpty)
        #expect(try session.lines("tabs.simulateTap(index: 0)").filter { $0.hasPrefix("console") } == ["console: did select 0 true"])
    }

    /// A tap: the tab bar tells the tab bar controller (`tabBar(_:didSelect:)`, selection not yet
    /// changed), then the delegate is asked `tabBarController(_:shouldSelect:)`; a `false` selects
    /// nothing and says nothing more (decompiled iOS 26.1 UIKit, docs/semantics.md rule 19a; two of
    /// 102 real files refuse a tab so, to present a modal instead).
    @Test func aTabBarDelegateCanRefuseATap() throws {
        let session = SwiftSession()
        try session.run(
            """
            class Tabs: UITabBarController, UITabBarControllerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                }
                override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                    print("bar", selectedIndex)
                }
                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    print("should", viewController is Compose)
                    return !(viewController is Compose)
                }
                func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                    print("did", tabBarController.selectedIndex)
                }
            }
            class Compose: UIViewController {}
            let tabs = Tabs()
            tabs.viewControllers = [UIViewController(), Compose(), UIViewController()]
            window.rootViewController = tabs
            """)
        let refused = try session.lines("tabs.simulateTap(index: 1)")
        #expect(refused == ["console: bar 0", "console: should true"])
        let allowed = try session.lines("tabs.simulateTap(index: 2)").filter { $0.hasPrefix("console") }
        #expect(allowed == ["console: bar 0", "console: should false", "console: did 2"])
        #expect(try session.lines("print(tabs.selectedIndex)") == ["console: 2"])
    }
}
