import ContainmentEngine

/// Reading typed values and object names out of expressions.
extension Binder {
    /// An undeclared name, with advice that fits it: `self` and `super` cannot be declared (the
    /// advice used to say "e.g. 'let self = UIView()'").
    static func unknownObject(_ name: String, example: String) -> String {
        if name == "self" || name == "super" {
            return
                "'\(name)' means nothing in the script language, where every object has a name: declare one (e.g. 'let host = \(example)') and use it, or paste a Swift class, where '\(name)' works"
        }
        return "unknown object '\(name)': declare it first, e.g. 'let \(name) = \(example)'"
    }

    func controller(_ located: Located) throws(ScriptError) -> String {
        guard case .identifier(let name) = located.expression else {
            throw located.position.error("expected a view controller's name, found '\(Binder.render(located))'")
        }
        guard let type = objectType(name) else {
            throw located.position.error(Self.unknownObject(name, example: "UIViewController()"))
        }
        guard case .controller = type else { throw located.position.error("'\(name)' is a view, not a view controller") }
        return name
    }

    func optionalController(_ located: Located) throws(ScriptError) -> String? {
        if case .nilLiteral = located.expression { return nil }
        return try controller(located)
    }

    func controllerList(_ located: Located) throws(ScriptError) -> [String] {
        guard case .array(let elements) = located.expression else {
            throw located.position.error("expected an array of view controllers, e.g. [a, b]")
        }
        var names: [String] = []
        for element in elements { names.append(try controller(element)) }
        return names
    }

    func kind(of name: String) -> ControllerKind? {
        if case .controller(let kind) = objectType(name) { return kind }
        return nil
    }

    /// `c.view`, a declared view, or `window`.
    func view(_ located: Located) throws(ScriptError) -> ViewReference {
        switch located.expression {
        case .member(let base, "view"):
            return .root(of: try controller(base))
        case .member(let base, "viewIfLoaded"):
            return .root(of: try controller(base))
        case .identifier("window"):
            return .window
        case .identifier(let name):
            guard let type = objectType(name) else {
                throw located.position.error(Self.unknownObject(name, example: "UIView()"))
            }
            guard case .view = type else {
                throw located.position.error("'\(name)' is a view controller; use '\(name).view' for its view")
            }
            return .named(name)
        default:
            throw located.position.error("expected a view ('c.view' or a declared UIView), found '\(Binder.render(located))'")
        }
    }

    func number(_ located: Located) throws(ScriptError) -> Double {
        if case .number(let value) = located.expression { return value }
        throw located.position.error("expected a number, found '\(Binder.render(located))'")
    }

    func boolean(_ located: Located) throws(ScriptError) -> Bool {
        if case .boolean(let value) = located.expression { return value }
        throw located.position.error("expected true or false, found '\(Binder.render(located))'")
    }

    func string(_ located: Located) throws(ScriptError) -> String {
        if case .string(let value) = located.expression { return value }
        throw located.position.error("expected a string literal, found '\(Binder.render(located))'")
    }

    func member(_ located: Located) throws(ScriptError) -> String {
        if case .implicitMember(let name) = located.expression { return name }
        if case .member(_, let name) = located.expression { return name }
        throw located.position.error("expected an enum case such as .horizontal, found '\(Binder.render(located))'")
    }

    /// Arguments matched by label, in order; `_` stands for an unlabelled argument.
    func arguments(
        _ arguments: [Argument], _ labels: [String], at position: SourcePosition,
        optional: [String] = []
    ) throws(ScriptError) -> MatchedArguments {
        var result = MatchedArguments()
        result.pairs.reserveCapacity(labels.count)  // one allocation, not one per doubling
        var index = 0
        for label in labels {
            if index < arguments.count, (arguments[index].label ?? "_") == label {
                result.pairs.append((label, arguments[index].value)); index += 1
            } else if !optional.contains(label) {
                let written = arguments.map { ($0.label ?? "_") + ":" }.joined()
                throw position.error("expected arguments (\(labels.map { $0 + ":" }.joined())), found (\(written))")
            }
        }
        guard index == arguments.count else {
            throw arguments[index].value.position.error(
                "unexpected argument '\(arguments[index].label ?? "_")'; expected (\(labels.map { $0 + ":" }.joined()))")
        }
        return result
    }

    /// A call's named arguments as numbers: `CGRect(x:y:width:height:)`, `CGSize(width:height:)`.
    func numbers(_ located: Located, type: String, _ labels: [String]) throws(ScriptError) -> [Double] {
        guard case .call(let callee, let args, nil) = located.expression, case .identifier(type) = callee.expression else {
            throw located.position.error("expected \(type)(\(labels.map { $0 + ":" }.joined())), found '\(Binder.render(located))'")
        }
        let matched = try arguments(args, labels, at: located.position)
        var values: [Double] = []
        values.reserveCapacity(labels.count)
        for label in labels { values.append(try number(matched[label]!)) }
        return values
    }

    /// Source-like text of an expression for messages.
    static func render(_ located: Located) -> String {
        switch located.expression {
        case .identifier(let name): return name
        case .number(let value): return Size.format(value)
        case .string(let text): return "\"\(text)\""
        case .boolean(let value): return String(value)
        case .nilLiteral: return "nil"
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return render(base) + "." + name
        case .call(let callee, let args, let trailing):
            let inside = args.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
            return render(callee) + "(" + inside + ")" + (trailing == nil ? "" : " { ... }")
        case .array(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .closure: return "{ ... }"
        }
    }
}

/// A call's arguments by label. A few pairs searched in order: cheaper than a Dictionary (and
/// its hashing) for the one or two arguments of a call.
struct MatchedArguments {
    var pairs: [(label: String, value: Located)] = []

    subscript(label: String) -> Located? { pairs.first { $0.label == label }?.value }
}
