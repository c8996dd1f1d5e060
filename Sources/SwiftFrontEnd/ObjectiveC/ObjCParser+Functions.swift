import ContainmentEngine

/// C functions: `static CGFloat Half(CGFloat x) { ... }` at the top level or in an `@implementation`.
extension ObjCParser {
    /// `static CGFloat Half(CGFloat x) { return x / 2; }`: a C function, nil when the tokens
    /// ahead are not one (the position is then unchanged).
    func functionDefinition() throws(ScriptError) -> FuncIR? {
        let start = position
        guard current.kind == .identifier, CType.qualifiers.contains(current.text) || isTypeName(current.text) else { return nil }
        guard let (returnType, _) = try? typeSpecifier() else {
            position = start
            return nil
        }
        var pointers = 0
        while accept("*") { pointers += 1 }
        guard current.kind == .identifier, peek().isPunctuation("(") else {
            position = start
            return nil
        }
        let nameToken = advance()
        functionResults[nameToken.text] = pointers > 0 ? .object(nil) : returnType
        // `(` parameters `)` then `{`: a definition; then `;`: a prototype (skipped).
        let parametersStart = position
        try skipBalanced()
        guard current.isPunctuation("{") || current.isPunctuation(";") else {
            position = start
            return nil
        }
        if accept(";") { return nil }
        let after = position
        position = parametersStart
        try expect("(")
        var params: [(String, CType)] = []
        if current.isIdentifier("void"), peek().isPunctuation(")") { advance() }
        while !accept(")") {
            let (base, baseName) = try typeSpecifier()
            let (name, type) = try declarator(base: base, baseName: baseName)
            params.append((name, type))
            if !accept(",") { try expect(")"); break }
        }
        position = after
        if pass == .declarations {
            try skipBalanced()
            return FuncIR(name: nameToken.text, params: [], body: [], loc: nameToken.loc)
        }
        let result: CType = pointers > 0 ? .object(nil) : returnType
        let body = try functionBody(params: params, returns: result)
        return FuncIR(
            name: nameToken.text, params: params.map { Param(label: nil, name: $0.0) }, body: body,
            returnType: result == .void ? nil : TypeIR(name: "Any"), loc: nameToken.loc)
    }

    /// A body with its parameters in scope, each converted to its declared C type first.
    func functionBody(params: [(String, CType)], returns: CType) throws(ScriptError) -> [Stmt] {
        let savedReturn = currentReturn
        currentReturn = returns
        functionDepth += 1
        defer {
            currentReturn = savedReturn
            functionDepth -= 1
        }
        return try scoped { () throws(ScriptError) -> [Stmt] in
            var prologue: [Stmt] = []
            for (name, type) in params {
                declareLocal(name, type)
                if let conversion = type.conversion {
                    let loc = current.loc
                    prologue.append(.expression(.assignment(.name(name, loc), nil, .prefix(conversion, .name(name, loc), loc), loc), loc))
                }
            }
            return prologue + (try compound())
        }
    }
}
