import ContainmentEngine

/// Conditional compilation, as the C preprocessor does it: `#if`, `#ifdef`, `#ifndef`, `#elif`,
/// `#else`, `#endif`; the groups not taken are skipped. A condition reads integers, the file's
/// `#define`d constants, the SDK's (`TARGET_OS_IOS` is 1, `__IPHONE_OS_VERSION_MAX_ALLOWED` the
/// modelled release), `defined(NAME)`, `__has_feature(objc_arc)` and C's operators; any other name
/// is 0, as in C. `DEBUG` and `NDEBUG` are refused: Xcode's build settings define them, so their
/// value is the build's, not the file's (a `#define DEBUG 1` at the top chooses).
extension ObjCLexer {
    /// The SDK's macros a condition reads, with their values for an iPhone running the modelled iOS.
    static let predefined: [String: Int] = [
        "TARGET_OS_IOS": 1, "TARGET_OS_IPHONE": 1, "TARGET_OS_TV": 0, "TARGET_OS_WATCH": 0, "TARGET_OS_OSX": 0, "TARGET_OS_MAC": 1,
        "TARGET_OS_MACCATALYST": 0, "TARGET_OS_VISION": 0, "__OBJC__": 1, "__OBJC2__": 1, "__APPLE__": 1,
        "__IPHONE_OS_VERSION_MAX_ALLOWED": 170000, "__IPHONE_OS_VERSION_MIN_REQUIRED": 130000,
    ]

    mutating func conditional(_ word: String, _ start: Loc) throws(ScriptError) {
        switch word {
        case "if", "ifdef", "ifndef":
            let taken = try condition(word, start)
            conditionals.append((start, taken))
            if !taken { try skipGroup() }
        case "elif", "else":
            guard !conditionals.isEmpty else { throw error("#\(word) without #if", at: start) }
            // Reached while lexing: the group before was taken, so everything to the `#endif` is
            // skipped (the last one is marked taken already).
            skipLine()
            try skipGroup()
        default:
            guard conditionals.popLast() != nil else { throw error("#endif without #if", at: start) }
            skipLine()
        }
    }

    /// Skips lines to the `#elif` or `#else` that takes over, or past the `#endif` that closes the
    /// innermost open conditional (nested ones skipped whole).
    private mutating func skipGroup() throws(ScriptError) {
        var depth = 0
        while index < bytes.count {
            // At a line's start: a directive?
            while peek() == 0x20 || peek() == 0x09 { index += 1 }
            if peek() == UInt8(ascii: "#") {
                let start = loc
                switch directiveWord() {
                case "if", "ifdef", "ifndef": depth += 1
                case "endif" where depth > 0: depth -= 1
                case "endif":
                    conditionals.removeLast()
                    skipLine()
                    return
                case "elif" where depth == 0 && !conditionals[conditionals.count - 1].taken:
                    if try condition("if", start) {
                        conditionals[conditionals.count - 1].taken = true
                        return
                    }
                    continue
                case "else" where depth == 0 && !conditionals[conditionals.count - 1].taken:
                    conditionals[conditionals.count - 1].taken = true
                    skipLine()
                    return
                default: break
                }
            }
            skipLine()
            if index < bytes.count {
                index += 1
                newline()
            }
        }
    }

    /// The rest of the directive's line, read as a condition (`#ifdef NAME`: whether it is defined).
    private mutating func condition(_ word: String, _ start: Loc) throws(ScriptError) -> Bool {
        let tokens = try directiveTokens()
        if word != "if" {
            guard tokens.count == 1, tokens[0].kind == .identifier else { throw error("macro name missing", at: start) }
            let defined = try isDefined(tokens[0])
            return word == "ifdef" ? defined : !defined
        }
        guard !tokens.isEmpty else { throw error("#if with no expression", at: start) }
        var reader = ConditionReader(tokens: tokens, lexer: self)
        let value = try reader.expression(0)
        guard reader.position == tokens.count else {
            throw error("token is not a valid binary operator in a preprocessor subexpression", at: tokens[reader.position].loc)
        }
        return value != 0
    }

    func isDefined(_ name: ObjCToken) throws(ScriptError) -> Bool {
        if name.text == "DEBUG" || name.text == "NDEBUG" {
            throw error(
                "'\(name.text)' is defined by the build configuration, not the file; add '#define \(name.text) 1' (or delete the test) to choose",
                at: name.loc)
        }
        return macros[name.text] != nil || Self.predefined[name.text] != nil
    }

    /// A name's value in a condition: a constant the file defined, the SDK's, else 0 (C's rule).
    func value(of name: ObjCToken) throws(ScriptError) -> Int {
        _ = try isDefined(name)
        if let body = macros[name.text] {
            guard body.count == 1, case .integer(let value) = body[0].kind else {
                throw error("'\(name.text)' is not an integer constant; the playground reads only those in #if", at: name.loc)
            }
            return value
        }
        return Self.predefined[name.text] ?? 0
    }
}

/// A condition's tokens read by precedence: `||`, `&&`, comparisons, `+`/`-`, `*`/`/`/`%`, then
/// `!`, `-`, parentheses, `defined`, `__has_feature(objc_arc)`, integers and names.
private struct ConditionReader {
    let tokens: [ObjCToken]
    let lexer: ObjCLexer
    var position = 0

    private static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    mutating func expression(_ level: Int) throws(ScriptError) -> Int {
        guard level < Self.levels.count else { return try unary() }
        var left = try expression(level + 1)
        while position < tokens.count, tokens[position].kind == .punctuation, Self.levels[level].contains(tokens[position].text) {
            let op = tokens[position]
            position += 1
            let right = try expression(level + 1)
            switch op.text {
            case "||": left = (left != 0 || right != 0) ? 1 : 0
            case "&&": left = (left != 0 && right != 0) ? 1 : 0
            case "==": left = left == right ? 1 : 0
            case "!=": left = left != right ? 1 : 0
            case "<": left = left < right ? 1 : 0
            case ">": left = left > right ? 1 : 0
            case "<=": left = left <= right ? 1 : 0
            case ">=": left = left >= right ? 1 : 0
            case "+": left = left &+ right
            case "-": left = left &- right
            case "*": left = left &* right
            default:
                guard right != 0 else { throw lexer.error("division by zero in preprocessor expression", at: op.loc) }
                left = op.text == "/" ? left / right : left % right
            }
        }
        return left
    }

    private mutating func unary() throws(ScriptError) -> Int {
        guard position < tokens.count else { throw lexer.error("expected value in expression", at: tokens[tokens.count - 1].loc) }
        let token = tokens[position]
        position += 1
        switch token.kind {
        case .integer(let value): return value
        case .punctuation where token.text == "!": return try unary() == 0 ? 1 : 0
        case .punctuation where token.text == "-": return 0 &- (try unary())
        case .punctuation where token.text == "(":
            let value = try expression(0)
            try close(token)
            return value
        case .identifier where token.text == "defined":
            let parenthesised = position < tokens.count && tokens[position].isPunctuation("(")
            if parenthesised { position += 1 }
            guard position < tokens.count, tokens[position].kind == .identifier else { throw lexer.error("macro name missing", at: token.loc) }
            let defined = try lexer.isDefined(tokens[position])
            position += 1
            if parenthesised { try close(token) }
            return defined ? 1 : 0
        case .identifier where token.text == "__has_feature" || token.text == "__has_extension":
            guard position + 2 < tokens.count, tokens[position].isPunctuation("("), tokens[position + 2].isPunctuation(")") else {
                throw lexer.error("expected '(' after '\(token.text)'", at: token.loc)
            }
            let feature = tokens[position + 1].text
            position += 3
            guard feature.hasPrefix("objc_arc") else {
                throw lexer.error("'\(token.text)(\(feature))' is not supported by the playground; see docs/objective-c.md", at: token.loc)
            }
            return 1
        case .identifier where token.text.hasPrefix("__has_"):
            throw lexer.error("'\(token.text)' is not supported by the playground; see docs/objective-c.md", at: token.loc)
        case .identifier: return try lexer.value(of: token)
        default: throw lexer.error("invalid token at start of a preprocessor expression", at: token.loc)
        }
    }

    private mutating func close(_ open: ObjCToken) throws(ScriptError) {
        guard position < tokens.count, tokens[position].isPunctuation(")") else {
            throw lexer.error("expected ')' in preprocessor expression", at: open.loc)
        }
        position += 1
    }
}
