import ContainmentEngine
import ContainmentScript
import Testing
import UIKitCatalogue

@testable import SwiftFrontEnd

/// Every method of the UIKit catalogue, called the same way in the flat language and in Swift on
/// the same state, gives the same log, or the same refusal from the engine (issue 39: one
/// catalogue, so the two front ends cannot disagree on what a UIKit call does).
@Suite struct CatalogueConformanceTests {
    static let setup = """
        let host = UIViewController()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let split = UISplitViewController(style: .doubleColumn)
        let a = UIViewController()
        let b = UIViewController()
        let stack = UIStackView()
        let v = UIView()
        window.rootViewController = host
        host.addChild(a)
        host.view.addSubview(a.view)
        a.didMove(toParent: host)
        """

    /// The receiver a member is called on, by its owner.
    static func receiver(_ member: UIKitMember) -> String {
        switch member.owner {
        case "UINavigationController": "nav"
        case "UITabBarController": "tabs"
        case "UIPageViewController": "pages"
        case "UISplitViewController": "split"
        case "UIStackView": "stack"
        case "UIView": "host.view"
        case "UIWindow": "window"
        default: member.name == "addChild" || member.name == "transition" ? "host" : "a"
        }
    }

    /// An argument of the type: the same text in both languages.
    static func argument(_ type: UIKitType, _ label: String?) -> String {
        switch type {
        case .object("UIViewController"), .optional(.object("UIViewController")): label == "from" ? "a" : "b"
        case .array(.object("UIViewController")), .optional(.array(.object("UIViewController"))): "[b]"
        case .object("UIView"), .optional(.object("UIView")): "v"
        case .bool: "false"
        case .int: "0"
        case .cgFloat, .timeInterval: "0"
        case .string: label == "forKey" ? "\"parentViewController\"" : "\"done\""
        case .enumeration("UISplitViewController.Column"): ".primary"
        case .enumeration: ".forward"
        case .options: "[]"
        case .optional(.object("UITraitCollection")): "UITraitCollection(horizontalSizeClass: .compact)"
        default: "nil"
        }
    }

    static func call(_ member: UIKitMember) -> String {
        let arguments = member.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + argument(parameter.type, parameter.label)
        }
        return "\(receiver(member)).\(member.name)(\(arguments.joined(separator: ", ")))"
    }

    static var calls: [String] {
        UIKitCatalogue.members.filter { $0.kind == .method }.flatMap { member in
            [call(member)] + member.formerSpellings.map { call(member.spelled($0)) }
        }
    }

    /// What a run gave: its log and the hierarchy after it, or the engine's refusal.
    static func outcome(_ playground: Playground, _ run: () throws(PlaygroundError) -> RunReport) -> String {
        do throws(PlaygroundError) {
            return try run().log.map(\.text).joined(separator: "\n") + "\n---\n\(playground.hierarchy())"
        } catch {
            return "refused: \(error)"
        }
    }

    @Test(arguments: calls) func bothFrontEndsAgree(_ call: String) throws {
        let flat = Playground()
        try flat.run(Self.setup)
        let swift = SwiftSession()
        try swift.run(Self.setup)
        let flatOutcome = Self.outcome(flat) { () throws(PlaygroundError) in try flat.run(call) }
        let swiftOutcome = Self.outcome(swift.playground) { () throws(PlaygroundError) in try swift.run(call) }
        #expect(flatOutcome == swiftOutcome, "\(call)")
    }

    /// The state is rich enough that most calls do something (a log entry, a refusal, or a
    /// changed hierarchy: `bringSubviewToFront` only reorders).
    @Test func mostCallsDoSomething() throws {
        let before = Playground()
        try before.run(Self.setup)
        let unchanged = "\n---\n\(before.hierarchy())"
        let active = try Self.calls.filter { call in
            let flat = Playground()
            try flat.run(Self.setup)
            return Self.outcome(flat) { () throws(PlaygroundError) in try flat.run(call) } != unchanged
        }
        #expect(active.count * 4 >= Self.calls.count * 3, "\(active.count) of \(Self.calls.count)")
    }
}
