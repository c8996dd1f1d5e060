import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// UIKit's dispatch to the user's overrides, with `super` as an explicit step.
@Suite struct DispatchTests {
    static let classes = """
        class Child: UIViewController {}
        class Parent: UIViewController {
            var superWhen = "first"
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = Child()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                if superWhen == "first" { super.viewWillTransition(to: size, with: coordinator) }
                print("parent sees", size.width)
                if superWhen == "last" { super.viewWillTransition(to: size, with: coordinator) }
            }
        }
        let parent = Parent()
        """

    static func rotate(superWhen: String) throws -> (lines: [String], diagnostics: [Diagnostic]) {
        let session = SwiftSession()
        try session.run(classes + "\nparent.superWhen = \"\(superWhen)\"\nwindow.rootViewController = parent")
        let report = try session.run("window.size = CGSize(width: 844, height: 390)")
        return (report.log.map(\.text).filter { $0.contains("viewWillTransition") || $0.hasPrefix("console") }, report.diagnostics)
    }

    @Test func superFirstForwardsToChildrenBeforeTheOverridesCode() throws {
        let (lines, diagnostics) = try Self.rotate(superWhen: "first")
        #expect(lines == ["parent.viewWillTransition(to: 844x390)", "child.viewWillTransition(to: 844x390)", "console: parent sees 844.0"])
        #expect(diagnostics.isEmpty)
    }

    @Test func superLastForwardsAfterIt() throws {
        let (lines, _) = try Self.rotate(superWhen: "last")
        #expect(lines == ["parent.viewWillTransition(to: 844x390)", "console: parent sees 844.0", "child.viewWillTransition(to: 844x390)"])
    }

    /// Apple: "always call super ... so that UIKit can forward the size change message".
    @Test func withoutSuperTheChildrenNeverHearAndThePitfallIsReported() throws {
        let (lines, diagnostics) = try Self.rotate(superWhen: "never")
        #expect(lines == ["parent.viewWillTransition(to: 844x390)", "console: parent sees 844.0"])
        #expect(diagnostics.map(\.pitfall) == [.overrideSkipsSuper])
        #expect(diagnostics.first?.explanation.contains("always call super") == true)
    }

    /// A navigation controller forwards appearance to its top child inside its own
    /// `viewWillAppear` (super); a plain container's children get theirs whatever it does. The
    /// container is the child of a parent that forwards appearance by hand, and appears again.
    static func reappear(_ container: String, superCalled: Bool) throws -> [String] {
        let session = SwiftSession()
        try session.run(
            """
            class Manual: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            class Container: \(container) {
                override func viewWillAppear(_ animated: Bool) {
                    \(superCalled ? "super.viewWillAppear(animated)" : "")
                    print("container will appear")
                }
            }
            let parent = Manual()
            let top = UIViewController()
            let container = Container()
            \(container == "UINavigationController" ? "container.pushViewController(top, animated: false)" : "container.addChild(top); container.view.addSubview(top.view); top.didMove(toParent: container)")
            window.rootViewController = parent
            parent.addChild(container)
            container.beginAppearanceTransition(true, animated: false)
            parent.view.addSubview(container.view)
            container.endAppearanceTransition()
            container.didMove(toParent: parent)
            """)
        try session.run("container.beginAppearanceTransition(false, animated: false)\ncontainer.endAppearanceTransition()")
        return try session.lines("container.beginAppearanceTransition(true, animated: false)\ncontainer.endAppearanceTransition()")
            .filter { $0.contains("Appear(") || $0.hasPrefix("console") }
    }

    @Test func aNavigationSubclassSkippingSuperLeavesItsTopChildWithoutTheCallback() throws {
        let appeared = ["container.viewDidAppear(false)", "top.viewDidAppear(false)"]
        #expect(
            try Self.reappear("UINavigationController", superCalled: true)
                == ["container.viewWillAppear(false)", "top.viewWillAppear(false)", "console: container will appear"] + appeared)
        // Without super the top child misses viewWillAppear at its time; it gets it only when the
        // container's viewDidAppear (which calls super) forwards, just before its viewDidAppear.
        #expect(
            try Self.reappear("UINavigationController", superCalled: false)
                == [
                    "container.viewWillAppear(false)", "console: container will appear", "container.viewDidAppear(false)",
                    "top.viewWillAppear(false)", "top.viewDidAppear(false)",
                ])
        #expect(
            try Self.reappear("UIViewController", superCalled: false)
                == ["container.viewWillAppear(false)", "console: container will appear", "top.viewWillAppear(false)"] + appeared)
    }

    /// On first display the pushed root is shown by the navigation controller's deferred
    /// transition, which an override skipping super does not stop.
    @Test func aNavigationSubclassShowsItsRootOnFirstDisplayEvenWithoutSuper() throws {
        let lines = try SwiftSession().lines(
            """
            class Nav: UINavigationController {
                override func viewWillAppear(_ animated: Bool) {}
            }
            let root = UIViewController()
            let nav = Nav(rootViewController: root)
            window.rootViewController = nav
            """)
        #expect(lines.contains("root.viewWillAppear(false)"))
        #expect(lines.contains("root.viewDidAppear(false)"))
    }

    /// `show(_:sender:)` reaches the nearest ancestor whose class overrides it (UIKit's
    /// `targetViewController(forAction:sender:)`), not UIKit's default routing.
    @Test func showGoesToTheAncestorThatOverridesIt() throws {
        let lines = try SwiftSession().lines(
            """
            class Shell: UIViewController {
                override func show(_ vc: UIViewController, sender: Any?) {
                    print("shell shows", vc === detail)
                    addChild(vc)
                    view.addSubview(vc.view)
                    vc.didMove(toParent: self)
                }
            }
            let shell = Shell()
            let list = UIViewController()
            let detail = UIViewController()
            window.rootViewController = shell
            shell.addChild(list)
            shell.view.addSubview(list.view)
            list.didMove(toParent: shell)
            list.show(detail, sender: nil)
            """)
        #expect(lines.contains("console: shell shows true"))
        #expect(lines.contains("detail.didMove(toParent: shell)"))
        #expect(!lines.contains { $0.contains("detail.viewWillAppear") && $0.contains("true") })
    }

    /// Each instance dispatches to its own class's override, a subclass's first, and `super`
    /// reaches the superclass's before UIKit's.
    @Test func subclassOverridesChainThroughSuper() throws {
        let session = SwiftSession()
        let lines = try session.lines(
            """
            class Base: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); print("base", title ?? "untitled") }
            }
            class Derived: Base {
                override func viewDidLoad() { print("derived before"); super.viewDidLoad(); print("derived after") }
            }
            let a = Base(), b = Derived()
            _ = a.view
            _ = b.view
            """
        ).filter { $0.hasPrefix("console") || $0.contains("viewDidLoad") }
        #expect(
            lines == [
                "a.viewDidLoad()", "console: base untitled", "b.viewDidLoad()", "console: derived before", "console: base untitled",
                "console: derived after",
            ])
    }

    /// Names: the binding's name, the class's in lowerCamelCase when unbound, and a number on a clash.
    @Test func objectsAreNamedByTheirBindings() throws {
        let session = SwiftSession()
        try session.run(
            """
            class Panel: UIViewController {}
            let host = UIViewController()
            let panel = Panel()
            host.addChild(Panel())
            host.addChild(Panel())
            func make() -> UIViewController { let host = UIViewController(); return host }
            let other = make()
            """)
        let names = Set(session.playground.hierarchy().controllers.flatMap { [$0.name] + $0.children.map(\.name) })
        #expect(names == ["host", "panel", "panel2", "panel3", "host2"])
    }

    /// Outlets are made as a storyboard makes them: while the view loads, full-size subviews.
    @Test func outletsAreConnectedWhileTheViewLoads() throws {
        let lines = try SwiftSession().lines(
            """
            class Screen: UIViewController {
                @IBOutlet weak var header: UIView!
                @IBOutlet var footer: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(header != nil, footer.superview === view, header.frame.width)
                }
            }
            let screen = Screen()
            window.rootViewController = screen
            """
        ).filter { $0.hasPrefix("console") }
        #expect(lines == ["console: true true 390.0"])
    }

    /// Code the playground cannot run as written is a note, never an error: one per thing.
    @Test func undeclaredTypesAndInertAPIAreNotedOnce() throws {
        let report = try SwiftSession().run(
            """
            let a = ImageViewController()
            let b = ImageViewController()
            let badge = BadgeView()
            let color = UIColor.red
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            a.view.backgroundColor = color
            a.view.addGestureRecognizer(tap)
            print(a.children.count, b.view.subviews.count)
            """)
        #expect(report.diagnostics.map(\.pitfall) == [.undeclaredType, .undeclaredType, .unmodelledAPI, .unmodelledAPI])
        #expect(
            report.diagnostics.map(\.summary) == [
                "ImageViewController is not declared here: treated as a UIViewController subclass",
                "BadgeView is not declared here: treated as a UIView subclass",
                "UIColor.red is not modelled: it does nothing here",
                "UITapGestureRecognizer is not modelled: it does nothing here",
            ])
        #expect(report.log.map(\.text).last == "console: 0 0")
    }
}
