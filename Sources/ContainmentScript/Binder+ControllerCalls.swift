import ContainmentEngine
import UIKitCatalogue

/// Methods called on a view controller.
extension Binder {
    func controllerCall(
        _ name: String, kind: ControllerKind, _ method: String, _ args: [Argument],
        _ trailing: Closure?, at located: Located
    ) throws(ScriptError) -> Action {
        if let action = try catalogueCall(
            .controller(name), methods: UIKitCatalogue.methodTable(of: kind), method, args, trailing, at: located)
        {
            return action
        }
        throw located.position.error(
            "unsupported call '\(Binder.render(located))' on \(kind == .plain ? "a view controller" : "a \(kind.rawValue) controller"); \(Binder.supported)"
        )
    }

    /// `UITraitCollection(horizontalSizeClass: .compact)` (or vertical / userInterfaceStyle), or nil.
    func traits(_ located: Located) throws(ScriptError) -> Traits? {
        if case .nilLiteral = located.expression { return nil }
        guard case .call(let callee, let args, nil) = located.expression, case .identifier("UITraitCollection") = callee.expression,
            args.count == 1, let label = args[0].label
        else {
            throw located.position.error(
                "expected UITraitCollection(horizontalSizeClass: .compact), (verticalSizeClass:), (userInterfaceStyle:) or nil")
        }
        var traits = Traits.unspecified
        let value = try member(args[0].value)
        switch label {
        case "horizontalSizeClass", "verticalSizeClass":
            guard let sizeClass = SizeClass(rawValue: value) else { throw args[0].value.position.error("a size class is .compact or .regular") }
            if label == "horizontalSizeClass" { traits.horizontalSizeClass = sizeClass } else { traits.verticalSizeClass = sizeClass }
        case "userInterfaceStyle":
            traits.userInterfaceStyle = try interfaceStyle(args[0].value)
        default:
            throw args[0].value.position.error("unsupported trait '\(label)'")
        }
        return traits
    }
}
