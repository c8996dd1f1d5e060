/// The pitfalls of domain.md, each with a plain explanation and the correct sequence.
package enum Pitfalls {
    static let embedSequence = [
        "parent.addChild(child)", "parent.view.addSubview(child.view)",
        "pin child.view's edges (NSLayoutConstraint.activate) or set child.view.frame", "child.didMove(toParent: parent)",
    ]
    static let removeSequence = [
        "child.willMove(toParent: nil)", "NSLayoutConstraint.deactivate(child.view.constraints)",
        "child.view.removeFromSuperview()", "child.removeFromParent()",
    ]

    static func viewWithoutAddChild(_ child: String, host: String) -> Diagnostic {
        Diagnostic(
            pitfall: .viewWithoutAddChild, controller: child, line: nil,
            summary: "\(child).view was added to \(host)'s view hierarchy, but \(child) is not a child of \(host)",
            explanation:
                "Without addChild, \(host) does not forward appearance, rotation, trait changes or memory warnings to \(child) through the containment relationship; \(child) only hears from the window path, parent, navigationController and friends are nil, and the order of callbacks differs from a real child's.",
            correctSequence: embedSequence.map { $0.replacing("parent", with: host).replacing("child", with: child) })
    }

    static func presentedFromDetached(_ presenter: String, presented: String) -> Diagnostic {
        Diagnostic(
            pitfall: .presentedFromDetached, controller: presenter, line: nil,
            summary: "\(presenter) presented \(presented) while \(presenter) is not in the view controller hierarchy",
            explanation:
                "\(presenter)'s view is on screen, but no chain of parents leads from \(presenter) to the window's root view controller (its view was added without addChild, or its parent is itself detached). UIKit still presents, and warns: the presentation's safe area and its dismissal may go wrong, and a future iOS will raise instead. Present from a controller in the hierarchy, or make \(presenter) a child first.",
            correctSequence: embedSequence.map { $0.replacing("parent", with: "container").replacing("child", with: presenter) } + [
                "\(presenter).present(\(presented), animated: true)"
            ])
    }

    static func removeWithoutWillMove(_ child: String, parent: String) -> Diagnostic {
        Diagnostic(
            pitfall: .removeWithoutWillMove, controller: child, line: nil,
            summary: "\(child) was removed from \(parent) without willMove(toParent: nil) first",
            explanation:
                "removeFromParent() sends didMove(toParent: nil) but never willMove(toParent: nil): the container must call it before removing, or the child never learns it is leaving (isMovingFromParent stays false).",
            correctSequence: removeSequence.map { $0.replacing("child", with: child) })
    }

    static func removedViewStillChild(_ child: String, parent: String) -> Diagnostic {
        Diagnostic(
            pitfall: .removedViewStillChild, controller: child, line: nil,
            summary: "\(child) left \(parent) while its view is still inside \(parent)'s view",
            explanation:
                "The child's view stays on screen with no parent: it keeps receiving window-path callbacks but no forwarded events. Remove the view before removeFromParent().",
            correctSequence: removeSequence.map { $0.replacing("child", with: child) })
    }

    static func directAppearanceCall(_ name: String, _ method: String) -> Diagnostic {
        Diagnostic(
            pitfall: .directAppearanceCall, controller: name, line: nil,
            summary: "\(method) was called directly on \(name)",
            explanation:
                "Appearance methods are UIKit's notifications, not commands: calling them yourself forces the state without forwarding it to children and may leave callbacks out of order. A container that drives its children by hand uses beginAppearanceTransition(_:animated:) and endAppearanceTransition().",
            correctSequence: [
                "override shouldAutomaticallyForwardAppearanceMethods to return false", "\(name).beginAppearanceTransition(true, animated: animated)",
                "\(name).endAppearanceTransition()",
            ])
    }

    static func viewAddedBeforeTransition(_ parent: String, _ to: String) -> Diagnostic {
        Diagnostic(
            pitfall: .viewAddedBeforeTransition, controller: to, line: nil,
            summary: "\(to).view was already in the hierarchy when transition(from:to:) began",
            explanation:
                "transition(from:to:duration:options:animations:completion:) inserts the destination's view itself and drives its appearance; adding it by hand first makes UIKit begin an appearance transition twice (\"Unbalanced calls to begin/end appearance transitions\").",
            correctSequence: [
                "from.willMove(toParent: nil)", "\(parent).addChild(\(to))",
                "\(parent).transition(from: from, to: \(to), ...) { _ in from.removeFromParent(); \(to).didMove(toParent: \(parent)) }",
            ])
    }

    static func transitionNotSiblings(_ parent: String, _ from: String, _ to: String) -> Diagnostic {
        Diagnostic(
            pitfall: .transitionNotSiblings, controller: parent, line: nil,
            summary: "\(from) and \(to) are not both children of \(parent)",
            explanation:
                "transition(from:to:...) swaps two children of the receiver: add the new one with addChild before calling it, and keep the old one a child until the completion.",
            correctSequence: [
                "\(parent).addChild(\(to))", "\(from).willMove(toParent: nil)",
                "\(parent).transition(from: \(from), to: \(to), ...) { _ in \(from).removeFromParent(); \(to).didMove(toParent: \(parent)) }",
            ])
    }

    static func unbalanced(_ name: String) -> Diagnostic {
        Diagnostic(
            pitfall: .unbalancedAppearance, controller: name, line: nil,
            summary: "appearance transitions of \(name) are unbalanced",
            explanation:
                "Every beginAppearanceTransition needs exactly one endAppearanceTransition, and UIKit must not begin a transition on a controller that is already in one (a second push during an animated push, a destination view added before transition(from:to:)). Unbalanced calls can leave a controller stuck in a state where it ignores later appearance events.",
            correctSequence: [
                "\(name).beginAppearanceTransition(isAppearing, animated: animated)", "... animation ...", "\(name).endAppearanceTransition()",
            ])
    }

    static func wrongParentView(_ child: String, expected: String, actual: String) -> Diagnostic {
        Diagnostic(
            pitfall: .wrongParentView, controller: child, line: nil,
            summary: "\(child) is a child of \(actual) but its view was put inside \(expected)'s view",
            explanation:
                "A child's root view must sit under its parent's view; otherwise UIKit cannot route appearance and layout consistently and raises UIViewControllerHierarchyInconsistency when the view enters the window.",
            correctSequence: [
                "\(actual).view.addSubview(\(child).view)  (or make \(expected) the parent: \(child).willMove(toParent: nil); \(child).removeFromParent(); \(expected).addChild(\(child)))"
            ])
    }

    static func childWithoutDidMove(_ child: String, parent: String) -> Diagnostic {
        Diagnostic(
            pitfall: .childWithoutDidMove, controller: child, line: nil,
            summary: "\(child) was added to \(parent) but never got didMove(toParent: \(parent))",
            explanation:
                "addChild only sends willMove(toParent:); the container must send didMove(toParent:) once the child's view is in place (or in a transition's completion). Appearance still works, but the child never learns the move finished and isMovingToParent stays true.",
            correctSequence: embedSequence.map { $0.replacing("parent", with: parent).replacing("child", with: child) })
    }

    /// `superview`: the view the child's view sits in, named as the code names it (`host.view`,
    /// `containerView`): the advice pins the child's view to it.
    static func childViewNeverSized(_ child: String, parent: String, superview: String) -> Diagnostic {
        Diagnostic(
            pitfall: .childViewNeverSized, controller: child, line: nil,
            summary: "\(child).view sits in \(parent)'s hierarchy with neither a frame nor constraints",
            explanation:
                "Containment is right, but nobody sized the child's view: it keeps the screen-sized frame it was loaded with and does not follow its container (rotation, safe area, a smaller placeholder). Pin its edges with constraints or set its frame before didMove(toParent:).",
            correctSequence: [
                "\(child).view.translatesAutoresizingMaskIntoConstraints = false",
                "NSLayoutConstraint.activate([\(child).view.topAnchor.constraint(equalTo: \(superview).topAnchor), ...])",
            ])
    }

    /// A user's override of a callback whose documentation says to call `super`, that did not.
    package static func overrideSkipsSuper(_ controller: String, className: String, method: String, documentation: String) -> Diagnostic {
        Diagnostic(
            pitfall: .overrideSkipsSuper, controller: controller, line: nil,
            summary: "\(className).\(method) returned without calling super.\(method)",
            explanation:
                "Apple's documentation for \(method): \"\(documentation)\" Without it, UIKit's own work for the callback does not happen: for viewWillTransition(to:with:), the children never hear of the new size.",
            correctSequence: ["override func \(method)(...) {", "    super.\(method)(...)", "    // your code", "}"])
    }

    /// A front end's note about the user's code (`undeclaredType`, `unmodelledAPI`): what it met, and
    /// what the playground did with it.
    package static func frontEndNote(_ pitfall: Diagnostic.Pitfall, subject: String, summary: String, explanation: String) -> Diagnostic {
        Diagnostic(pitfall: pitfall, controller: subject, line: nil, summary: summary, explanation: explanation, correctSequence: [])
    }
}
