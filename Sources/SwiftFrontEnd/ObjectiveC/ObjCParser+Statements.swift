import ContainmentEngine

/// C's statements as the Swift runtime's: conditions by C's truth (0, nil and NO are false), a
/// `for (;;)` as a loop whose `continue` runs the increment first, a `switch` whose cases fall
/// through until a `break`, declarations with C's conversions.
extension ObjCParser {
    /// `{ statements }`, from its `{`.
    func compound() throws(ScriptError) -> [Stmt] {
        let open = current.loc
        try expect("{", "expected '{'")
        return try nested { () throws(ScriptError) -> [Stmt] in
            try scoped { () throws(ScriptError) -> [Stmt] in
                var body: [Stmt] = []
                while !accept("}") {
                    if current.isEnd { throw error("expected '}'", at: open) }
                    body.append(try statement())
                }
                return body
            }
        }
    }

    /// A statement as the body of `if`, `for`, `while`: a block's statements, or one statement.
    func body() throws(ScriptError) -> [Stmt] {
        if current.isPunctuation("{") { return try compound() }
        return try scoped { () throws(ScriptError) -> [Stmt] in [try statement()] }
    }

    func statement() throws(ScriptError) -> Stmt {
        let token = current
        let loc = token.loc
        if token.kind == .directive {
            switch token.text {
            case "@autoreleasepool":
                advance()
                return .doStmt(try compound(), catches: [], loc)
            case "@synchronized":
                advance()
                _ = try parenthesized()
                return .doStmt(try compound(), catches: [], loc)
            case "@try", "@throw": throw unsupported("'\(token.text)' (exceptions)")
            default: break
            }
        }
        if token.isPunctuation("{") { return .doStmt(try compound(), catches: [], loc) }
        if token.isPunctuation(";") {
            advance()
            return .sequence([])
        }
        if token.kind == .identifier {
            switch token.text {
            case "if": return try ifStatement()
            case "while":
                advance()
                let condition = try parenthesized()
                let body = try loopBody(continuing: [])
                return .whileStmt([.expression(truth(condition))], body, label: nil, loc)
            case "do":
                advance()
                let body = try loopBody(continuing: [])
                guard current.isIdentifier("while") else { throw error("expected 'while' in do/while loop") }
                advance()
                let condition = try parenthesized()
                try expect(";", "expected ';' after do/while statement")
                return .repeatWhile(body, truth(condition), label: nil, loc)
            case "for": return try forStatement()
            case "switch": return try switchStatement()
            case "return":
                advance()
                if accept(";") { return .returnStmt(nil, loc) }
                var value = try self.value(try expression())
                try expect(";", "expected ';' after return statement")
                if inInitializer {
                    // `return self;` ends an initialiser (Swift's initialisers return nothing);
                    // `return [self initWithName:n kid:nil];` runs that initialiser first (it was dropped).
                    switch value {
                    case .selfRef, .nilLiteral: return .returnStmt(nil, loc)
                    default: return .sequence([expressionStatement(value, loc), .returnStmt(nil, loc)])
                    }
                }
                if let conversion = currentReturn?.conversion { value = .prefix(conversion, value, loc) }
                return .returnStmt(value, loc)
            case "break":
                advance()
                try expect(";", "expected ';' after break statement")
                return .breakStmt(nil, loc)
            case "continue":
                advance()
                try expect(";", "expected ';' after continue statement")
                return .sequence((continueSteps.last ?? []) + [.continueStmt(nil, loc)])
            case "goto": throw unsupported("'goto'")
            case "typedef":
                try typedef()
                return .sequence([])
            default: break
            }
            if looksLikeDeclaration() { return try declaration() }
        }
        let expr = try expression()
        // C's comma operator in a statement (`[v removeFromSuperview], v = nil;`): each in turn.
        if current.isPunctuation(",") {
            var parts = [expressionStatement(expr, loc)]
            while accept(",") { parts.append(expressionStatement(try expression(), current.loc)) }
            try expect(";", "expected ';' after expression")
            return .sequence(parts)
        }
        try expect(";", "expected ';' after expression")
        return expressionStatement(expr, loc)
    }

    /// `x++;` and `++x;` are `x += 1`; an initialiser's `self = [super init...]` is the call.
    func expressionStatement(_ expr: Expr, _ loc: Loc) -> Stmt {
        if inInitializer, case .assignment(.selfRef, nil, let value, _) = expr { return .expression(value, loc) }
        return .expression(expr, loc)
    }

    func parenthesized() throws(ScriptError) -> Expr {
        try expect("(", "expected '('")
        let condition = try value(try expression())
        try expect(")", "expected ')'")
        return condition
    }

    private func loopBody(continuing steps: [Stmt]) throws(ScriptError) -> [Stmt] {
        continueSteps.append(steps)
        defer { continueSteps.removeLast() }
        return try body()
    }

    private func ifStatement() throws(ScriptError) -> Stmt {
        let loc = advance().loc
        try expect("(", "expected '(' after 'if'")
        var prelude: [Stmt] = []
        var condition = try expression()
        try expect(")", "expected ')'")
        // `if ((self = [super init]))`: the initialiser's call first, then `self` (never nil here);
        // `if (!(self = [super initWithFrame:f])) return nil;` the same, negated.
        if inInitializer, case .assignment(.selfRef, nil, let call, let at) = condition {
            prelude.append(.expression(call, at))
            condition = .selfRef(at)
        } else if inInitializer, case .prefix("objc.not", .assignment(.selfRef, nil, let call, let at), let notLoc) = condition {
            prelude.append(.expression(call, at))
            condition = .prefix("objc.not", .selfRef(at), notLoc)
        }
        let then = try body()
        var otherwise: [Stmt]?
        if current.isIdentifier("else") {
            advance()
            otherwise = current.isIdentifier("if") ? [try ifStatement()] : try body()
        }
        let statement = Stmt.ifStmt([.expression(truth(condition))], then, otherwise, loc)
        return prelude.isEmpty ? statement : .sequence(prelude + [statement])
    }

    /// `for (init; condition; step) body` and `for (Type *x in collection) body`.
    private func forStatement() throws(ScriptError) -> Stmt {
        let loc = advance().loc
        try expect("(", "expected '(' after 'for'")
        return try scoped { () throws(ScriptError) -> Stmt in
            // Fast enumeration: `for (UIView *view in self.view.subviews)`.
            let start = position
            if current.kind == .identifier {
                var name: String?
                var type = CType.object(nil)
                if looksLikeDeclaration() {
                    let (base, baseName) = try typeSpecifier()
                    let declared = try declarator(base: base, baseName: baseName)
                    (name, type) = (declared.0, declared.1)
                } else if peek().isIdentifier("in") {
                    name = advance().text
                }
                if let name, current.isIdentifier("in") {
                    advance()
                    let sequence = try expression()
                    try expect(")", "expected ')'")
                    declareLocal(name, type)
                    let body = try loopBody(continuing: [])
                    return .forIn(Pattern(kind: .binding(name), loc: loc), sequence, nil, body, label: nil, loc)
                }
                position = start
            }
            var setup: [Stmt] = []
            if !accept(";") { setup.append(try statement()) }
            var condition: Expr = .bool(true)
            if !current.isPunctuation(";") { condition = truth(try value(try expression())) }
            try expect(";", "expected ';' in 'for' statement specifier")
            var step: [Stmt] = []
            if !current.isPunctuation(")") {
                let stepLoc = current.loc
                step = try commaSeparated().map { expressionStatement($0, stepLoc) }
            }
            try expect(")", "expected ')'")
            let body = try loopBody(continuing: step)
            return .doStmt(setup + [.whileStmt([.expression(condition)], body + step, label: nil, loc)], catches: [], loc)
        }
    }

    /// `i++, j--`: a for loop's step may be several expressions.
    private func commaSeparated() throws(ScriptError) -> [Expr] {
        var items = [try expression()]
        while accept(",") { items.append(try expression()) }
        return items
    }

    /// C's `switch`: each case's statements run on into the next case's until a `break`, so a
    /// case's body here is its statements and those of the cases it falls into.
    private func switchStatement() throws(ScriptError) -> Stmt {
        let loc = advance().loc
        let subject = try parenthesized()
        try expect("{", "expected '{' after switch")
        struct Group {
            var values: [Expr] = []
            var isDefault = false
            var body: [Stmt] = []
        }
        var groups: [Group] = []
        try scoped { () throws(ScriptError) in
            continueSteps.append(continueSteps.last ?? [])
            defer { continueSteps.removeLast() }
            while !accept("}") {
                if current.isEnd { throw error("expected '}'") }
                if current.isIdentifier("case") {
                    advance()
                    let value = Self.folded(try conditional())
                    try expect(":", "expected ':' after 'case'")
                    if groups.last.map({ $0.body.isEmpty }) ?? false {
                        groups[groups.count - 1].values.append(value)
                    } else {
                        groups.append(Group(values: [value]))
                    }
                } else if current.isIdentifier("default") {
                    advance()
                    try expect(":", "expected ':' after 'default'")
                    if groups.last.map({ $0.body.isEmpty }) ?? false {
                        groups[groups.count - 1].isDefault = true
                    } else {
                        groups.append(Group(isDefault: true))
                    }
                } else {
                    guard !groups.isEmpty else { throw error("label at end of compound statement: expected statement") }
                    groups[groups.count - 1].body.append(try statement())
                }
            }
        }
        // Falling through: a body that does not end in a jump goes on with the next group's.
        var cases: [SwitchCase] = []
        for index in groups.indices {
            var body: [Stmt] = []
            var next = index
            while next < groups.count {
                body += groups[next].body
                if Self.endsInJump(groups[next].body) { break }
                next += 1
            }
            if case .breakStmt(nil, _)? = body.last { body.removeLast() }
            let patterns = groups[index].values.map { (Pattern(kind: .expression($0), loc: loc), Expr?.none) }
            cases.append(SwitchCase(patterns: patterns, isDefault: groups[index].isDefault, body: body.isEmpty ? [.sequence([])] : body))
        }
        // C tries every case before `default`, wherever it is written; its body stays as written
        // (the bodies above already hold what falls through).
        if let index = cases.firstIndex(where: \.isDefault) {
            var last = cases.remove(at: index)
            if !last.patterns.isEmpty {
                // `case 2: default:` together: the case stays a case with the same body.
                cases.insert(SwitchCase(patterns: last.patterns, isDefault: false, body: last.body), at: index)
                last.patterns = []
            }
            cases.append(last)
        } else {
            cases.append(SwitchCase(patterns: [], isDefault: true, body: [.sequence([])]))
        }
        return .switchStmt(subject, cases, loc)
    }

    private static func endsInJump(_ body: [Stmt]) -> Bool {
        switch body.last {
        case .breakStmt?, .returnStmt?, .continueStmt?: true
        case .sequence(let inner)?: endsInJump(inner)
        default: false
        }
    }

    // MARK: Declarations

    /// Whether the tokens ahead declare a variable: `Type name`, `Type *name =`, `Type<P> *name;`.
    func looksLikeDeclaration() -> Bool {
        let token = current
        guard token.kind == .identifier else { return false }
        if CType.qualifiers.contains(token.text) || token.text == "typeof" || token.text == "__typeof" || token.text == "__typeof__" {
            return true
        }
        guard localType(token.text) == nil else { return false }
        var offset = 1
        if peek(offset).isPunctuation("<") {
            var depth = 0
            repeat {
                let next = peek(offset)
                if next.isEnd { return false }
                if next.isPunctuation("<") {
                    depth += 1
                } else if next.isPunctuation(">") {
                    depth -= 1
                } else if next.isPunctuation(">>") {
                    depth -= 2
                }
                offset += 1
            } while depth > 0
        }
        let next = peek(offset)
        if next.kind == .identifier { return isTypeName(token.text) || !CType.qualifiers.contains(next.text) && next.text != "in" }
        if next.isPunctuation("*") {
            var stars = offset
            while peek(stars).isPunctuation("*") || (peek(stars).kind == .identifier && CType.qualifiers.contains(peek(stars).text)) { stars += 1 }
            guard peek(stars).kind == .identifier else { return false }
            let after = peek(stars + 1)
            return after.isPunctuation("=") || after.isPunctuation(";") || after.isPunctuation(",") || after.isIdentifier("in")
                || after.isPunctuation("[")
        }
        if next.isPunctuation("("), peek(offset + 1).isPunctuation("^") { return true }
        return false
    }

    /// `UIViewController *a = x, *b;`: bindings, each converted to its C type.
    func declaration() throws(ScriptError) -> Stmt {
        // `static int count = 0;` in a function keeps its value from call to call: a global of
        // its own, initialised once before the program runs (its value must be a constant).
        var offset = 0
        var isStatic = false, isShared = false
        while peek(offset).kind == .identifier, CType.qualifiers.contains(peek(offset).text) {
            if peek(offset).text == "static" { isStatic = true }
            if peek(offset).text == "__block" { isShared = true }
            offset += 1
        }
        let (base, baseName) = try typeSpecifier()
        if isStatic, functionDepth > 0 { return try staticLocals(base, baseName) }
        var bindings: [Stmt] = []
        repeat {
            let nameLoc = current.loc
            let (name, type) = try declarator(base: base, baseName: baseName)
            var value: Expr? = zero(of: type, nameLoc)
            if accept("=") {
                if case .structure(let structName) = type, current.isPunctuation("{"), isLiteralStructure(structName) {
                    value = try anyStructLiteral(structName, nameLoc)  // `CGRect r = {{0, 0}, {w, h}};`
                } else {
                    // `static void *const kKey = &kKey;`: an address as a unique key (associated objects).
                    let savedUse = addressUse
                    addressUse = baseName == "void" ? .key : .none
                    defer { addressUse = savedUse }
                    let initial = try self.value(try assignmentExpression())
                    value = type.conversion.map { .prefix($0, initial, nameLoc) } ?? initial
                }
            }
            declareLocal(name, type)
            if isShared { sharedWithBlocks.insert(name) } else { sharedWithBlocks.remove(name) }
            bindings.append(.binding(names: [name], pattern: nil, value: value ?? .nilLiteral, isVar: true, type: nil, nameLoc))
        } while accept(",")
        try expect(";", "expected ';' at end of declaration")
        return bindings.count == 1 ? bindings[0] : .sequence(bindings)
    }

    private func staticLocals(_ base: CType, _ baseName: String) throws(ScriptError) -> Stmt {
        repeat {
            let nameLoc = current.loc
            let (name, type) = try declarator(base: base, baseName: baseName)
            var value: Expr = zero(of: type, nameLoc) ?? .nilLiteral
            if accept("=") {
                let initial = Self.folded(try self.value(try assignmentExpression()))
                switch initial {
                case .int, .double, .bool, .string, .nilLiteral, .member(.name(_, _), "zero", _): break
                default: throw unsupported("a static variable initialised with a value computed when the program runs", at: nameLoc)
                }
                value = type.conversion.map { .prefix($0, initial, nameLoc) } ?? initial
            }
            // Named by its place: the same in either half of the second pass (`ObjCParser+Halves`).
            let global = "objc.static.\(position).\(name)"
            declareStatic(name, type, global: global)
            if pass == .bodies {
                statics.append(.binding(names: [global], pattern: nil, value: value, isVar: true, type: nil, nameLoc))
            }
        } while accept(",")
        try expect(";", "expected ';' at end of declaration")
        return .sequence([])
    }
}
