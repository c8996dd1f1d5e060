import ContainmentEngine
import Testing
import UIKitCatalogue

@testable import SwiftFrontEnd

/// UIKit the playground does not model, through the catalogue's table of UIKit's real members
/// (issue 39): never an inert value that reads as true.
@Suite struct UnmodelledUIKitTests {
    static func refusal(_ source: String) -> ScriptError? {
        if case .script(let error)? = SwiftSession().failure(source) { return error }
        return nil
    }

    /// `UIView.areAnimationsEnabled` (tested by two of the 31 real Objective-C files of session
    /// 27, refused then): true, false inside `performWithoutAnimation`, and what
    /// `setAnimationsEnabled(_:)` set, whose effect on animations stays a note.
    @Test func areAnimationsEnabledReadsWhatUIKitWouldSay() throws {
        let report = try SwiftSession().run(
            """
            print(UIView.areAnimationsEnabled)
            UIView.performWithoutAnimation { print(UIView.areAnimationsEnabled) }
            print(UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(false)
            if !UIView.areAnimationsEnabled { print("off") }
            """)
        let lines = report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
        #expect(lines == ["true", "false", "true", "off"])
        #expect(report.diagnostics.contains { $0.pitfall == .unmodelledAPI && $0.line == 4 })
    }

    /// `UIView().isHidden` printed `UIView.isHidden` and tested as hidden: it reads false, and
    /// what the program sets it to afterwards.
    @Test func aRealPropertyReadsItsDefaultThenWhatWasSet() throws {
        let report = try SwiftSession().run(
            """
            let v = UIView()
            print(v.isHidden, v.alpha, v.tag, v.backgroundColor == nil, v.isUserInteractionEnabled)
            if v.isHidden { print("hidden") } else { print("shown") }
            v.isHidden = true
            v.alpha = 0.5
            print(v.isHidden, v.alpha)
            let c = UIViewController()
            print(c.preferredContentSize, c.restorationIdentifier as Any, c.isModalInPresentation)
            """)
        let lines = report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
        #expect(lines == ["false 1.0 0 true true", "shown", "true 0.5", "CGSize(width: 0.0, height: 0.0) nil false"])
        let summaries = report.diagnostics.map(\.summary)
        #expect(summaries.contains("UIView.backgroundColor is not modelled: it reads nil, UIKit's default"))
        #expect(summaries.contains("UIView.isUserInteractionEnabled is not modelled: it reads true, UIKit's default"))
    }

    /// A name UIKit does not have is refused as swiftc refuses it, at its line.
    @Test func aMisspeltMemberIsSwiftcsError() throws {
        let call = try #require(Self.refusal("let parent = UIViewController()\nlet child = UIViewController()\nchild.didMoveTo(parent: parent)"))
        #expect(call.message == "value of type 'UIViewController' has no member 'didMoveTo'")
        #expect(call.line == 3)
        let read = try #require(Self.refusal("let v = UIView()\nprint(v.isHiden)"))
        #expect(read.message == "value of type 'UIView' has no member 'isHiden'")
        let write = try #require(Self.refusal("let c = UIViewController()\nc.titel = \"x\""))
        #expect(write.message == "value of type 'UIViewController' has no member 'titel'")
        let getOnly = try #require(Self.refusal("let c = UIViewController()\nc.isViewLoaded = true"))
        #expect(getOnly.message == "cannot assign to property: 'isViewLoaded' is a get-only property")
    }

    /// A real member with no default the playground can state is refused where its value decides.
    @Test func anUnknownValueIsRefusedWhereItDecides() throws {
        let error = try #require(Self.refusal("let v = UIView()\nif v.tintColor == nil { print(1) }\nlet x = 1"))
        #expect(error.message.contains("UIView.tintColor is not modelled"))
        #expect(error.line == 2)
        let layer = try #require(Self.refusal("let v = UIView()\nlet on = v.layer.masksToBounds || true\nprint(on)"))
        #expect(layer.message.contains("is not modelled"))
    }

    /// A real method the playground does not model does nothing, with one note; a misspelt one is refused.
    @Test func aRealMethodDoesNothingAndAMisspeltOneIsRefused() throws {
        let session = SwiftSession()
        let report = try session.run("let v = UIView()\nv.setNeedsDisplay()\nv.setNeedsDisplay()\nprint(v.subviews.count)")
        #expect(report.log.map(\.text).contains("console: 0"))
        #expect(report.diagnostics.filter { $0.summary == "UIView.setNeedsDisplay() is not modelled: it does nothing here" }.count == 1)
        let error = try #require(Self.refusal("let v = UIView()\nv.setNeedsDisply()"))
        #expect(error.message == "value of type 'UIView' has no member 'setNeedsDisply'")
    }

    /// Every property the catalogue says is modelled and readable is answered by the model, not
    /// by the unmodelled default.
    @Test func everyModelledReadIsAnsweredByTheModel() throws {
        let receivers = [
            "UIViewController": "plain", "UINavigationController": "nav", "UITabBarController": "tabs",
            "UIPageViewController": "pages", "UISplitViewController": "split", "UIView": "plain.view", "UIWindow": "window",
            "UIStackView": "stack", "UITableViewCell": "tableCell", "UICollectionViewCell": "collectionCell",
            "UITableViewController": "tableController", "UICollectionViewController": "collectionController",
        ]
        var lines = [
            "let plain = UIViewController()", "let nav = UINavigationController(rootViewController: UIViewController())",
            "let tabs = UITabBarController()", "let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)",
            "let split = UISplitViewController(style: .doubleColumn)", "let stack = UIStackView()",
            "let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)", "let collectionCell = UICollectionViewCell()",
            "let tableController = UITableViewController()",
            "let collectionController = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())",
        ]
        let readable = UIKitCatalogue.modelledProperties.filter { $0.access == .read || $0.access == .readWrite }
        for property in readable { lines.append("_ = \(receivers[property.owner]!).\(property.name)") }
        let report = try SwiftSession().run(lines.joined(separator: "\n"))
        // (the collection controller's layout object is UIKit the playground does not model)
        let notes = report.diagnostics.filter { $0.pitfall == .unmodelledAPI }.map(\.summary)
        #expect(notes.filter { !$0.hasPrefix("UICollectionViewFlowLayout ") } == [])
        #expect(readable.count > 40)
    }

    /// `responds(to:)` answers from the file's class and the catalogue's UIKit members.
    @Test func respondsToAnswersFromTheClassAndUIKitsMembers() throws {
        let report = try SwiftSession().run(
            """
            class Nav: UINavigationController {
                @objc func tapped() {}
            }
            let nav = Nav(rootViewController: UIViewController())
            print(nav.responds(to: #selector(getter: UINavigationController.interactivePopGestureRecognizer)))
            print(nav.responds(to: #selector(Nav.tapped)), UIView().responds(to: #selector(Nav.tapped)))
            """)
        let lines = report.log.map(\.text).filter { $0.hasPrefix("console: ") }
        #expect(lines == ["console: true", "console: true false"])
    }

    /// UIKit's members are in scope in a subclass's methods without `self.` (13 of 102 real
    /// container files wrote `storyboard`, `dataSource`, `setNavigationBarHidden(...)` so).
    @Test func uikitMembersAreInScopeInASubclass() throws {
        let report = try SwiftSession().run(
            """
            class Host: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print(restorationIdentifier == nil, title ?? "untitled", children.count, isViewLoaded)
                    setToolbarHidden(false, animated: false)
                    definesPresentationContext = true
                    print(definesPresentationContext)
                    hidesBottomBarWhenPushed = true
                    print(hidesBottomBarWhenPushed)
                }
            }
            window.rootViewController = Host()
            """)
        let lines = report.log.map(\.text).filter { $0.hasPrefix("console: ") }
        #expect(lines == ["console: true untitled 0 true", "console: true", "console: true"])
        #expect(
            report.diagnostics.map(\.summary).contains(
                "UINavigationController.setToolbarHidden(_:animated:) is not modelled: it does nothing here"))
        let misspelt = try #require(Self.refusal("class Host: UIViewController {\n    func f() { storybord = nil }\n}\nHost().f()"))
        #expect(misspelt.message == "cannot find 'storybord' in scope")
    }

    /// A class declaring `tabBar(_:didSelect:)` still reads UIKit's `tabBar` property by that name;
    /// `storyboard` is the app's, so `storyboard!.instantiateViewController(withIdentifier:)` runs.
    @Test func aPropertyNamedLikeTheClassesMethodIsTheProperty() throws {
        let report = try SwiftSession().run(
            """
            class Tabs: UITabBarController {
                override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bar = tabBar  // was the method: "value of type 'Function' has no member 'subviews'"
                    _ = bar.subviews
                    let detail = storyboard!.instantiateViewController(withIdentifier: "DetailViewController")
                    addChild(detail)
                    print(children.count)
                }
            }
            window.rootViewController = Tabs()
            """)
        #expect(report.log.map(\.text).filter { $0.hasPrefix("console: ") } == ["console: 1"])
    }

    /// `.init(...)` assigned to a UIKit property takes the type UIKit declares for it (a real
    /// navigation subclass was refused: "'.init' here needs a type...").
    @Test func anImplicitInitTakesTheTypeOfTheUIKitProperty() throws {
        let report = try SwiftSession().run(
            """
            final class Nav: UINavigationController {
                override func pushViewController(_ viewController: UIViewController, animated: Bool) {
                    topViewController?.navigationItem.backBarButtonItem = .init(title: "", style: .plain, target: nil, action: nil)
                    super.pushViewController(viewController, animated: animated)
                }
            }
            let nav = Nav(rootViewController: UIViewController())
            window.rootViewController = nav
            nav.pushViewController(UIViewController(), animated: false)
            let v = UIView()
            v.backgroundColor = .init(white: 0.5, alpha: 1)
            """)
        let notes = report.diagnostics.map(\.summary)
        #expect(notes.contains("UIBarButtonItem is not modelled: it does nothing here"))
        #expect(notes.contains("UIColor is not modelled: it does nothing here"))
        #expect(report.log.map(\.text).contains("uiViewController2.viewDidAppear(false)"))
        // Where UIKit declares no class for the property, `.init` still needs its type written.
        guard case .script(let error)? = SwiftSession().failure("let v = UIView()\nv.alpha = .init(0.5)") else {
            Issue.record("an implicit init of a Double property was accepted")
            return
        }
        #expect(error.message.hasPrefix("'.init' here needs a type"))
    }
}
