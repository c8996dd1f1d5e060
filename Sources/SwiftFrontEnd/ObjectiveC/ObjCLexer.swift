import ContainmentEngine

/// One token of an Objective-C file, with its place (line and byte column, 1-based, as clang counts).
struct ObjCToken: Sendable {
    enum Kind: Sendable, Equatable {
        case identifier
        /// `@interface`, `@end`, `@property`, `@selector`... (the text keeps the `@`).
        case directive
        case integer(Int)
        case floating(Double)
        /// A C string `"..."`; `objcString` is `@"..."` (both with their escapes resolved).
        case string
        case objcString
        case punctuation
        case end
    }
    var kind: Kind
    var text: String
    var loc: Loc

    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
    func isDirective(_ text: String) -> Bool { kind == .directive && self.text == text }
}

/// Objective-C source to tokens: comments skipped, `#import`/`#pragma` lines dropped, object-like
/// `#define` constants expanded where they are used (as the preprocessor does), conditional
/// compilation resolved (`ObjCLexer+Conditionals`). Macros with arguments are refused at their
/// line (issue 43: "400 naming it").
struct ObjCLexer {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var macros: [String: [ObjCToken]] = [:]
    /// The open `#if`s, innermost last: where each is, and whether one of its branches was taken.
    var conditionals: [(loc: Loc, taken: Bool)] = []
    private(set) var tokens: [ObjCToken] = []

    /// Longest first: the lexer takes the longest punctuation that matches.
    private static let punctuation: [[UInt8]] = [
        "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=",
        "^=", "{", "}", "(", ")", "[", "]", ";", ",", ".", ":", "?", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">", "=",
    ].map { Array($0.utf8) }

    /// The punctuation by its first byte, longest first, each with its text made once.
    private static let punctuationByFirstByte: [[(bytes: [UInt8], text: String)]] = {
        var table = [[(bytes: [UInt8], text: String)]](repeating: [], count: 128)
        for candidate in punctuation { table[Int(candidate[0])].append((candidate, String(decoding: candidate, as: UTF8.self))) }
        return table
    }()

    static func tokens(of source: String) throws(ScriptError) -> [ObjCToken] {
        var lexer = ObjCLexer(bytes: Array(source.utf8))
        try lexer.run()
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    var loc: Loc { Loc(line: line, column: index - lineStart + 1) }
    func peek(_ offset: Int = 0) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    func error(_ message: String, at loc: Loc? = nil) -> ScriptError {
        let at = loc ?? self.loc
        return ScriptError(line: at.line, column: at.column, message: message)
    }

    mutating func newline() {
        line += 1
        lineStart = index
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
    }
    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    private mutating func run() throws(ScriptError) {
        var atLineStart = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                index += 1
                newline()
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0D, 0x0C, 0x0B:
                index += 1
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = loc
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A {
                        index += 1
                        newline()
                    } else {
                        index += 1
                    }
                }
                guard index < bytes.count else { throw error("unterminated /* comment", at: start) }
                index += 2
                continue
            case UInt8(ascii: "#") where atLineStart:
                try directiveLine()
                continue
            default: break
            }
            atLineStart = false
            append(try token())
        }
        if let open = conditionals.last { throw error("unterminated conditional directive", at: open.loc) }
        tokens.append(ObjCToken(kind: .end, text: "", loc: loc))
    }

    /// A token, with object-like macros expanded in place.
    private mutating func append(_ token: ObjCToken) {
        guard token.kind == .identifier, !macros.isEmpty, let body = macros[token.text] else { return tokens.append(token) }
        for var part in body {
            part.loc = token.loc
            tokens.append(part)
        }
    }

    mutating func token() throws(ScriptError) -> ObjCToken {
        let start = loc
        let byte = bytes[index]
        if Self.isIdentifierStart(byte) {
            let from = index
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            return ObjCToken(kind: .identifier, text: String(decoding: bytes[from..<index], as: UTF8.self), loc: start)
        }
        if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && Self.isDigit(peek(1))) { return try number(start) }
        if byte == UInt8(ascii: "\"") { return ObjCToken(kind: .string, text: try stringBody(start), loc: start) }
        if byte == UInt8(ascii: "'") { return try character(start) }
        if byte == UInt8(ascii: "@") {
            if peek(1) == UInt8(ascii: "\"") {
                index += 1
                return ObjCToken(kind: .objcString, text: try stringBody(start), loc: start)
            }
            if Self.isIdentifierStart(peek(1)) {
                let from = index
                index += 1
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                return ObjCToken(kind: .directive, text: String(decoding: bytes[from..<index], as: UTF8.self), loc: start)
            }
            index += 1
            return ObjCToken(kind: .punctuation, text: "@", loc: start)
        }
        if byte < 128 {
            for (candidate, text) in Self.punctuationByFirstByte[Int(byte)] where index + candidate.count <= bytes.count {
                if candidate.count == 1 || candidate.indices.allSatisfy({ bytes[index + $0] == candidate[$0] }) {
                    index += candidate.count
                    return ObjCToken(kind: .punctuation, text: text, loc: start)
                }
            }
        }
        if byte >= 0x80 { throw error("non-ASCII characters are not allowed outside of literals and identifiers") }
        throw error("invalid character '\(Character(Unicode.Scalar(byte)))' in source file")
    }

    private mutating func number(_ start: Loc) throws(ScriptError) -> ObjCToken {
        let from = index
        if bytes[index] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X") {
            index += 2
            let digits = index
            while index < bytes.count, Self.isHexDigit(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[digits..<index], as: UTF8.self)
            skipIntegerSuffix()
            guard let value = Int(text, radix: 16) else {
                throw error("integer literal is too large to be represented in any integer type", at: start)
            }
            return ObjCToken(kind: .integer(value), text: String(decoding: bytes[from..<index], as: UTF8.self), loc: start)
        }
        var floating = false
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isDigit(byte) {
                index += 1
            } else if byte == UInt8(ascii: ".") {
                floating = true
                index += 1
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                floating = true
                index += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            } else {
                break
            }
        }
        let text = String(decoding: bytes[from..<index], as: UTF8.self)
        if index < bytes.count, bytes[index] == UInt8(ascii: "f") || bytes[index] == UInt8(ascii: "F") {
            index += 1
            floating = true
        } else {
            skipIntegerSuffix()
        }
        if floating {
            guard let value = Double(text) else { throw error("invalid floating point constant '\(text)'", at: start) }
            return ObjCToken(kind: .floating(value), text: String(decoding: bytes[from..<index], as: UTF8.self), loc: start)
        }
        // A leading 0 is octal in C.
        let value = text.count > 1 && text.hasPrefix("0") ? Int(text.dropFirst(), radix: 8) : Int(text)
        guard let value else { throw error("integer literal is too large to be represented in any integer type", at: start) }
        // The text keeps its suffix (`10u`, `5L`): the parser types the literal by it.
        return ObjCToken(kind: .integer(value), text: String(decoding: bytes[from..<index], as: UTF8.self), loc: start)
    }

    private mutating func skipIntegerSuffix() {
        while index < bytes.count, [UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "l"), UInt8(ascii: "L")].contains(bytes[index]) {
            index += 1
        }
    }

    /// The text of `"..."` from its opening quote, escapes resolved.
    private mutating func stringBody(_ start: Loc) throws(ScriptError) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != 0x0A else { throw error("missing terminating '\"' character", at: start) }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.count else { throw error("missing terminating '\"' character", at: start) }
                text.append(contentsOf: escape())
            } else {
                text.append(byte)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The escape after a backslash, read: `\n`, `\t`, `\x41`, `\101` (octal), `\\`, `\"`.
    private mutating func escape() -> [UInt8] {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "x"):
            var value = 0
            while index < bytes.count, Self.isHexDigit(bytes[index]), value < 0x100 {
                value = value * 16 + Int(Self.hexValue(bytes[index]))
                index += 1
            }
            return [UInt8(truncatingIfNeeded: value)]
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - 0x30)
            var digits = 1
            while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                value = value * 8 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            return [UInt8(truncatingIfNeeded: value)]
        default: return [byte]
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x61 + 10
    }

    private mutating func character(_ start: Loc) throws(ScriptError) -> ObjCToken {
        index += 1
        guard index < bytes.count else { throw error("missing terminating ' character", at: start) }
        var value = Int(bytes[index])
        if bytes[index] == UInt8(ascii: "\\") {
            index += 1
            guard index < bytes.count else { throw error("missing terminating ' character", at: start) }
            value = Int(escape().first ?? 0)
        } else {
            index += 1
        }
        guard peek() == UInt8(ascii: "'") else { throw error("missing terminating ' character", at: start) }
        index += 1
        return ObjCToken(kind: .integer(value), text: "'", loc: start)
    }

    /// A preprocessor line: `#import`, `#include` and `#pragma` are dropped; `#define NAME value`
    /// is kept for expansion; the rest is refused.
    private mutating func directiveLine() throws(ScriptError) {
        let start = loc
        let word = directiveWord()
        switch word {
        case "import", "include", "pragma", "":
            skipLine()
        case "define":
            try define(start)
        case "if", "ifdef", "ifndef", "elif", "else", "endif":
            try conditional(word, start)
        case "undef":
            while peek() == 0x20 || peek() == 0x09 { index += 1 }
            let nameStart = index
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
            macros[String(decoding: bytes[nameStart..<index], as: UTF8.self)] = nil
            skipLine()
        default:
            throw error("preprocessor directive '#\(word)' is not supported by the playground; see docs/objective-c.md", at: start)
        }
    }

    /// At a `#`: the directive's word (`if`, `define`...), past the spaces around the `#`.
    mutating func directiveWord() -> String {
        index += 1
        while peek() == 0x20 || peek() == 0x09 { index += 1 }
        let from = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    mutating func skipLine() {
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "\\"), peek(1) == 0x0A {
                index += 2
                newline()
                continue
            }
            index += 1
        }
    }

    /// `#define NAME tokens`: the rest of the line (with `\` continuations), lexed.
    private mutating func define(_ start: Loc) throws(ScriptError) {
        while peek() == 0x20 || peek() == 0x09 { index += 1 }
        let nameLoc = loc
        let nameStart = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard !name.isEmpty else { throw error("macro name missing", at: nameLoc) }
        if peek() == UInt8(ascii: "(") {
            throw error("macro '\(name)' takes arguments; only constants (#define NAME value) are supported by the playground", at: start)
        }
        var body: [ObjCToken] = []
        for token in try directiveTokens() {
            if token.kind == .identifier, let inner = macros[token.text] { body += inner } else { body.append(token) }
        }
        macros[name] = body
    }

    /// The rest of a directive's line as tokens (`\\` continuations joined, a `//` comment dropped).
    mutating func directiveTokens() throws(ScriptError) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        while index < bytes.count, bytes[index] != 0x0A {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A {
                index += 2
                newline()
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLine()
                break
            }
            tokens.append(try token())
        }
        return tokens
    }
}
