import ContainmentEngine

/// `let x = ...`: controllers and views.
extension Binder {
    func declaration(name: String, value: Located) throws(ScriptError) -> Action {
        guard case .call(let callee, let args, nil) = value.expression, case .identifier(let className) = callee.expression else {
            throw value.position.error("a declaration creates an object, e.g. 'let \(name) = UIViewController()'").swiftOnly
        }
        switch className {
        case "UINavigationController":
            if args.isEmpty { return .declareController(name: name, className: className, kind: .navigation, root: nil, style: nil) }
            let matched = try arguments(args, ["rootViewController"], at: value.position)
            let root = try controller(matched["rootViewController"]!)
            return .declareController(name: name, className: className, kind: .navigation, root: root, style: nil)
        case "UITabBarController":
            try noArguments(args, value)
            return .declareController(name: name, className: className, kind: .tabBar, root: nil, style: nil)
        case "UISplitViewController":
            let matched = try arguments(args, ["style"], at: value.position, optional: ["style"])
            let style = try matched["style"].map { (l: Located) throws(ScriptError) in try member(l) } ?? "unspecified"
            return .declareController(name: name, className: className, kind: .split, root: nil, style: style)
        case "UIPageViewController":
            let matched = try arguments(
                args, ["transitionStyle", "navigationOrientation", "options"], at: value.position,
                optional: ["transitionStyle", "navigationOrientation", "options"])
            let style = try matched["transitionStyle"].map { (l: Located) throws(ScriptError) in try member(l) } ?? "pageCurl"
            return .declareController(name: name, className: className, kind: .page, root: nil, style: style)
        case "UIView", "UIStackView", "UIScrollView", "UILabel", "UIImageView":
            if className == "UIStackView", !args.isEmpty {
                throw value.position.error("create the stack empty ('UIStackView()') and use addArrangedSubview")
            }
            return .declareView(name: name, className: className)
        default:
            if className == "UIViewController" || (className.hasSuffix("Controller") && className.first!.isUppercase && !className.hasPrefix("UI")) {
                try noArguments(args, value)
                return .declareController(name: name, className: className, kind: .plain, root: nil, style: nil)
            }
            if className.hasSuffix("View"), className.first!.isUppercase, args.isEmpty {
                return .declareView(name: name, className: className)
            }
            throw value.position.error(
                "cannot create '\(className)': use UIViewController(), a custom <Name>ViewController(), one of UIKit's containers, UIView() or UIStackView()"
            )
        }
    }

    private func noArguments(_ args: [Argument], _ value: Located) throws(ScriptError) {
        guard args.isEmpty else { throw value.position.error("'\(Binder.render(value))' takes no arguments here") }
    }
}
