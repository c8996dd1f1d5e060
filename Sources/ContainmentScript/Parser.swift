import ContainmentEngine

/// Recursive-descent parser for the script subset of Swift. Errors name line and column.
struct Parser {
    private var tokens: [Token]
    private var index = 0
    /// Expressions and blocks open around the current token: each is a frame of this recursive
    /// parser (and of the binder's walk), so their depth is bounded before the stack is.
    private var nesting = 0
    private let maxNesting: Int

    static func parse(_ source: String, maxNesting: Int = PlaygroundLimits().maxNestingDepth) throws(ScriptError) -> [SyntaxStatement] {
        var parser = Parser(tokens: try Lexer.tokens(of: source), maxNesting: maxNesting)
        return try parser.statements(until: nil)
    }

    private init(tokens: [Token], maxNesting: Int) {
        self.tokens = tokens
        self.maxNesting = maxNesting
    }

    /// Runs `body` one level deeper, or refuses at the limit with the position of the token that
    /// opened the level too many.
    private mutating func nested<T>(_ body: (inout Parser) throws(ScriptError) -> T) throws(ScriptError) -> T {
        guard nesting < maxNesting else {
            throw current.position.error("expressions and blocks nested more than \(maxNesting) deep (maxNestingDepth)", limit: .maxNestingDepth)
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body(&self)
    }

    private var current: Token { tokens[index] }
    private mutating func next() -> Token { let token = tokens[index]; if index < tokens.count - 1 { index += 1 }; return token }

    /// Symbols are ASCII: comparing bytes, not Characters (a failed Character == is a costly call).
    private func isSymbol(_ symbol: Unicode.Scalar) -> Bool {
        if case .symbol(UInt8(symbol.value)) = tokens[index].kind { return true }
        return false
    }
    /// Lengths first: a failed String `==` is a call into the runtime, and most names are not
    /// the keyword asked about (every statement asked for `let`, `var` and `override`).
    private func isIdentifier(_ word: String) -> Bool {
        if case .identifier(let name) = current.kind, name.utf8.count == word.utf8.count, name == word { return true }
        return false
    }
    private mutating func skipNewlines() { while current.kind == .newline { index += 1 } }

    private mutating func expect(_ symbol: Unicode.Scalar, _ context: String) throws(ScriptError) {
        guard isSymbol(symbol) else { throw current.position.error("expected '\(symbol)' \(context), found \(describe(current))") }
        _ = next()
    }

    private mutating func identifier(_ context: String) throws(ScriptError) -> String {
        guard case .identifier(let word) = current.kind else {
            throw current.position.error("expected a name \(context), found \(describe(current))")
        }
        _ = next()
        return word
    }

    /// Statements up to `closing` (a `}`) or the end of the script.
    private mutating func statements(until closing: Unicode.Scalar?) throws(ScriptError) -> [SyntaxStatement] {
        try nested { parser throws(ScriptError) in try parser.statementList(until: closing) }
    }

    private mutating func statementList(until closing: Unicode.Scalar?) throws(ScriptError) -> [SyntaxStatement] {
        var result: [SyntaxStatement] = []
        result.reserveCapacity(8)  // a script's or block's usual few: one allocation, not one per doubling
        while true {
            skipNewlines()
            if let closing, isSymbol(closing) { return result }
            if current.kind == .end {
                if closing != nil { throw current.position.error("expected '}' to close the block") }
                return result
            }
            result.append(try statement())
            guard current.kind == .newline || current.kind == .end || (closing != nil && isSymbol(closing!)) else {
                throw current.position.error("expected a new line or ';' after the statement, found \(describe(current))")
            }
        }
    }

    private mutating func statement() throws(ScriptError) -> SyntaxStatement {
        let start = current.position
        if isIdentifier("let") || isIdentifier("var") {
            _ = next()
            let name = try identifier("after 'let'")
            try expect("=", "after 'let \(name)'")
            return .declaration(name: name, value: try expression(), position: start)
        }
        if isIdentifier("override") {
            _ = next()
            if isIdentifier("func") { _ = next() }
            let target = try identifier("after 'override' (write 'override host.viewDidLoad { ... }')")
            try expect(".", "between the object and the callback in an override")
            let method = try identifier("for the overridden callback")
            if isSymbol("(") { try skipParameterList() }
            skipNewlines()
            try expect("{", "to open the override's body")
            let body = try statements(until: "}")
            _ = next()
            return .override(target: target, method: method, body: body, position: start)
        }
        let target = try expression()
        if isSymbol("=") {
            _ = next()
            return .assignment(target: target, value: try expression(), position: start)
        }
        return .expression(target)
    }

    /// `override C.viewWillAppear(_ animated: Bool) { ... }`: the parameter list is accepted and ignored.
    private mutating func skipParameterList() throws(ScriptError) {
        var depth = 0
        repeat {
            if isSymbol("(") { depth += 1 } else if isSymbol(")") { depth -= 1 }
            if current.kind == .end { throw current.position.error("unclosed '(' in the override") }
            _ = next()
        } while depth > 0
    }

    private mutating func expression() throws(ScriptError) -> Located {
        try nested { parser throws(ScriptError) in try parser.postfixExpression() }
    }

    private mutating func postfixExpression() throws(ScriptError) -> Located {
        var result = try primary()
        while true {
            if isSymbol(".") {
                _ = next()
                let position = current.position
                let name = try identifier("after '.'")
                result = Located(expression: .member(result, name), position: position)
            } else if isSymbol("(") {
                let arguments = try argumentList()
                var trailing: Closure?
                if isSymbol("{") { trailing = try closure() }
                result = Located(expression: .call(result, arguments, trailingClosure: trailing), position: result.position)
            } else if isSymbol("{"), case .member = result.expression {
                result = Located(expression: .call(result, [], trailingClosure: try closure()), position: result.position)
            } else if isSymbol("!") || isSymbol("?") {
                _ = next()  // force-unwrap and optional chaining read the same in the playground
            } else {
                return result
            }
        }
    }

    private mutating func primary() throws(ScriptError) -> Located {
        let token = current
        switch token.kind {
        case .identifier(let word):
            _ = next()
            // Only a name of 3 to 5 bytes can be a literal: the others skip three failed `==`.
            if (3...5).contains(word.utf8.count) {
                switch word {
                case "true": return Located(expression: .boolean(true), position: token.position)
                case "false": return Located(expression: .boolean(false), position: token.position)
                case "nil": return Located(expression: .nilLiteral, position: token.position)
                default: break
                }
            }
            return Located(expression: .identifier(word), position: token.position)
        case .number(let value):
            _ = next()
            return Located(expression: .number(value), position: token.position)
        case .string(let text):
            _ = next()
            return Located(expression: .string(text), position: token.position)
        case .symbol(UInt8(ascii: ".")):
            _ = next()
            let name = try identifier("after '.'")
            return Located(expression: .implicitMember(name), position: token.position)
        case .symbol(UInt8(ascii: "[")):
            _ = next()
            var elements: [Located] = []
            skipNewlines()
            while !isSymbol("]") {
                if current.kind == .end { throw token.position.error("'[' is never closed") }
                elements.append(try expression())
                skipNewlines()
                if isSymbol(",") {
                    _ = next(); skipNewlines()
                } else if !isSymbol("]") {
                    throw current.position.error("expected ',' or ']' in the array, found \(describe(current))")
                }
            }
            _ = next()
            return Located(expression: .array(elements), position: token.position)
        case .symbol(UInt8(ascii: "{")):
            return Located(expression: .closure(try closure()), position: token.position)
        case .symbol(UInt8(ascii: "(")):
            _ = next(); skipNewlines()
            let inner = try expression()
            skipNewlines()
            try expect(")", "to close the parenthesis")
            return inner
        default:
            throw token.position.error("expected an expression, found \(describe(token))")
        }
    }

    private mutating func argumentList() throws(ScriptError) -> [Argument] {
        let opening = current.position
        try expect("(", "to open the arguments")
        var arguments: [Argument] = []
        skipNewlines()
        while !isSymbol(")") {
            if current.kind == .end { throw opening.error("'(' is never closed") }
            var label: String?
            if case .identifier(let word) = current.kind, case .symbol(UInt8(ascii: ":")) = tokens[index + 1].kind {
                label = word
                _ = next(); _ = next()
                skipNewlines()
            }
            arguments.append(Argument(label: label, value: try expression()))
            skipNewlines()
            if current.kind == .end { throw opening.error("'(' is never closed") }
            if isSymbol(",") {
                _ = next(); skipNewlines()
            } else if !isSymbol(")") {
                throw current.position.error("expected ',' or ')' in the arguments, found \(describe(current))")
            }
        }
        _ = next()
        return arguments
    }

    private mutating func closure() throws(ScriptError) -> Closure {
        let start = current.position
        try expect("{", "to open the closure")
        var parameters: [String] = []
        let saved = index
        skipNewlines()
        if isSymbol("(") { _ = next() }
        var candidate: [String] = []
        while case .identifier(let word) = current.kind, word != "in" {
            candidate.append(word); _ = next()
            if isSymbol(":") { _ = next(); _ = try? identifier("") }
            if isSymbol(",") { _ = next() } else { break }
        }
        if isSymbol(")") { _ = next() }
        if isIdentifier("in"), !candidate.isEmpty { _ = next(); parameters = candidate } else { index = saved }
        let body = try statements(until: "}")
        _ = next()
        return Closure(parameters: parameters, body: body, position: start)
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let word): "'\(word)'"
        case .number(let value): "number \(Size.format(value))"
        case .string(let text): "string \"\(text)\""
        case .symbol(let symbol): "'\(Unicode.Scalar(symbol))'"
        case .newline: "the end of the line"
        case .end: "the end of the script"
        }
    }
}
