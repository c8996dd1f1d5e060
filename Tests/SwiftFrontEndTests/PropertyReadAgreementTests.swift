import ContainmentEngine
import ContainmentScript
import Testing

@testable import SwiftFrontEnd

/// Both front ends read UIKit's modelled properties through the engine's one reading
/// (`Playground.read(_:ofController:)`), so `print` gives the same value in each on the same
/// state (issue 39: the two copies had disagreed on `presentedViewController` of a child, an
/// unset `selectedIndex` and what a navigation controller shows over a presentation).
@Suite struct PropertyReadAgreementTests {
    static let setup = """
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        let modal = UIViewController()
        let child = UIViewController()
        let v = UIView()
        window.rootViewController = nav
        RunLoop.main.run(until: Date())
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        nav.present(modal, animated: false)
        RunLoop.main.run(until: Date())
        """

    static let reads = [
        "child.presentedViewController", "root.presentedViewController", "modal.presentingViewController",
        "child.presentingViewController", "nav.visibleViewController", "nav.topViewController", "tabs.selectedIndex",
        "tabs.selectedViewController", "child.parent", "root.children", "nav.viewControllers", "child.navigationController",
        "modal.isBeingPresented", "child.isMovingToParent", "root.isViewLoaded", "tabs.isViewLoaded", "child.view.superview",
        "root.view.subviews", "v.superview", "v.isHidden", "child.definesPresentationContext", "tabs.viewControllers",
    ]

    /// What `print` shows in the flat language (its console line is `expression = value`).
    static func flatValue(_ read: String) throws -> String {
        let playground = Playground()
        try playground.run(setup)
        let line = try playground.run("print(\(read))").log.map(\.text).first { $0.hasPrefix("console: ") } ?? ""
        return String(line.dropFirst("console: \(read) = ".count))
    }

    static func swiftValue(_ read: String) throws -> String {
        let session = SwiftSession()
        try session.run(setup)
        let line = try session.run("print(\(read) as Any)").log.map(\.text).first { $0.hasPrefix("console: ") } ?? ""
        return String(line.dropFirst("console: ".count))
    }

    @Test(arguments: reads) func bothFrontEndsPrintTheSame(_ read: String) throws {
        let flat = try Self.flatValue(read), swift = try Self.swiftValue(read)
        #expect(!flat.isEmpty)
        #expect(flat == swift, "\(read): flat \(flat), Swift \(swift)")
    }

    /// The values the two copies used to disagree on, as UIKit documents them.
    @Test func theDocumentedAnswers() throws {
        // "presented by this view controller, or one of its ancestors" (Apple).
        #expect(try Self.flatValue("child.presentedViewController") == "<UIViewController: modal>")
        // "a view controller that was presented modally on top of the navigation controller itself".
        #expect(try Self.flatValue("nav.visibleViewController") == "<UIViewController: modal>")
        #expect(try Self.flatValue("nav.topViewController") == "<UIViewController: root>")
        #expect(try Self.flatValue("tabs.selectedIndex") == "0")
    }
}
