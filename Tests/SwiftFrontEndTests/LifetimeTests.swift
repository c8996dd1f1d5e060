import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// ARC's lifetimes where UIKit holds objects too (the differential suite checks the rest
/// against swiftc): what a view controller holds goes when UIKit and the program both let go of
/// it, and not while it is in a hierarchy, presented, or in a transition.
@Suite struct LifetimeTests {
    static let classes = """
        import UIKit
        final class Model {
            let name: String
            init(_ name: String) { self.name = name }
            deinit { print("model \\(name) released") }
        }
        final class ChildViewController: UIViewController {
            let model: Model
            init(_ name: String) { model = Model(name); super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            deinit { print("child \\(model.name) deinit") }
        }
        final class HostViewController: UIViewController {
            weak var shown: ChildViewController?
            func show(_ name: String) {
                let child = ChildViewController(name)
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
                shown = child
            }
            func hide() {
                guard let child = shown else { return }
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
                print("hidden")
            }
        }
        let host = HostViewController()
        window.rootViewController = host
        """

    static func console(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst("console: ".count)) }
    }

    @Test func aChildsModelGoesWhenTheChildIsRemovedAndDropped() throws {
        let session = SwiftSession()
        try session.run(Self.classes)
        #expect(Self.console(try session.lines("host.show(\"a\")\nprint(host.shown == nil)")) == ["false"])
        // Removed from its parent and held by nothing, it goes with what it held once UIKit has
        // sent what it still owed it (its viewDidDisappear, after the commit); then the weak
        // reference reads nil.
        let hidden = try session.lines("host.hide()\nprint(host.shown == nil)")
        #expect(Array(hidden.suffix(3)) == ["child.viewDidDisappear(false)", "console: child a deinit", "console: model a released"])
        #expect(Self.console(hidden) == ["hidden", "false", "child a deinit", "model a released"])
        #expect(Self.console(try session.lines("print(host.shown == nil)")) == ["true"])
    }

    @Test func aChildStillHeldByTheProgramKeepsItsModel() throws {
        let session = SwiftSession()
        try session.run(Self.classes)
        let lines = try session.lines(
            """
            host.show("b")
            let kept = host.shown!
            host.hide()
            print(kept.model.name)
            """)
        #expect(Self.console(lines) == ["hidden", "b"])
    }

    @Test func aChildInTheHierarchyKeepsItsModelWithoutTheProgram() throws {
        let session = SwiftSession()
        try session.run(Self.classes)
        #expect(Self.console(try session.lines("host.show(\"c\")\nprint(host.children.count, host.shown?.model.name ?? \"gone\")")) == ["1 c"])
    }

    @Test func aPresentedControllerKeepsItsModelUntilDismissed() throws {
        let session = SwiftSession()
        try session.run(Self.classes)
        let presented = try session.lines(
            """
            func present() { host.present(ChildViewController("p"), animated: false) }
            present()
            print(host.presentedViewController == nil)
            """)
        #expect(Self.console(presented) == ["false"])
        // The dismissal finishes as the run loop settles: then the presented controller goes.
        let dismissed = try session.lines("host.dismiss(animated: false)\nprint(host.presentedViewController == nil)")
        #expect(Self.console(dismissed) == ["false", "child p deinit", "model p released"])
        #expect(Self.console(try session.lines("print(host.presentedViewController == nil)")) == ["true"])
    }

    /// A controller added by its view alone (the pitfall) is kept while UIKit lays its view out:
    /// the engine still calls it, so the playground does not release it.
    @Test func aControllerWhoseViewIsShownStaysAlive() throws {
        let session = SwiftSession()
        try session.run(Self.classes)
        let lines = try session.lines("func embed() { let c = ChildViewController(\"v\"); host.view.addSubview(c.view) }\nembed()")
        #expect(!lines.contains("console: child v deinit"))
    }

    /// An object a failed mutation released is back with the rollback: the session is as it was.
    @Test func aFailedRunLeavesEveryObjectAsItWas() throws {
        let session = SwiftSession()
        try session.run(Self.classes + "\nvar model: Model? = Model(\"kept\")")
        let before = session.snapshot
        #expect(session.failure("model = nil\nlet x: Int? = nil\nprint(x!)") != nil)
        #expect(session.snapshot == before)
        #expect(Self.console(try session.lines("print(model?.name ?? \"gone\")\nmodel = nil")) == ["kept", "model kept released"])
    }

    /// Traces cost steps by what they look at: a loop growing an array with a deinit object alive
    /// (each statement traces the array again) ends at the step budget, not after minutes (a
    /// fuzz finding: a linked list made circular, walked while appending).
    @Test func aTraceOfAGrowingHeapIsBoundedBySteps() {
        let session = SwiftSession()
        let source = """
            final class Token { deinit { print("gone") } }
            let token = Token()
            var names: [String] = []
            while true { names.append("name") }
            """
        guard case .limit(let limit)? = session.failure(source) else {
            Issue.record("not stopped by a limit")
            return
        }
        #expect(limit.setting == "maxStepsPerRequest")
    }

    /// A class of the user's own has only what it declares: setting another name is swiftc's error.
    @Test func settingAnUndeclaredPropertyIsRefused() {
        guard case .script(let error)? = SwiftSession().failure("final class Node { var next: Node? }\nlet a = Node()\na.nxt = nil") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message == "value of type 'Node' has no member 'nxt'")
        #expect(error.line == 3)
    }

    /// Only files that say one of the three words keep lifetime books; the scan finds each word
    /// anywhere, at the very end too, and nothing else.
    @Test func theLifetimeWordsAreFoundWhereverTheyAre() {
        #expect(SwiftFrontEnd.mentionsLifetimes("weak var d: D?"))
        #expect(SwiftFrontEnd.mentionsLifetimes("class A { deinit { } }"))
        #expect(SwiftFrontEnd.mentionsLifetimes("let x = 1 // unowned"))
        #expect(SwiftFrontEnd.mentionsLifetimes("é🙂deinit"))
        #expect(!SwiftFrontEnd.mentionsLifetimes("let wea = 1; let unowne = 2; let deini = 3"))
        #expect(!SwiftFrontEnd.mentionsLifetimes(""))
        #expect(!SwiftFrontEnd.mentionsLifetimes("dei"))
    }
}
