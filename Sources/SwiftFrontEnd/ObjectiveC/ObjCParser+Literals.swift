import ContainmentEngine

/// Structure literals (`(CGRect){...}`, `{0, 0, w, h}`), GNU's statement expressions and
/// blocks, which copy the numbers they read (C's capture by value).
extension ObjCParser {
    /// The fields of the structures a literal may build, in order; nil: a number.
    static let structFields: [String: [(name: String, type: String?)]] = [
        "CGRect": [("origin", "CGPoint"), ("size", "CGSize")], "CGPoint": [("x", nil), ("y", nil)],
        "CGSize": [("width", nil), ("height", nil)], "UIEdgeInsets": [("top", nil), ("left", nil), ("bottom", nil), ("right", nil)],
    ]

    /// `{ a, b }`, `{ .origin = p, .size = s }`, `{{0, 0}, {w, h}}`, `{0, 0, w, h}` (a CGRect's
    /// four numbers, braces elided): the structure's initialiser with every field, the rest zero.
    func structLiteral(_ typeName: String, _ loc: Loc) throws(ScriptError) -> Expr {
        let fields = Self.structFields[typeName]!
        try expect("{", "expected '{'")
        var values: [String: Expr] = [:]
        var next = 0
        var elided: [Expr] = []
        // `.origin.x = 1`: a field of a field, by its path (the rest of that field zero).
        var nested: [String: [String: Expr]] = [:]
        while !accept("}") {
            var index = next
            if accept(".") {
                let name = try identifier("field name")
                guard let found = fields.firstIndex(where: { $0.name == name }) else {
                    throw error("field designator '\(name)' does not refer to any field in type '\(typeName)'")
                }
                index = found
                if let inner = fields[found].type, accept(".") {
                    let innerName = try identifier("field name")
                    guard Self.structFields[inner]?.contains(where: { $0.name == innerName }) == true else {
                        throw error("field designator '\(innerName)' does not refer to any field in type '\(inner)'")
                    }
                    try expect("=", "expected '='")
                    nested[name, default: [:]][innerName] = .prefix("objc.(double)", try value(try assignmentExpression()), loc)
                    next = index + 1
                    if !accept(",") {
                        try expect("}", "expected '}'")
                        break
                    }
                    continue
                }
                try expect("=", "expected '='")
            }
            guard index < fields.count || !elided.isEmpty || typeName == "CGRect" else { throw error("excess elements in struct initializer") }
            if current.isPunctuation("{"), index < fields.count, let nested = fields[index].type {
                values[fields[index].name] = try structLiteral(nested, current.loc)
            } else {
                let value = try value(try assignmentExpression())
                if index < fields.count, let nested = fields[index].type, elided.isEmpty, cType(of: value).map({ $0 != .structure(nested) }) ?? false
                {
                    elided.append(value)  // `{0, 0, w, h}`: a CGRect's numbers without the inner braces
                } else if !elided.isEmpty {
                    elided.append(value)
                } else if index < fields.count {
                    values[fields[index].name] = fields[index].type == nil ? .prefix("objc.(double)", value, loc) : value
                } else {
                    throw error("excess elements in struct initializer")
                }
            }
            next = index + 1
            if !accept(",") {
                try expect("}", "expected '}'")
                break
            }
        }
        if !elided.isEmpty {
            guard typeName == "CGRect", elided.count <= 4 else { throw unsupported("braces left out of a \(typeName) literal", at: loc) }
            let labels = ["x", "y", "width", "height"]
            let numbers = labels.indices.map { $0 < elided.count ? Expr.prefix("objc.(double)", elided[$0], loc) : .double(0) }
            return .call(.name("CGRect", loc), zip(labels, numbers).map { Arg(label: $0, value: $1) }, labels: labels, loc)
        }
        for (name, parts) in nested where values[name] == nil {
            guard let inner = fields.first(where: { $0.name == name })?.type, let innerFields = Self.structFields[inner] else { continue }
            let innerArguments = innerFields.map { Arg(label: $0.name, value: parts[$0.name] ?? .double(0)) }
            values[name] = .call(.name(inner, loc), innerArguments, labels: innerArguments.map(\.label), loc)
        }
        let arguments = fields.map { field in
            Arg(label: field.name, value: values[field.name] ?? field.type.map { .member(.name($0, loc), "zero", loc) } ?? .double(0))
        }
        return .call(.name(typeName, loc), arguments, labels: arguments.map(\.label), loc)
    }

    /// `({ UILabel *label = [UILabel new]; ...; label; })`: the statements run, the last one's
    /// value is the expression's (GNU C, common in Objective-C view code).
    func statementExpression() throws(ScriptError) -> Expr {
        let loc = advance().loc
        var body = try compound()
        try expect(")", "expected ')'")
        guard case .expression(let last, let lastLoc)? = body.last else {
            throw error("a statement expression must end with an expression", at: loc)
        }
        body[body.count - 1] = .returnStmt(last, lastLoc)
        let savedReturn = currentReturn
        defer { currentReturn = savedReturn }
        return .call(.closure(ClosureIR(params: [], body: body, loc: loc)), [], labels: [], loc)
    }

    /// `^{ ... }`, `^(BOOL finished) { ... }`, `^void(void) { ... }`.
    func block() throws(ScriptError) -> Expr {
        let loc = advance().loc
        if current.kind == .identifier, !current.isPunctuation("(") { _ = try typeSpecifier() }
        while accept("*") {}
        var params: [(String, CType)] = []
        if current.isPunctuation("(") {
            advance()
            if current.isIdentifier("void"), peek().isPunctuation(")") { advance() }
            while !accept(")") {
                let (base, baseName) = try typeSpecifier()
                params.append(try declarator(base: base, baseName: baseName))
                if !accept(",") {
                    try expect(")")
                    break
                }
            }
        }
        let savedReturn = currentReturn, savedInit = inInitializer
        currentReturn = nil
        inInitializer = false
        defer { (currentReturn, inInitializer) = (savedReturn, savedInit) }
        let savedSteps = continueSteps
        continueSteps = []
        defer { continueSteps = savedSteps }
        blockFrames.append((scopes.count, []))
        let body: [Stmt]
        do throws(ScriptError) {
            body = try functionBody(params: params, returns: .object(nil))
        } catch {
            blockFrames.removeLast()
            throw error
        }
        let captured = blockFrames.removeLast().captured
        // C's block copies the variables it reads when it is made (a capture list's semantics).
        var closure = ClosureIR(params: params.map(\.0), body: body, loc: loc)
        closure.captures = captured.map { (name: $0, value: .name($0, loc), ownership: .strong) }
        return .closure(closure)
    }
}
