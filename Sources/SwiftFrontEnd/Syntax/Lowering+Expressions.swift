import ContainmentEngine
import SwiftSyntax

/// Expressions (operators already folded by SwiftOperators).
extension Lowering {
    func expression(_ node: ExprSyntax) throws(ScriptError) -> Expr {
        if let sequence = node.as(SequenceExprSyntax.self) {
            if let single = try singleOperation(sequence) { return single }
            return try folding(sequence) { (tree) throws(ScriptError) in try expression(tree) }
        }
        // An optional chain's outermost expression (`a?.b.c()`) is marked as one: whether a `?`
        // was met while lowering the chain's postfix parts (members, calls, subscripts, `!`),
        // noted as they are lowered (walking the syntax again cost 1.4 % of a paste's CPU).
        var isOptionalChain = false
        let lowered = try expressionInChain(node, &isOptionalChain)
        return isOptionalChain ? .optionalChain(lowered) : lowered
    }

    /// An expression inside a chain: postfix parts are not chain boundaries. One switch on the
    /// node's kind: a chain of `as` casts tried a dozen kinds before a call (4 % of lowering).
    /// `optionalStep`: set when a `?` is among the chain's postfix parts.
    private func expressionInChain(_ node: ExprSyntax, _ optionalStep: inout Bool) throws(ScriptError) -> Expr {
        switch node.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            let text = Self.withoutUnderscores(e.literal.text)
            if let value = Int(text) { return .int(value) }
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
            if text.hasPrefix("0b"), let value = Int(text.dropFirst(2), radix: 2) { return .int(value) }
            if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
            throw unsupported("the integer literal \(text)", node)
        case .floatLiteralExpr(let e):
            guard let value = Double(Self.withoutUnderscores(e.literal.text)) else { throw unsupported("this number", node) }
            return .double(value)
        case .booleanLiteralExpr(let e): return .bool(e.literal.text == "true")
        case .nilLiteralExpr: return .nilLiteral
        case .stringLiteralExpr(let e): return try stringLiteral(e)
        case .declReferenceExpr(let e):
            let name = Self.name(e.baseName)
            if name == "self" { return .selfRef(loc(node)) }
            if name == "Result" { mentions.result = true }
            // `T.make()`, `T.self`: the playground erases a generic parameter to its constraint;
            // a function's calls pass the types its own parameters stand for, a type's do not.
            if generics.erased(name) != nil, !generics.useAsValue(name) {
                throw unsupported("a generic type's parameter used as a value ('\(name)')", node)
            }
            if let arguments = e.argumentNames {
                // `foo(_:bar:)`: a function reference by full name.
                return .name(name + "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")", loc(node))
            }
            return .name(name, loc(node))
        case .superExpr: return .superRef(loc(node))
        case .discardAssignmentExpr: return .discard
        case .memberAccessExpr(let e):
            var name = Self.name(e.declName.baseName)
            // `Category.init(bmi:)` as a function: the initialiser its labels name; `s.title(for:)`
            // the method (`Interpreter.labelledMethod`).
            if let arguments = e.declName.argumentNames {
                name += "(" + arguments.arguments.map { $0.name.text + ":" }.joined() + ")"
            }
            guard let base = e.base else { return .implicitMember(name, loc(node)) }
            let at = loc(node)
            // `Swift.max(a, b)`, `UIKit.UIViewController`: a module's name qualifies what follows.
            if let module = base.as(DeclReferenceExprSyntax.self), Self.moduleNames.contains(module.baseName.text) { return .name(name, at) }
            if name == "none", let wrapped = Self.optionalTypeWritten(base) { return .cast(.nilLiteral, .plain, typeIR(wrapped), at) }
            return .member(try expressionInChain(base, &optionalStep), name, at)
        case .functionCallExpr(let e):
            let at = loc(node)
            var arguments = try e.arguments.map { (a) throws(ScriptError) in Arg(label: a.label.map(Self.name), value: try expression(a.expression)) }
            if let trailing = e.trailingClosure {
                arguments.append(Arg(label: nil, value: try closure(trailing)))
            }
            for extra in e.additionalTrailingClosures {
                arguments.append(Arg(label: Self.name(extra.label), value: try closure(extra.closure)))
            }
            let call = Expr.call(try expressionInChain(e.calledExpression, &optionalStep), arguments, labels: arguments.map(\.label), at)
            // `Set<String>()`, `[Double]()`, `[String: Double]()`, `Array<Double>()`: the type pass
            // knows the collection's element types from how the type is written.
            if let shape = collectionShape(e.calledExpression) { return .typed(call, shape) }
            return call
        case .subscriptCallExpr(let e):
            let at = loc(node)
            let arguments = try e.arguments.map { (a) throws(ScriptError) in Arg(label: a.label.map(Self.name), value: try expression(a.expression)) }
            return .subscriptAccess(try expressionInChain(e.calledExpression, &optionalStep), arguments, at)
        case .closureExpr(let e): return try closure(e)
        case .arrayExpr(let e):
            return .array(try e.elements.map { (element) throws(ScriptError) in try expression(element.expression) })
        case .dictionaryExpr(let e):
            switch e.content {
            case .colon: return .dictionary([])
            case .elements(let elements):
                return .dictionary(try elements.map { (element) throws(ScriptError) in (try expression(element.key), try expression(element.value)) })
            }
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil { return try expression(only.expression) }
            return .tuple(
                try e.elements.map { (element) throws(ScriptError) in
                    Arg(label: element.label.map(Self.name), value: try expression(element.expression))
                })
        case .infixOperatorExpr(let e): return try infix(e.leftOperand, e.operator, e.rightOperand, at: loc(node))
        // `..<4` and `...5`, and `2...` below: what Swift's partial range initialisers make.
        case .prefixOperatorExpr(let e) where e.operator.text == "..<" || e.operator.text == "...":
            let at = loc(node)
            let type = e.operator.text == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough"
            return .call(.name(type, at), [Arg(label: nil, value: try expression(e.expression))], labels: [nil], at)
        case .prefixOperatorExpr(let e): return .prefix(e.operator.text, try expression(e.expression), loc(node))
        case .postfixOperatorExpr(let e) where e.operator.text == "...":
            let at = loc(node)
            return .call(.name("PartialRangeFrom", at), [Arg(label: nil, value: try expression(e.expression))], labels: [nil], at)
        case .postfixOperatorExpr(let e): throw unsupported("the postfix operator \(e.operator.text)", e)
        case .ternaryExpr(let e):
            return .ternary(try expression(e.condition), try expression(e.thenExpression), try expression(e.elseExpression))
        case .forceUnwrapExpr(let e): return .forceUnwrap(try expressionInChain(e.expression, &optionalStep), loc(node))
        case .optionalChainingExpr(let e):
            optionalStep = true
            return .optionalStep(try expressionInChain(e.expression, &optionalStep))
        case .asExpr(let e):
            return .cast(try expression(e.expression), Self.castKind(e.questionOrExclamationMark), try castType(e.type), loc(node))
        case .isExpr(let e): return .cast(try expression(e.expression), .check, try castType(e.type), loc(node))
        case .tryExpr(let e):
            let kind: TryKind = e.questionOrExclamationMark?.text == "?" ? .optional : e.questionOrExclamationMark?.text == "!" ? .forced : .plain
            return .tryExpr(try expression(e.expression), kind, loc(node))
        case .typeExpr(let e): return .typeRef(typeIR(e.type))
        case .macroExpansionExpr(let e):
            switch e.macroName.text {
            case "selector":
                guard let argument = e.arguments.first else { throw unsupported("#selector without a method", e) }
                return .selector(try expression(argument.expression))
            case "function": return .string(functionName(of: e))
            case "file", "fileID", "filePath": return .string("playground.swift")
            case "line": return .int(loc(node).line)
            case "column": return .int(loc(node).column)
            // Xcode's literals are UIKit's initialisers under another spelling:
            // `UIColor(_colorLiteralRed:green:blue:alpha:)` and `UIImage(imageLiteralResourceName:)`.
            case "colorLiteral" where e.arguments.map(\.label?.text) == ["red", "green", "blue", "alpha"]:
                let arguments = try e.arguments.map { (a) throws(ScriptError) in
                    Arg(label: a.label.map(Self.name), value: try expression(a.expression))
                }
                return .call(.name("UIColor", loc(node)), arguments, labels: arguments.map(\.label), loc(node))
            case "imageLiteral" where e.arguments.map(\.label?.text) == ["resourceName"]:
                let name = try expression(e.arguments.first!.expression)
                return .call(.name("UIImage", loc(node)), [Arg(label: "named", value: name)], labels: ["named"], loc(node))
            default: throw unsupported("the macro #\(e.macroName.text)", e)
            }
        case .ifExpr(let e): throw unsupported("if as an expression", e)
        case .switchExpr(let e): throw unsupported("switch as an expression", e)
        case .awaitExpr(let e): throw unsupported("await", e)
        case .keyPathExpr(let e): return try keyPath(e)
        case .genericSpecializationExpr(let e):
            var beyondTheChain = false  // `Box<Int>.make()`: a chain ends at a specialisation
            return try expressionInChain(e.expression, &beyondTheChain)
        case .inOutExpr(let e): return .inoutArgument(try expression(e.expression), loc(node))
        case .regexLiteralExpr(let e): throw unsupported("a regex literal", e)
        default: throw unsupported("this expression (\(node.kind))", node)
        }
    }

    /// `a = b`, `a + b`: an assignment or a binary operator, wherever its operands came from.
    private func infix(_ leftOperand: ExprSyntax, _ operation: ExprSyntax, _ rightOperand: ExprSyntax, at: Loc) throws(ScriptError) -> Expr {
        let left = try expression(leftOperand), right = try expression(rightOperand)
        if operation.is(AssignmentExprSyntax.self) {
            // `self.nav = nav` hands on the object the name holds already, `sheet = nil` lets go:
            // neither points the name at another object.
            switch (left, right) {
            case (_, .nilLiteral): break
            case (.name(let name, _), .name(let value, _)), (.member(_, let name, _), .name(let value, _)): if name != value { sites.assign(name) }
            case (.name(let name, _), _), (.member(_, let name, _), _): sites.assign(name)
            default: break
            }
            return .assignment(left, nil, right, at)
        }
        if let op = operation.as(BinaryOperatorExprSyntax.self) {
            let text = op.operator.text
            if Self.compoundAssignments.contains(text) { return .assignment(left, String(text.dropLast()), right, at) }
            return .binary(text, left, right, loc(op))
        }
        throw unsupported("this operator", operation)
    }

    /// A sequence with one operator (`a = b`, `x as? T`, `c ? a : b`, most of a file's sequences)
    /// needs no precedence: lowered as it stands, without SwiftOperators building a folded copy of
    /// it (the fold was 9 % of a paste's front-end time). Nil for longer sequences.
    private func singleOperation(_ sequence: SequenceExprSyntax) throws(ScriptError) -> Expr? {
        let elements = sequence.elements
        guard elements.count == 3 else { return nil }
        var iterator = elements.makeIterator()
        guard let left = iterator.next(), let operation = iterator.next(), let right = iterator.next() else { return nil }
        // `try` on the left covers the whole sequence once folded (`try? a as? T`): left to the fold.
        if left.is(TryExprSyntax.self) || left.is(AwaitExprSyntax.self) { return nil }
        switch operation.as(ExprSyntaxEnum.self) {
        case .assignmentExpr, .binaryOperatorExpr:
            return try infix(left, operation, right, at: loc(sequence))
        case .unresolvedAsExpr(let cast):
            guard let type = right.as(TypeExprSyntax.self) else { return nil }
            return .cast(try expression(left), Self.castKind(cast.questionOrExclamationMark), try castType(type.type), loc(sequence))
        case .unresolvedIsExpr:
            guard let type = right.as(TypeExprSyntax.self) else { return nil }
            return .cast(try expression(left), .check, try castType(type.type), loc(sequence))
        case .unresolvedTernaryExpr(let ternary):
            return .ternary(try expression(left), try expression(ternary.thenExpression), try expression(right))
        default:
            return nil
        }
    }

    /// `as`, `as?` or `as!`.
    private static func castKind(_ mark: TokenSyntax?) -> CastKind {
        switch mark?.text {
        case "?": .conditional
        case "!": .forced
        default: .plain
        }
    }

    /// `1_000` as `1000`.
    private static func withoutUnderscores(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.replacing("_", with: "") : text
    }

    /// `\.name`, `\Person.address.city`: a key path where a function is expected (`map(\.name)`,
    /// `sorted(by:)` takes none), as the closure `{ $0.name }` Swift makes of it. Optional and
    /// subscript components, and key paths used as values of their own, are refused.
    func keyPath(_ node: KeyPathExprSyntax) throws(ScriptError) -> Expr {
        let at = loc(node)
        var body: Expr = .name("$0", at)
        for component in node.components {
            guard case .property(let property) = component.component, property.declName.argumentNames == nil else {
                throw unsupported("a key path with optional or subscript components", component)
            }
            body = .member(body, Self.name(property.declName.baseName), loc(component))
        }
        return .closure(ClosureIR(params: ["$0"], body: [.expression(body, at)], loc: at))
    }

    func closure(_ node: ClosureExprSyntax) throws(ScriptError) -> Expr {
        var params: [String] = []
        var declaredParameters: [TypeIR?] = []
        if let signature = node.signature {
            if let effects = signature.effectSpecifiers, effects.asyncSpecifier != nil { throw unsupported("an async closure", effects) }
            switch signature.parameterClause {
            case .simpleInput(let list): params = list.map { Self.name($0.name) }
            case .parameterClause(let clause):
                params = clause.parameters.map { Self.name($0.secondName ?? $0.firstName) }
                declaredParameters = clause.parameters.map { $0.type.map(typeIR) }
            case .none: break
            }
        }
        var captures: [(name: String, value: Expr, ownership: Ownership)] = []
        for item in node.signature?.capture?.items ?? [] {
            let name = Self.name(item.name)
            let value =
                try item.initializer.map { (i) throws(ScriptError) in try expression(i.value) }
                ?? (name == "self" ? .selfRef(loc(item)) : .name(name, loc(item)))
            let ownership: Ownership =
                switch item.specifier?.specifier.text {
                case "weak": .weak
                case "unowned": .unowned
                default: .strong
                }
            captures.append((name, value, ownership))
        }
        let body = try block(node.statements)
        if node.signature == nil || (node.signature?.parameterClause == nil && !captures.isEmpty) {
            params = (0..<Self.shorthandCount(node)).map { "$\($0)" }
        }
        var referenced = Self.referencedNames(in: Syntax(node.statements))
        if let list = node.signature?.capture { referenced.formUnion(Self.referencedNames(in: Syntax(list))) }
        var closure = ClosureIR(params: params, body: body, loc: loc(node), captures: captures, referencedNames: referenced)
        let declaredResult = node.signature?.returnClause.map { typeIR($0.type) }
        if declaredResult != nil || declaredParameters.contains(where: { $0 != nil }) {
            closure.signature = ClosureSignature(result: declaredResult, parameters: declaredParameters)
        }
        return .closure(closure)
    }

    /// The names a body refers to (`a` of `a.b`, not `b`; `self` when written; `x` of a shorthand
    /// `if let x`), nested closures included: what a closure captures, whether `didSet` reads its old value.
    static func referencedNames(in node: Syntax) -> Set<String> {
        final class Names: SyntaxVisitor {
            var found: Set<String> = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                found.insert(Lowering.name(node.baseName))
                return .skipChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if let base = node.base { walk(base) }
                return .skipChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if node.initializer == nil, let name = node.pattern.as(IdentifierPatternSyntax.self) { found.insert(Lowering.name(name.identifier)) }
                return .visitChildren
            }
        }
        let names = Names(viewMode: .sourceAccurate)
        names.walk(node)
        return names.found
    }

    private func stringLiteral(_ node: StringLiteralExprSyntax) throws(ScriptError) -> Expr {
        var parts: [InterpolationPart] = []
        for segment in node.segments {
            switch segment {
            case .stringSegment(let text): parts.append(.text(Self.unescape(text.content.text, pounds: node.openingPounds?.text.count ?? 0)))
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                parts.append(.value(try expression(first.expression)))
            }
        }
        if parts.isEmpty { return .string("") }
        if parts.count == 1, case .text(let text) = parts[0] { return .string(text) }
        return .interpolation(parts)
    }

    /// A string literal's escapes as Swift reads them; a raw string (`#"..."#`) escapes with
    /// as many `#` after the backslash as it has around it.
    static func unescape(_ text: String, pounds: Int = 0) -> String {
        // Most literals have no backslash: a byte scan, not Foundation's `contains` (CFStringFind,
        // 3 % of the lowering in perf).
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        let escape = "\\" + String(repeating: "#", count: pounds)
        guard text.contains(escape) else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index...].hasPrefix(escape), let next = text.index(index, offsetBy: escape.count, limitedBy: text.endIndex),
                next < text.endIndex
            else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            index = text.index(after: next)
            switch text[next] {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\n": break  // a multi-line string's line continuation
            case "u":
                // `\u{2764}`: a Unicode scalar by its hexadecimal value.
                if text[index...].hasPrefix("{"), let close = text[index...].firstIndex(of: "}"),
                    let value = UInt32(text[text.index(after: index)..<close], radix: 16), let scalar = Unicode.Scalar(value)
                {
                    result.unicodeScalars.append(scalar)
                    index = text.index(after: close)
                } else {
                    result.append("u")
                }
            default: result.append(text[next])
            }
        }
        return result
    }
}

extension Lowering {
    /// `a += b` is `a = a + b` for these (the bitwise and wrapping ones too: `flags |= mask`).
    static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=",
    ]

    /// Modules a name can be qualified with (`Swift.max`): the file imports or is given them.
    static let moduleNames: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

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
