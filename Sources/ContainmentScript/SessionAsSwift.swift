/// A session's inputs as one Swift file that, pasted into a new session, runs as the session did
/// ("export as Swift", docs/swift-support.md). Swift inputs are kept verbatim; the flat language
/// is a subset of Swift, so its scripts are kept too, but for its one statement Swift has no
/// spelling for, `override host.viewDidLoad { ... }` (an override of one object, installed at
/// that point of the session). Each such object becomes an instance of a generated subclass that
/// keeps UIKit's class name (`@objc(UIViewController)`), whose override calls `super` first and
/// then runs the body installed at the current stage; the override statement itself becomes the
/// assignment of that stage. `RunLoop.main.run()` stands where the service settled.
package enum SessionAsSwift {
    package enum Input: Sendable {
        case flat(String)
        case swift(String)
        /// Objective-C, kept verbatim inside a comment block marked for the reader.
        case objectiveC(String)

        var source: String {
            switch self {
            case .flat(let text), .swift(let text), .objectiveC(let text): text
            }
        }
    }

    package static func file(_ inputs: [(input: Input, settle: Bool)]) -> String {
        var plan = Plan()
        for (index, entry) in inputs.enumerated() {
            guard case .flat(let flat) = entry.input else { continue }
            let source = swiftPrints(flat)
            guard let statements = try? Parser.parse(source) else { continue }
            plan.collect(statements, in: source, input: index)
        }
        plan.nameClasses(avoiding: inputs.map(\.input.source).joined(separator: "\n"))

        // `import UIKit` first: it is what a Swift file starts with, and it makes the service read
        // the file as Swift even when every request was the flat language.
        var out = [
            "// A Containment Playground session as one Swift file: paste it into a new session to run it again.",
            "// Each request of the session follows its number; RunLoop.main.run() stands where the service settled.",
            "import UIKit",
        ]
        out += plan.declarations()
        for (index, entry) in inputs.enumerated() {
            out.append("")
            switch entry.input {
            case .swift(let source):
                out.append("// Request \(index + 1) (Swift)")
                out.append(source.hasSuffix("\n") ? String(source.dropLast()) : source)
            case .objectiveC(let source):
                out.append("// Request \(index + 1) (Objective-C, kept verbatim: post it with \"language\": \"objc\" to run it)")
                out.append("/*")
                out.append(source.replacing("*/", with: "* /"))
                out.append("*/")
            case .flat(let source):
                out.append("// Request \(index + 1)")
                let rewritten = plan.rewrite(swiftPrints(source), input: index)
                out.append(rewritten.hasSuffix("\n") ? String(rewritten.dropLast()) : rewritten)
            }
            if entry.settle && index < inputs.count - 1 { out.append("RunLoop.main.run()") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// What the flat scripts declare and override, and the subclasses that stand for overrides.
    private struct Plan {
        struct Construction {
            var input: Int
            var className: String
            var position: SourcePosition
        }
        struct Override {
            var target: String
            var method: String
            var body: String
            var stage: Int
            var input: Int
            var position: SourcePosition
        }
        var constructions: [String: Construction] = [:]
        var overrides: [Override] = []
        var order: [String] = []
        var generated: [String: String] = [:]

        mutating func collect(_ statements: [SyntaxStatement], in source: String, input: Int) {
            let text = SourceText(source)
            for statement in statements {
                switch statement {
                case .declaration(let name, let value, _):
                    if case .call(let callee, _, _) = value.expression, case .identifier(let className) = callee.expression {
                        constructions[name] = Construction(input: input, className: className, position: callee.position)
                    }
                case .override(let target, let method, _, let position):
                    guard let start = text.index(of: position), let end = SessionAsSwift.endOfBlock(source, from: start),
                        let open = source[start..<end].firstIndex(of: "{")
                    else { continue }
                    let body = String(source[source.index(after: open)..<source.index(before: end)])
                    let stage = overrides.filter { $0.target == target && $0.method == method }.count + 1
                    if !order.contains(target) { order.append(target) }
                    overrides.append(Override(target: target, method: method, body: body, stage: stage, input: input, position: position))
                default: continue
                }
            }
        }

        /// `host` gets `HostOverrides` (or `HostOverrides2`... if the text uses that name).
        mutating func nameClasses(avoiding text: String) {
            for target in order where constructions[target] != nil {
                let base = target.prefix(1).uppercased() + target.dropFirst() + "Overrides"
                var name = base, suffix = 2
                while text.contains(name) || generated.values.contains(name) {
                    name = base + String(suffix)
                    suffix += 1
                }
                generated[target] = name
            }
        }

        func declarations() -> [String] {
            guard !generated.isEmpty else { return [] }
            var out = ["", "var playgroundOverrideStage: [String: Int] = [:]"]
            for target in order {
                guard let className = generated[target], let made = constructions[target] else { continue }
                let superclass = made.className.hasPrefix("UI") ? made.className : "UIViewController"
                out += ["", "@objc(\(made.className))", "final class \(className): \(superclass) {"]
                var methods: [String] = []
                for override in overrides where override.target == target && !methods.contains(override.method) {
                    methods.append(override.method)
                }
                for method in methods {
                    let signature = SessionAsSwift.signature(of: method)
                    out.append("    override func \(signature.declaration) {")
                    out.append("        super.\(signature.superCall)")
                    let key = "\(target).\(method)"
                    for override in overrides where override.target == target && override.method == method {
                        out.append("        if playgroundOverrideStage[\"\(key)\"] == \(override.stage) {")
                        out.append("            \(override.body.trimmingSpaces)")
                        out.append("        }")
                    }
                    out.append("    }")
                }
                out.append("}")
            }
            return out
        }

        /// The flat script with its overrides' statements replaced by stage assignments and the
        /// overridden objects' constructions by their generated classes.
        func rewrite(_ source: String, input: Int) -> String {
            var edits: [(start: String.Index, end: String.Index, text: String)] = []
            let text = SourceText(source)
            for (target, made) in constructions where made.input == input {
                guard let className = generated[target], let start = text.index(of: made.position) else { continue }
                edits.append((start, source.index(start, offsetBy: made.className.count), className))
            }
            for override in overrides where override.input == input {
                guard let start = text.index(of: override.position), let end = SessionAsSwift.endOfBlock(source, from: start) else { continue }
                let replacement =
                    generated[override.target] != nil
                    ? "playgroundOverrideStage[\"\(override.target).\(override.method)\"] = \(override.stage)"
                    : source[start..<end].split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
                        + "\n// (an override of an object this file does not make: not exported)"
                edits.append((start, end, replacement))
            }
            var result = source
            for edit in edits.sorted(by: { $0.start > $1.start }) { result.replaceSubrange(edit.start..<edit.end, with: edit.text) }
            return result
        }
    }
}

extension SessionAsSwift {
    /// The flat language's `print(C.isMovingToParent)` logs `C.isMovingToParent = true`; Swift's
    /// `print` writes the value alone, so the export says `print("C.isMovingToParent =", C.isMovingToParent)`.
    static func swiftPrints(_ source: String) -> String {
        guard let statements = try? Parser.parse(source) else { return source }
        var prints: [(position: SourcePosition, path: String)] = []
        func visit(_ located: Located) {
            switch located.expression {
            case .call(let callee, let arguments, let trailing):
                if case .identifier("print") = callee.expression, arguments.count == 1, arguments[0].label == nil,
                    case .member = arguments[0].value.expression
                {
                    prints.append((located.position, Binder.render(arguments[0].value)))
                }
                visit(callee)
                arguments.forEach { visit($0.value) }
                if let trailing { trailing.body.forEach(visit) }
            case .member(let base, _): visit(base)
            case .array(let items): items.forEach(visit)
            case .closure(let closure): closure.body.forEach(visit)
            default: break
            }
        }
        func visit(_ statement: SyntaxStatement) {
            switch statement {
            case .declaration(_, let value, _): visit(value)
            case .override(_, _, let body, _): body.forEach(visit)
            case .assignment(let target, let value, _):
                visit(target)
                visit(value)
            case .expression(let located): visit(located)
            }
        }
        statements.forEach(visit)
        let text = SourceText(source)
        var result = source
        for entry in prints.reversed() {
            guard let start = text.index(of: entry.position), let end = endOfGroup(source, from: start, open: "(", close: ")") else { continue }
            result.replaceSubrange(start..<end, with: "print(\"\(entry.path) =\", \(entry.path))")
        }
        return result
    }

    /// The override's Swift declaration and its call of `super`, per callback of the engine.
    static func signature(of method: String) -> (declaration: String, superCall: String) {
        switch method {
        case "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear":
            ("\(method)(_ animated: Bool)", "\(method)(animated)")
        case "willMove", "didMove": ("\(method)(toParent parent: UIViewController?)", "\(method)(toParent: parent)")
        case "viewWillTransition":
            (
                "viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
                "viewWillTransition(to: size, with: coordinator)"
            )
        case "willTransition":
            (
                "willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)",
                "willTransition(to: newCollection, with: coordinator)"
            )
        case "traitCollectionDidChange":
            ("traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)", "traitCollectionDidChange(previousTraitCollection)")
        case "prepare": ("prepare(for segue: UIStoryboardSegue, sender: Any?)", "prepare(for: segue, sender: sender)")
        default: ("\(method)()", "\(method)()")
        }
    }

    /// The index just past the `}` closing the first block at or after `start`.
    static func endOfBlock(_ source: String, from start: String.Index) -> String.Index? {
        endOfGroup(source, from: start, open: "{", close: "}")
    }

    /// The index just past the bracket closing the first `open` at or after `start`, skipping
    /// strings and comments.
    static func endOfGroup(_ source: String, from start: String.Index, open: Character, close: Character) -> String.Index? {
        var depth = 0, index = start
        var inString = false
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if inString {
                if character == "\\" { index = next < source.endIndex ? source.index(after: next) : next; continue }
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", next < source.endIndex, source[next] == "/" {
                index = source[next...].firstIndex(of: "\n") ?? source.endIndex
                continue
            } else if character == "/", next < source.endIndex, source[next] == "*" {
                index = source.index(after: next)
                while index < source.endIndex,
                    !(source[index] == "*" && source.index(after: index) < source.endIndex && source[source.index(after: index)] == "/")
                {
                    index = source.index(after: index)
                }
                index = index < source.endIndex ? source.index(index, offsetBy: 2) : index
                continue
            } else if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth == 0 { return next }
            }
            index = next
        }
        return nil
    }
}

/// A script's text addressed by the parser's positions (lines, and columns in Characters).
private struct SourceText {
    let source: String
    let lineStarts: [String.Index]

    init(_ source: String) {
        self.source = source
        var starts = [source.startIndex]
        var index = source.startIndex
        while let newline = source[index...].firstIndex(of: "\n") {
            index = source.index(after: newline)
            starts.append(index)
        }
        lineStarts = starts
    }

    func index(of position: SourcePosition) -> String.Index? {
        guard position.line >= 1, position.line <= lineStarts.count else { return nil }
        return source.index(lineStarts[position.line - 1], offsetBy: position.column - 1, limitedBy: source.endIndex)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}
