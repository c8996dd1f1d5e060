import ContainmentEngine

/// Turns parsed syntax into engine statements: resolves names against the session's objects and
/// the script's own declarations, checks argument labels, and rejects what is not supported with
/// the line, the column and a list of what is.
///
/// Why it is about 700 lines over its files: the flat language's whole vocabulary is bound here
/// (calls through the catalogue, properties, constraints, overrides), one kind a file.
struct Binder {
    /// The session's objects (looked up, never copied: binding costs the script's size only).
    let sessionObject: (String) -> ObjectType?
    /// The script's own declarations so far, in order.
    var declared: [String: ObjectType] = [:]

    init(sessionObject: @escaping (String) -> ObjectType?) { self.sessionObject = sessionObject }

    func objectType(_ name: String) -> ObjectType? { declared[name] ?? sessionObject(name) }

    static let supported =
        "supported: "
        + [
            "let x = UIViewController() / <Name>ViewController() / UINavigationController(rootViewController:) / UITabBarController()",
            "UISplitViewController(style:) / UIPageViewController(transitionStyle:navigationOrientation:) / UIView() / UIStackView()",
            "window.rootViewController = x", "p.addChild(c)", "c.removeFromParent()", "c.willMove(toParent:)", "c.didMove(toParent:)",
            "v.addSubview(c.view)", "c.view.removeFromSuperview()", "stack.addArrangedSubview(v)", "NSLayoutConstraint.activate([...])",
            "v.frame = CGRect(...)", "p.transition(from:to:duration:options:animations:completion:)", "c.beginAppearanceTransition(_:animated:)",
            "c.endAppearanceTransition()", "override c.viewDidLoad { ... }", "RunLoop.main.run(until: Date(timeIntervalSinceNow: 0))",
            "print(c.isMovingToParent)", "nav.pushViewController(_:animated:)", "tabs.selectedIndex = 1", "p.present(_:animated:)",
            "c.dismiss(animated:)", "window.size = CGSize(...)", "UIApplication.shared.simulateMemoryWarning()",
        ].joined(separator: "; ") + " (see docs/script-language.md)"

    mutating func bind(_ statements: [SyntaxStatement]) throws(ScriptError) -> [Statement] {
        var result: [Statement] = []
        result.reserveCapacity(statements.count)  // one statement per syntax statement
        for statement in statements { result.append(try bind(statement)) }
        return result
    }

    private mutating func bind(_ statement: SyntaxStatement) throws(ScriptError) -> Statement {
        let position = statement.position
        func make(_ action: Action) -> Statement {
            Statement(line: position.line, column: position.column, action: action)
        }
        switch statement {
        case .declaration(let name, let value, _):
            guard objectType(name) == nil, name != "window" else {
                throw position.error("'\(name)' is already declared in this session; choose another name")
            }
            let action = try declaration(name: name, value: value)
            switch action {
            case .declareController(_, _, let kind, _, _): declared[name] = .controller(kind)
            case .declareView(_, let className): declared[name] = .view(className: className)
            default: break
            }
            return make(action)
        case .override(let target, let method, let body, _):
            guard case .controller = objectType(target) else {
                throw position.error("cannot override '\(method)' of '\(target)': it is not a declared view controller")
            }
            guard Binder.overridableMethods.contains(method) else {
                throw position.error(
                    "'\(method)' is not a callback the playground can override; overridable: \(Binder.overridableMethods.sorted().joined(separator: ", "))"
                )
            }
            return make(.override(target, method: method, behaviour: InstalledBehaviour(ScriptOverride(body: try bind(body)))))
        case .assignment(let target, let value, _):
            return make(try assignment(target: target, value: value))
        case .expression(let located):
            return make(try expressionStatement(located))
        }
    }

    static let overridableMethods = Set(Playground.overridableCallbacks)

    func unsupported(_ located: Located) -> ScriptError {
        located.position.error("unsupported statement '\(Binder.render(located))'; \(Binder.supported)")
    }

    func closureBody(_ closure: Closure?) throws(ScriptError) -> [Statement]? {
        guard let closure else { return nil }
        var inner = self
        return try inner.bind(closure.body)
    }
}
