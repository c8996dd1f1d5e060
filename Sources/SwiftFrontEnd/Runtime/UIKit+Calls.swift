import ContainmentEngine
import UIKitCatalogue

/// UIKit's methods on view controllers and views, and layout anchors: each runs the engine's
/// action, as the flat language's binder does.
extension Interpreter {
    func uikitCall(_ name: String, on id: Int, _ record: ObjectRecord, _ arguments: [Value], _ labels: [String?], _ loc: Loc, bindingName: String?)
        throws -> Value?
    {
        let arguments = unboxed(arguments)  // UIKit takes a mutable collection's items (its array properties copy)
        switch record.role {
        case .controller(let controller): return try controllerCall(name, controller, arguments, labels, loc)
        case .view(let view): return try viewCall(name, view, arguments, labels, loc)
        case .plain:
            if record.className == "UIStoryboardSegue", name == "perform" { return .void }
            return nil
        }
    }

    private func argument(_ label: String?, _ arguments: [Value], _ labels: [String?]) -> Value? {
        labels.firstIndex(of: label).map { arguments[$0] }
    }

    /// A closure argument as statements the engine runs later (completions, animations).
    func code(_ value: Value?, _ loc: Loc, passing arguments: [Value] = [.bool(true)]) -> [Statement]? {
        guard let value, case .closure(let closure) = value else { return nil }
        return [
            Statement(line: loc.line, column: loc.column, action: .userCode(InstalledUserCode(ClosureCall(closure: closure, arguments: arguments))))
        ]
    }

    func controllerCall(_ name: String, _ controller: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        switch name {
        case "show" where labels.count == 2, "showDetailViewController":
            // UIKit's `show` asks `targetViewController(forAction:sender:)`: the first controller up
            // the parent chain, then the presenting one, whose class overrides the method handles it.
            if let ancestor = overridingAncestor(of: controller, method: name) {
                _ = try callMethod(name, on: .object(ancestor.id), arguments, labels, loc, bindingName: nil)
                return .void
            }
        case "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateOfHomeIndicatorAutoHidden", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures":
            try refreshSystemAppearanceOverrides(loc)
        case "isKind", "isMember":
            if case .type(let type)? = arguments.first {
                return .bool(isInstance(.object(runtime.heap.objectForEngineName[controller] ?? 0), of: type))
            }
            return .bool(false)
        default: break
        }
        let top = name == "popViewController" ? playground.controllerInfo(controller)?.containerList?.last : nil
        let className = UIKitCatalogue.className(of: playground.controllerKind(controller) ?? .plain)
        guard try catalogueCall(.controller(controller), className: className, name, arguments, labels, loc) else { return nil }
        if name == "popViewController" { return object(forEngineName: top) }
        return .void
    }

    func viewCall(_ name: String, _ view: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        // UIKit's own class in the object's chain (an `extension UIView` of the file's is not one).
        let className =
            runtime.heap.objectForEngineName[view].flatMap { runtime.heap.objects[$0] }
            .flatMap { chain(of: $0.className).first { UIKitCatalogue.superclasses[$0] != nil } } ?? "UIView"
        // `insertSubview(menu, belowSubview: nav.navigationBar)`: a container's bar (not modelled as
        // a view) is above its content, so below or above it is the top of the modelled subviews.
        if name == "insertSubview", labels.count == 2, labels[1] == "belowSubview" || labels[1] == "aboveSubview",
            case .inert(let sibling) = arguments[1], ["navigationBar", "tabBar", "toolbar"].contains(where: { sibling.hasSuffix("." + $0) })
        {
            try act(.insertSubview(superview: .named(view), view: .named(try viewName(arguments[0], loc)), .index(Int.max)), loc)
            return .void
        }
        if try catalogueCall(.view(.named(view)), className: className, name, arguments, labels, loc) { return .void }
        switch name {
        case "insertArrangedSubview":
            try act(.addArrangedSubview(stack: .named(view), view: .named(try viewName(try first(arguments, loc), loc))), loc)
        case "viewWithTag" where labels == [nil]:
            guard case .int(let tag) = arguments[0] else { return nil }
            return self.view(withTag: tag, in: view)
        case "setNeedsUpdateConstraints": try act(.setNeedsLayout(.named(view)), loc)
        case "addConstraint", "addConstraints":
            try act(.activateConstraints(constraints(in: arguments.first ?? .null)), loc)
        case "removeConstraint", "removeConstraints":
            return .void
        case "layoutSubviews", "sizeToFit", "addGestureRecognizer",
            "setContentHuggingPriority", "setContentCompressionResistancePriority", "addTarget", "setTitle", "setImage", "register":
            return .void
        default: return nil
        }
        return .void
    }

    /// `viewWithTag(_:)`: the view itself or the first of its subviews, depth first in their order,
    /// whose `tag` (kept on the object, 0 until set) is `tag`; nil when none. Apple: "This method
    /// searches the current view and all of its subviews for the specified view."
    private func view(withTag tag: Int, in view: String) -> Value {
        let object = object(forEngineName: view)
        if case .object(let id) = object {
            let own = runtime.heap.objects[id]?.properties["tag"]
            if case .int(let value)? = own, value == tag { return object }
            if own == nil, tag == 0 { return object }
        }
        for subview in playground.viewInfo(view)?.subviews ?? [] {
            let found = self.view(withTag: tag, in: subview)
            if !found.isNil { return found }
        }
        return .null
    }

    /// The constraints in a value: one, or an array of them (nested arrays flattened).
    func constraints(in value: Value) -> [ConstraintSpec] {
        switch value {
        case .constraint(let spec): [spec]
        case .array(let items): items.flatMap(constraints)
        default: []
        }
    }

    /// `a.topAnchor.constraint(equalTo: b.topAnchor, constant: 8)`, `equalToConstant:`, and a
    /// dimension's `multiplier:` (rule 33). An inequality (`greaterThanOrEqualTo:`,
    /// `lessThanOrEqualTo:`) is laid out as an equality, which UIKit does not do: an
    /// `unmodelled-api` note at its line says so.
    func anchorCall(
        _ view: String, _ attribute: LayoutConstraint.Attribute, _ guide: String?, _ name: String, _ arguments: [Value],
        _ labels: [String?], _ loc: Loc
    ) throws -> Value? {
        guard name == "constraint" || name == "constraintEqualToAnchor" else { return nil }
        if guide == "content" {
            // A constraint on the content guide itself sizes the scrollable content (rule 34),
            // which the playground does not lay out: it places no view.
            note(
                .unmodelledAPI, "UIScrollView.contentLayoutGuide",
                "UIScrollView.contentLayoutGuide's own constraints size the scroll view's content, which the playground does not model: they place no view"
            )
            return .inert("NSLayoutConstraint")
        }
        let constant = Self.double(argument("constant", arguments, labels)) ?? 0
        if let label = labels.first(where: { $0 == "multiplier" && !attribute.isDimension }) ?? nil {
            // Only NSLayoutDimension has the multiplier forms: swiftc refuses it on an edge or centre.
            throw error("extra argument '\(label)' in call", loc)
        }
        let multiplier = Self.double(argument("multiplier", arguments, labels)) ?? 1
        if let relation = labels.first(where: { $0?.hasPrefix("greaterThanOrEqualTo") == true || $0?.hasPrefix("lessThanOrEqualTo") == true }) ?? nil
        {
            let form = relation.hasPrefix("greater") ? "greaterThanOrEqualTo" : "lessThanOrEqualTo"
            note(
                .unmodelledAPI, "NSLayoutConstraint.\(form)",
                "constraint(\(form):) is not modelled: the playground lays it out as constraint(equalTo:), so the frames it gives may differ from UIKit's"
            )
        }
        if let value = argument("equalToConstant", arguments, labels) ?? argument("greaterThanOrEqualToConstant", arguments, labels)
            ?? argument("lessThanOrEqualToConstant", arguments, labels)
        {
            return .constraint(
                ConstraintSpec(
                    view: .named(view),
                    constraint: LayoutConstraint(
                        attribute: attribute, target: nil, targetAttribute: nil,
                        constant: Self.double(value) ?? 0), targetView: nil))
        }
        let other =
            argument("equalTo", arguments, labels) ?? argument("greaterThanOrEqualTo", arguments, labels)
            ?? argument("lessThanOrEqualTo", arguments, labels) ?? arguments.first
        guard case .anchor(let targetView, let targetAttribute, let targetGuide)? = other else {
            throw error("constraint(equalTo:) takes another anchor", loc)
        }
        let target: LayoutConstraint.Target =
            switch targetGuide {
            case "safeArea": .safeArea(targetView)
            case "content": .scrollContent(targetView)
            default: .view(targetView)  // the view's own anchors, or a scroll view's frameLayoutGuide
            }
        return .constraint(
            ConstraintSpec(
                view: .named(view),
                constraint: LayoutConstraint(
                    attribute: attribute, target: target,
                    targetAttribute: targetAttribute, constant: constant, multiplier: multiplier),
                targetView: nil))
    }
}
