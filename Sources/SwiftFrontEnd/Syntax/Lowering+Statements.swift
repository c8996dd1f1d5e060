import ContainmentEngine
import SwiftSyntax

/// Statements, conditions and patterns.
extension Lowering {
    func expressionStatement(_ expr: ExprSyntax) throws(ScriptError) -> Stmt {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try ifStatement(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try switchStatement(switchExpr) }
        return .expression(try expression(expr), loc(expr))
    }

    func statement(_ stmt: StmtSyntax) throws(ScriptError) -> Stmt {
        if let e = stmt.as(ExpressionStmtSyntax.self) { return try expressionStatement(e.expression) }
        if let g = stmt.as(GuardStmtSyntax.self) { return .guardStmt(try conditions(g.conditions), try block(g.body.statements), loc(g)) }
        if let r = stmt.as(ReturnStmtSyntax.self) {
            return .returnStmt(try r.expression.map { (e) throws(ScriptError) in try expression(e) }, loc(r))
        }
        if let b = stmt.as(BreakStmtSyntax.self) { return .breakStmt(b.label?.text, loc(b)) }
        if let c = stmt.as(ContinueStmtSyntax.self) { return .continueStmt(c.label?.text, loc(c)) }
        if let d = stmt.as(DeferStmtSyntax.self) { return .deferStmt(try block(d.body.statements)) }
        if let d = stmt.as(DoStmtSyntax.self) {
            // Catch clauses see only errors user code throws; the playground's own (traps,
            // UIKit's exceptions, limits) end the request as they would end the app.
            if d.throwsClause != nil { throw unsupported("a typed 'do throws' clause", d) }
            var catches: [CatchClause] = []
            for clause in d.catchClauses {
                var patterns: [(Pattern, Expr?)] = []
                for item in clause.catchItems {
                    guard let p = item.pattern else { continue }
                    patterns.append((try pattern(p), try item.whereClause.map { (w) throws(ScriptError) in try expression(w.condition) }))
                }
                catches.append(CatchClause(patterns: patterns, body: try block(clause.body.statements), loc: loc(clause)))
            }
            return .doStmt(try block(d.body.statements), catches: catches, loc(d))
        }
        if let t = stmt.as(ThrowStmtSyntax.self) { return .throwStmt(try expression(t.expression), loc(t)) }
        if let f = stmt.as(ForStmtSyntax.self) { return try forStatement(f, label: nil) }
        if let w = stmt.as(WhileStmtSyntax.self) { return .whileStmt(try conditions(w.conditions), try block(w.body.statements), label: nil, loc(w)) }
        if let r = stmt.as(RepeatStmtSyntax.self) {
            return .repeatWhile(try block(r.body.statements), try expression(r.condition), label: nil, loc(r))
        }
        if let l = stmt.as(LabeledStmtSyntax.self) {
            let label = l.label.text
            if let f = l.statement.as(ForStmtSyntax.self) { return try forStatement(f, label: label) }
            if let w = l.statement.as(WhileStmtSyntax.self) {
                return .whileStmt(try conditions(w.conditions), try block(w.body.statements), label: label, loc(w))
            }
            if let r = l.statement.as(RepeatStmtSyntax.self) {
                return .repeatWhile(try block(r.body.statements), try expression(r.condition), label: label, loc(r))
            }
            return try statement(l.statement)
        }
        if stmt.is(FallThroughStmtSyntax.self) { throw unsupported("fallthrough", stmt) }
        if stmt.is(DiscardStmtSyntax.self) { throw unsupported("discard", stmt) }
        throw unsupported("this statement", stmt)
    }

    private func forStatement(_ f: ForStmtSyntax, label: String?) throws(ScriptError) -> Stmt {
        if f.awaitKeyword != nil { throw unsupported("for await", f) }
        if f.tryKeyword != nil { throw unsupported("for try", f) }
        return .forIn(
            try pattern(f.pattern), try expression(f.sequence), try f.whereClause.map { (w) throws(ScriptError) in try expression(w.condition) },
            try block(f.body.statements), label: label, loc(f))
    }

    func ifStatement(_ node: IfExprSyntax) throws(ScriptError) -> Stmt {
        let elseBody: [Stmt]?
        switch node.elseBody {
        case .none: elseBody = nil
        case .ifExpr(let nested): elseBody = [try ifStatement(nested)]
        case .codeBlock(let block): elseBody = try self.block(block.statements)
        }
        return .ifStmt(try conditions(node.conditions), try block(node.body.statements), elseBody, loc(node))
    }

    func switchStatement(_ node: SwitchExprSyntax) throws(ScriptError) -> Stmt {
        var cases: [SwitchCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else { throw unsupported("#if in a switch", element) }
            let body = try block(switchCase.statements)
            switch switchCase.label {
            case .default: cases.append(SwitchCase(patterns: [], isDefault: true, body: body))
            case .case(let label):
                var patterns: [(Pattern, Expr?)] = []
                for item in label.caseItems {
                    patterns.append((try pattern(item.pattern), try item.whereClause.map { (w) throws(ScriptError) in try expression(w.condition) }))
                }
                cases.append(SwitchCase(patterns: patterns, isDefault: false, body: body))
            }
        }
        return .switchStmt(try expression(node.subject), cases, loc(node))
    }

    func conditions(_ list: ConditionElementListSyntax) throws(ScriptError) -> [Condition] {
        var result: [Condition] = []
        for element in list {
            switch element.condition {
            case .expression(let e): result.append(.expression(try expression(e)))
            case .optionalBinding(let binding):
                // `if let _ = x`: a test for a value, binding no name (`_` is never looked up).
                let name: String
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    name = Self.name(identifier.identifier)
                } else if binding.initializer != nil,
                    binding.pattern.is(WildcardPatternSyntax.self)
                        || binding.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true
                {
                    name = "_"  // swift-syntax reads this `_` as an expression pattern
                } else if binding.pattern.is(TuplePatternSyntax.self)
                    || binding.pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true,
                    let initializer = binding.initializer
                {
                    // `if let (a, b) = pair()`: a value there, taken apart (`case let (a, b)? = ...`).
                    let tuple = try pattern(binding.pattern, binding: true)
                    result.append(.pattern(Pattern(kind: .optional(tuple), loc: tuple.loc), try expression(initializer.value)))
                    continue
                } else {
                    throw unsupported("this binding pattern", binding.pattern)
                }
                result.append(
                    .optionalBinding(name, try binding.initializer.map { (i) throws(ScriptError) in try expression(i.value) }, loc(binding)))
            case .matchingPattern(let matching):
                result.append(.pattern(try pattern(matching.pattern), try expression(matching.initializer.value)))
            case .availability:
                continue  // #available: always true here
            @unknown default:
                throw unsupported("this condition", element)
            }
        }
        return result
    }

    /// `binding`: inside `let`/`var`, where a bare name in an expression pattern binds it.
    func pattern(_ node: PatternSyntax, binding: Bool = false) throws(ScriptError) -> Pattern {
        let at = loc(node)
        if node.is(WildcardPatternSyntax.self) { return Pattern(kind: .wildcard, loc: at) }
        if let identifier = node.as(IdentifierPatternSyntax.self) { return Pattern(kind: .binding(Self.name(identifier.identifier)), loc: at) }
        if let valueBinding = node.as(ValueBindingPatternSyntax.self) { return try pattern(valueBinding.pattern, binding: true) }
        if let tuple = node.as(TuplePatternSyntax.self) {
            return Pattern(kind: .tuple(try tuple.elements.map { (e) throws(ScriptError) in try pattern(e.pattern, binding: binding) }), loc: at)
        }
        if let isType = node.as(IsTypePatternSyntax.self) { return Pattern(kind: .cast(try castType(isType.type), nil), loc: at) }
        if let expression = node.as(ExpressionPatternSyntax.self) { return try expressionPattern(expression.expression, binding: binding) }
        throw unsupported("this pattern", node)
    }

    /// `case .loaded(let value)`, `case let .x(a, b)`, `case 1`, `case let x as T`, `case x?`.
    func expressionPattern(_ expr: ExprSyntax, binding: Bool = false) throws(ScriptError) -> Pattern {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return try folding(sequence) { (tree) throws(ScriptError) in try expressionPattern(tree, binding: binding) }
        }
        let at = loc(expr)
        if let p = expr.as(PatternExprSyntax.self) { return try pattern(p.pattern, binding: binding) }
        if binding, let reference = expr.as(DeclReferenceExprSyntax.self) { return Pattern(kind: .binding(Self.name(reference.baseName)), loc: at) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return Pattern(kind: .wildcard, loc: at) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true,
            member.declName.baseName.text.first?.isLowercase == true
        {
            let staticMember = member.base == nil ? nil : try expression(ExprSyntax(member))
            return Pattern(kind: .enumCase(Self.name(member.declName.baseName), []), loc: at, staticMember: staticMember)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let arguments = try call.arguments.map { (a) throws(ScriptError) in try expressionPattern(a.expression, binding: binding) }
            return Pattern(kind: .enumCase(Self.name(member.declName.baseName), arguments), loc: at)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return Pattern(
                kind: .tuple(try tuple.elements.map { (e) throws(ScriptError) in try expressionPattern(e.expression, binding: binding) }), loc: at)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            return Pattern(kind: .optional(try expressionPattern(optional.expression, binding: binding)), loc: at)
        }
        if let cast = expr.as(AsExprSyntax.self), let inner = cast.expression.as(PatternExprSyntax.self) {
            return Pattern(kind: .cast(try castType(cast.type), try pattern(inner.pattern)), loc: at)
        }
        if let isExpr = expr.as(IsExprSyntax.self) { return Pattern(kind: .cast(try castType(isExpr.type), nil), loc: at) }
        return Pattern(kind: .expression(try expression(expr)), loc: at)
    }
}
