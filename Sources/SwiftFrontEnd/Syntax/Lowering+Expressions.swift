import ContainmentEngine
import SwiftSyntax

/// Expressions (operators already folded by SwiftOperators).
extension Lowering {
    func expression(_ node: ExprSyntax) throws(ScriptError) -> Expr {
        if let sequence = node.as(SequenceExprSyntax.self) { return try folding(sequence) { (tree) throws(ScriptError) in try expression(tree) } }
        let lowered = try expressionInChain(node)
        return containsOptionalStep(node) ? .optionalChain(lowered) : lowered
    }

    /// Whether `node` is an optional chain's outermost expression (`a?.b.c()`).
    private func containsOptionalStep(_ node: ExprSyntax) -> Bool {
        var current: ExprSyntax? = node
        while let expr = current {
            if expr.is(OptionalChainingExprSyntax.self) { return true }
            if let member = expr.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            if let call = expr.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let sub = expr.as(SubscriptCallExprSyntax.self) { current = sub.calledExpression; continue }
            if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            return false
        }
        return false
    }

    /// An expression inside a chain: postfix parts are not chain boundaries.
    private func expressionInChain(_ node: ExprSyntax) throws(ScriptError) -> Expr {
        let at = loc(node)
        if let e = node.as(IntegerLiteralExprSyntax.self) {
            let text = e.literal.text.replacing("_", with: "")
            if let value = Int(text) { return .int(value) }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
            if text.hasPrefix("0b"), let value = Int(text.dropFirst(2), radix: 2) { return .int(value) }
            if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
            throw unsupported("the integer literal \(text)", node)
        }
        if let e = node.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(e.literal.text.replacing("_", with: "")) else { throw unsupported("this number", node) }
            return .double(value)
        }
        if let e = node.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.text == "true") }
        if node.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let e = node.as(StringLiteralExprSyntax.self) { return try stringLiteral(e) }
        if let e = node.as(DeclReferenceExprSyntax.self) {
            let name = Self.name(e.baseName)
            if name == "self" { return .selfRef(at) }
            if let arguments = e.argumentNames {
                // `foo(_:bar:)`: a function reference by full name.
                return .name(name + "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")", at)
            }
            return .name(name, at)
        }
        if node.is(SuperExprSyntax.self) { return .superRef(at) }
        if node.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let e = node.as(MemberAccessExprSyntax.self) {
            let name = Self.name(e.declName.baseName)
            guard let base = e.base else { return .implicitMember(name, at) }
            return .member(try expressionInChain(base), name, at)
        }
        if let e = node.as(FunctionCallExprSyntax.self) {
            var arguments = try e.arguments.map { (a) throws(ScriptError) in Arg(label: a.label.map(Self.name), value: try expression(a.expression)) }
            if let trailing = e.trailingClosure {
                arguments.append(Arg(label: nil, value: try closure(trailing)))
            }
            for extra in e.additionalTrailingClosures {
                arguments.append(Arg(label: Self.name(extra.label), value: try closure(extra.closure)))
            }
            return .call(try expressionInChain(e.calledExpression), arguments, labels: arguments.map(\.label), at)
        }
        if let e = node.as(SubscriptCallExprSyntax.self) {
            let arguments = try e.arguments.map { (a) throws(ScriptError) in Arg(label: a.label.map(Self.name), value: try expression(a.expression)) }
            return .subscriptAccess(try expressionInChain(e.calledExpression), arguments, at)
        }
        if let e = node.as(ClosureExprSyntax.self) { return try closure(e) }
        if let e = node.as(ArrayExprSyntax.self) {
            return .array(try e.elements.map { (element) throws(ScriptError) in try expression(element.expression) })
        }
        if let e = node.as(DictionaryExprSyntax.self) {
            switch e.content {
            case .colon: return .dictionary([])
            case .elements(let elements):
                return .dictionary(try elements.map { (element) throws(ScriptError) in (try expression(element.key), try expression(element.value)) })
            }
        }
        if let e = node.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first, only.label == nil { return try expression(only.expression) }
            return .tuple(
                try e.elements.map { (element) throws(ScriptError) in
                    Arg(label: element.label.map(Self.name), value: try expression(element.expression))
                })
        }
        if let e = node.as(InfixOperatorExprSyntax.self) {
            let left = try expression(e.leftOperand), right = try expression(e.rightOperand)
            if e.operator.is(AssignmentExprSyntax.self) { return .assignment(left, nil, right, at) }
            if let op = e.operator.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                if ["+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains(text) { return .assignment(left, String(text.dropLast()), right, at) }
                return .binary(text, left, right, loc(op))
            }
            throw unsupported("this operator", e.operator)
        }
        if let e = node.as(PrefixOperatorExprSyntax.self) { return .prefix(e.operator.text, try expression(e.expression), at) }
        if let e = node.as(PostfixOperatorExprSyntax.self) { throw unsupported("the postfix operator \(e.operator.text)", e) }
        if let e = node.as(TernaryExprSyntax.self) {
            return .ternary(try expression(e.condition), try expression(e.thenExpression), try expression(e.elseExpression))
        }
        if let e = node.as(ForceUnwrapExprSyntax.self) { return .forceUnwrap(try expressionInChain(e.expression), at) }
        if let e = node.as(OptionalChainingExprSyntax.self) { return .optionalStep(try expressionInChain(e.expression)) }
        if let e = node.as(AsExprSyntax.self) {
            let kind: CastKind =
                switch e.questionOrExclamationMark?.text {
                case "?": .conditional;
                case "!": .forced;
                default: .plain
                }
            return .cast(try expression(e.expression), kind, typeIR(e.type), at)
        }
        if let e = node.as(IsExprSyntax.self) { return .cast(try expression(e.expression), .check, typeIR(e.type), at) }
        if let e = node.as(TryExprSyntax.self) { return .tryExpr(try expression(e.expression), optional: e.questionOrExclamationMark?.text == "?") }
        if let e = node.as(TypeExprSyntax.self) { return .typeRef(typeIR(e.type)) }
        if let e = node.as(MacroExpansionExprSyntax.self) {
            switch e.macroName.text {
            case "selector":
                guard let argument = e.arguments.first else { throw unsupported("#selector without a method", e) }
                return .selector(try expression(argument.expression))
            case "function": return .string(functionName(of: e))
            case "file", "fileID", "filePath": return .string("playground.swift")
            case "line": return .int(at.line)
            case "column": return .int(at.column)
            default: throw unsupported("the macro #\(e.macroName.text)", e)
            }
        }
        if let e = node.as(IfExprSyntax.self) { throw unsupported("if as an expression", e) }
        if let e = node.as(SwitchExprSyntax.self) { throw unsupported("switch as an expression", e) }
        if let e = node.as(AwaitExprSyntax.self) { throw unsupported("await", e) }
        if let e = node.as(KeyPathExprSyntax.self) { throw unsupported("a key path", e) }
        if let e = node.as(GenericSpecializationExprSyntax.self) { return try expressionInChain(e.expression) }
        if let e = node.as(InOutExprSyntax.self) { throw unsupported("inout (&)", e) }
        if let e = node.as(RegexLiteralExprSyntax.self) { throw unsupported("a regex literal", e) }
        throw unsupported("this expression (\(node.kind))", node)
    }

    func closure(_ node: ClosureExprSyntax) throws(ScriptError) -> Expr {
        var params: [String] = []
        if let signature = node.signature {
            if let effects = signature.effectSpecifiers, effects.asyncSpecifier != nil { throw unsupported("an async closure", effects) }
            switch signature.parameterClause {
            case .simpleInput(let list): params = list.map { Self.name($0.name) }
            case .parameterClause(let clause): params = clause.parameters.map { Self.name($0.secondName ?? $0.firstName) }
            case .none: break
            }
        }
        let body = try block(node.statements)
        if params.isEmpty, Self.usesShorthand(node) { params = (0..<Self.shorthandCount(node)).map { "$\($0)" } }
        return .closure(ClosureIR(params: params, body: body, loc: loc(node)))
    }

    /// `$0`, `$1`... in a closure without a signature.
    private static func usesShorthand(_ node: ClosureExprSyntax) -> Bool { shorthandCount(node) > 0 }

    private static func shorthandCount(_ node: ClosureExprSyntax) -> Int {
        var highest = -1
        for token in node.statements.tokens(viewMode: .sourceAccurate) where token.text.hasPrefix("$") {
            if let index = Int(token.text.dropFirst()) { highest = max(highest, index) }
        }
        return highest + 1
    }

    private func stringLiteral(_ node: StringLiteralExprSyntax) throws(ScriptError) -> Expr {
        var parts: [InterpolationPart] = []
        for segment in node.segments {
            switch segment {
            case .stringSegment(let text): parts.append(.text(Self.unescape(text.content.text)))
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                parts.append(.value(try expression(first.expression)))
            }
        }
        if parts.isEmpty { return .string("") }
        if parts.count == 1, case .text(let text) = parts[0] { return .string(text) }
        return .interpolation(parts)
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = "", escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Lowering {
    /// What `#function` says where it is written: `viewWillAppear(_:)`, `init(title:)`, a
    /// property's name, or `main` at the top level.
    static func enclosingFunctionName(of node: some SyntaxProtocol) -> String {
        var current = Syntax(node).parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return name(function.name) + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return "init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
            }
            if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
            if let binding = syntax.as(PatternBindingSyntax.self) { return binding.pattern.trimmedDescription }
            current = syntax.parent
        }
        return "main"
    }

    /// `#function`: from the declaration around it, or, inside a folded operator sequence (a
    /// detached tree), from the function being lowered.
    func functionName(of node: some SyntaxProtocol) -> String {
        var root = Syntax(node)
        while let parent = root.parent { root = parent }
        if !root.is(SourceFileSyntax.self), let name = folded.functionNames.last { return name }
        return Self.enclosingFunctionName(of: node)
    }
}
