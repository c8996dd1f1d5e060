import ContainmentEngine
import Foundation
import Testing

@testable import UIKitCatalogue

/// The catalogue's data against itself and against UIKit's declared members.
@Suite struct UIKitCatalogueTests {
    @Test func theTableReadsTheSDKsDeclarations() throws {
        let view = try #require(UIKitCatalogue.knownMembers(named: "view", on: "UIViewController").first)
        #expect(view.kind == .settableProperty)
        #expect(view.type == .implicitlyUnwrapped(.object("UIView")))
        let addChild = try #require(UIKitCatalogue.knownMembers(named: "addChild", on: "UINavigationController").first)
        #expect(addChild.owner == "UIViewController")
        #expect(addChild.labels == [nil])
        #expect(addChild.introduced == 5)
        let hidden = try #require(UIKitCatalogue.knownMembers(named: "isHidden", on: "UIStackView").first)
        #expect(hidden.type == .bool && hidden.owner == "UIView")
        #expect(UIKitCatalogue.knownMembers(named: "didMoveTo", on: "UIViewController").isEmpty)
        #expect(!UIKitCatalogue.knownMembers(named: "accessibilityIdentifier", on: "UILabel").isEmpty)  // NSObject's
    }

    /// Every modelled method is UIKit's own, with UIKit's labels (or the playground's, with no selector).
    @Test(arguments: UIKitCatalogue.members.filter { $0.selector != nil && !$0.name.hasPrefix("_") })
    func everyModelledMethodIsDeclaredByUIKit(_ member: UIKitMember) {
        let declared = UIKitCatalogue.knownMembers(named: member.name, on: member.owner).filter { !$0.isProperty }
        #expect(declared.contains { $0.labels == member.parameters.map(\.label) }, "\(member.owner).\(member.swiftName)")
    }

    @Test func typesAreReadFromTheirSpelling() {
        #expect(UIKitType(spelling: "UIViewController?") == .optional(.controller))
        #expect(UIKitType(spelling: "[UIViewController]") == .array(.controller))
        #expect(UIKitType(spelling: "(any UIViewControllerTransitioningDelegate)?") == .optional(.other("any UIViewControllerTransitioningDelegate")))
        #expect(UIKitType(spelling: "((Bool) -> Void)?") == .optional(.closure([])))
        #expect(UIKitType(spelling: "[NSAttributedString.Key : Any]?") == .optional(.other("[NSAttributedString.Key : Any]")))
        #expect(UIKitType(spelling: "CGRect").zeroValue == .zero(.rect))
    }

    /// Labels are matched as swiftc matches them, and refused in its words.
    @Test func callsMatchSignaturesAsSwiftcDoes() throws {
        func resolve(_ name: String, _ labels: [String?], trailing: Bool = false, on owner: String = "UIViewController") -> String {
            switch UIKitCatalogue.resolveMethod(name, labels: labels, trailingClosure: trailing, on: owner) {
            case .method(let member, let slots): "\(member.owner).\(member.swiftName) \(slots)"
            case .mismatch(_, let mismatch): mismatch.message
            case .notModelled: "not modelled"
            }
        }
        #expect(resolve("present", [nil, "animated"]) == "UIViewController.present(_:animated:completion:) [0, 1]")
        #expect(resolve("present", [nil, "animated"], trailing: true) == "UIViewController.present(_:animated:completion:) [0, 1, 2]")
        #expect(resolve("present", [nil]) == "missing argument for parameter 'animated' in call")
        #expect(resolve("willMove", ["parent"]) == "incorrect argument label in call (have 'parent:', expected 'toParent:')")
        #expect(resolve("willMove", ["toParentViewController"]) == "UIViewController.willMove(toParentViewController:) [0]")
        #expect(resolve("show", [nil, nil]) == "missing argument label 'sender:' in call")
        #expect(resolve("show", [nil], on: "UISplitViewController") == "UISplitViewController.show(_:) [0]")
        #expect(resolve("show", []) == "missing arguments for parameters #1, 'sender' in call")
        #expect(resolve("dismiss", ["animated", "completion", "extra"]) == "extra argument 'extra' in call")
        #expect(resolve("pushViewController", [nil, "animated"]) == "not modelled")
        #expect(
            resolve("transition", ["from", "to", "duration", "animations"], trailing: true)
                == "UIViewController.transition(from:to:duration:options:animations:completion:) [0, 1, 2, 4, 5]")
    }

    /// Every modelled property is UIKit's own, declared on its owner or a superclass.
    @Test(arguments: UIKitCatalogue.modelledProperties)
    func everyModelledPropertyIsDeclaredByUIKit(_ property: UIKitCatalogue.ModelledProperty) {
        let declared = UIKitCatalogue.knownMembers(named: property.name, on: property.owner).filter(\.isProperty)
        #expect(!declared.isEmpty, "\(property.owner).\(property.name)")
        if property.access == .write || property.access == .readWrite {
            #expect(declared.contains { $0.kind == .settableProperty }, "\(property.owner).\(property.name) is get-only")
        }
    }
}

/// The reference pages list what the catalogue models: a member added to the catalogue and not
/// to `docs/swift-support.md` fails here (issue 39: the docs' tables drifted from the code).
@Suite struct CatalogueDocumentationTests {
    static let page: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/swift-support.md"), encoding: .utf8)) ?? ""
    }()

    /// Every modelled property and method appears in the page by its Swift name, in backticks.
    @Test func everyModelledMemberIsDocumented() {
        #expect(!Self.page.isEmpty)
        let properties = UIKitCatalogue.modelledProperties.map(\.name)
        // Getters UIKit asks (`childForStatusBarStyle`...) are documented as a family.
        let families = ["childFor", "preferred", "prefers"]
        let methods = UIKitCatalogue.members.filter { !$0.name.hasPrefix("_") }.map(\.name)
        let missing = Set(properties + methods).filter { name in
            !families.contains(where: name.hasPrefix) && !Self.page.contains("`\(name)") && !Self.page.contains(".\(name)")
                && !Self.page.contains(" \(name)`")
        }
        #expect(missing.sorted() == [], "add them to docs/swift-support.md")
    }
}
