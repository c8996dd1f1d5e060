import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// The names the log gives objects follow the user's bindings (issue 40 item 3): a property's
/// name for what its closure makes, and the class (with an ordinal) for an object whose binding
/// the program points at other objects in turn.
@Suite struct ObjectNameTests {
    @Test func aClosureInitialisedPropertyNamesWhatItReturns() throws {
        let lines = try SwiftSession().lines(
            """
            class SummaryViewController: UIViewController {}
            class Host: UIViewController {
                lazy var summaryViewController: SummaryViewController = {
                    let viewController = SummaryViewController()
                    viewController.title = "Summary"
                    return viewController
                }()
                let detailViewController: UIViewController = {
                    let viewController = UIViewController()
                    return viewController
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(summaryViewController)
                    summaryViewController.didMove(toParent: self)
                    addChild(detailViewController)
                }
            }
            let host = Host()
            window.rootViewController = host
            """)
        #expect(lines.contains("summaryViewController.willMove(toParent: host)"))
        #expect(lines.contains("summaryViewController.didMove(toParent: host)"))
        #expect(lines.contains("detailViewController.willMove(toParent: host)"))
        #expect(!lines.contains { $0.hasPrefix("viewController") }, "\(lines)")
    }

    @Test func aBindingThatIsRepointedNamesNoObject() throws {
        let lines = try SwiftSession().lines(
            """
            class FirstViewController: UIViewController {}
            class SecondViewController: UIViewController {}
            class Switcher: UIViewController {
                var current: UIViewController = FirstViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    show(current)
                }
                func show(_ next: UIViewController) {
                    addChild(next)
                    view.addSubview(next.view)
                    next.didMove(toParent: self)
                }
                func switchToSecond() {
                    current.willMove(toParent: nil)
                    current.view.removeFromSuperview()
                    current.removeFromParent()
                    current = SecondViewController()
                    show(current)
                }
            }
            let switcher = Switcher()
            window.rootViewController = switcher
            RunLoop.main.run()
            switcher.switchToSecond()
            """)
        // Neither controller is called `current`: the name points at each in turn.
        #expect(lines.contains("firstViewController.didMove(toParent: nil)"))
        #expect(lines.contains("secondViewController.didMove(toParent: switcher)"))
        #expect(!lines.contains { $0.hasPrefix("current") }, "\(lines)")
    }

    @Test func aNameBoundOnceOrHandedOnKeepsNamingItsObject() throws {
        // `var child: Child!` assigned once, `self.nav = nav` and `sheet = nil` re-point nothing.
        let lines = try SwiftSession().lines(
            """
            class Child: UIViewController {}
            class Host: UIViewController {
                var child: Child!
                let nav: UINavigationController
                init(nav: UINavigationController) {
                    self.nav = nav
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    child = Child()
                    addChild(child)
                    child.didMove(toParent: self)
                }
                func drop() { child.removeFromParent(); child = nil }
            }
            let nav = UINavigationController()
            let host = Host(nav: nav)
            window.rootViewController = host
            RunLoop.main.run()
            host.drop()
            print(host.nav === nav)
            """)
        #expect(lines.contains("child.didMove(toParent: host)"))
        #expect(lines.last == "console: true")
    }
}
