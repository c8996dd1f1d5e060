import ContainmentEngine

/// Splits a script into tokens with their line and column.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        /// One of `(){}[].,:=!&|<>+-*/?`, by its ASCII code.
        case symbol(UInt8)
        case newline
        case end
    }
    var kind: Kind
    var position: SourcePosition
}

struct Lexer {
    /// Scripts are almost always ASCII: they are lexed as bytes, which is many times faster than
    /// as Characters. Anything else (and `\r`, which forms one Character with a following `\n`)
    /// takes the Character path, so columns and classifications stay those of Swift's Characters.
    static func tokens(of source: String) throws(ScriptError) -> [Token] {
        var source = source
        let ascii = source.withUTF8 { bytes -> Result<[Token], ScriptError>? in
            guard ASCIILexer.reads(bytes) else { return nil }
            var lexer = ASCIILexer(bytes)
            return Result { () throws(ScriptError) in try lexer.tokens() }
        }
        if let ascii { return try ascii.get() }
        return try characterTokens(of: source)
    }

    /// The tokens read Character by Character: the path for any text, and the reference the
    /// ASCII path is tested against (LexerTests).
    static func characterTokens(of source: String) throws(ScriptError) -> [Token] { try tokens(Array(source)) }

    private static func tokens(_ chars: [Character]) throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        // Room for a token per two characters: scripts of short names, dots and parentheses come
        // close (a quarter meant growing the array on nearly every request).
        tokens.reserveCapacity(chars.count / 2)
        var index = 0, line = 1, column = 1

        func position() -> SourcePosition { SourcePosition(line: line, column: column) }
        func advance() { if chars[index].is("\n") { line += 1; column = 1 } else { column += 1 }; index += 1 }
        func at(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool { index + offset < chars.count && chars[index + offset].is(ascii) }

        while index < chars.count {
            let char = chars[index]
            let start = position()
            if char.is("\n") || char.is(";") {
                tokens.append(Token(kind: .newline, position: start)); advance()
            } else if char.isWhitespace {
                advance()
            } else if char.is("/"), at(1, "/") {
                while index < chars.count, !chars[index].is("\n") { advance() }
            } else if char.is("/"), at(1, "*") {
                while index < chars.count, !(chars[index].is("*") && at(1, "/")) { advance() }
                guard index < chars.count else { throw start.error("unterminated /* comment") }
                advance(); advance()
            } else if char.isLetter || char.is("_") {
                let first = index
                while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index].is("_") { advance() }
                tokens.append(Token(kind: .identifier(String(chars[first..<index])), position: start))
            } else if char.isNumber || (char.is("-") && index + 1 < chars.count && chars[index + 1].isNumber) {
                var text = [char]; advance()
                while index < chars.count, chars[index].isNumber || chars[index].is(".") || chars[index].is("_") {
                    if chars[index].is("."), !(index + 1 < chars.count && chars[index + 1].isNumber) { break }
                    if !chars[index].is("_") { text.append(chars[index]) }
                    advance()
                }
                let string = String(text)
                guard let value = integerValue(string.utf8) ?? Double(string) else { throw start.error("malformed number '\(string)'") }
                tokens.append(Token(kind: .number(value), position: start))
            } else if char.is("\"") {
                advance()
                var text: [Character] = []
                while index < chars.count, !chars[index].is("\"") {
                    guard !chars[index].is("\n") else { throw start.error("unterminated string literal") }
                    if chars[index].is("\\"), index + 1 < chars.count { advance() }
                    text.append(chars[index]); advance()
                }
                guard index < chars.count else { throw start.error("unterminated string literal") }
                advance()
                tokens.append(Token(kind: .string(String(text)), position: start))
            } else if let symbol = char.symbol {
                tokens.append(Token(kind: .symbol(symbol), position: start)); advance()
            } else {
                throw start.error("unexpected character '\(char)'")
            }
        }
        tokens.append(Token(kind: .end, position: position()))
        return tokens
    }
}

/// The value of a number written as ASCII digits only (an optional `-`, `_` separators after the
/// first digit, at most 15 digits): exactly `Double(text)` of it without the separators, without
/// the general parse (`strtod`), which cost more than lexing the rest of a short script's numbers.
/// Nil for anything else, which `Double(text)` then reads. Both lexer paths read numbers with it.
func integerValue(_ text: some Sequence<UInt8>) -> Double? {
    var magnitude: Int64 = 0, digits = 0, negative = false
    for byte in text {
        if byte == UInt8(ascii: "-"), digits == 0, !negative { negative = true; continue }
        if byte == UInt8(ascii: "_"), digits > 0 { continue }  // a separator (`1_000`)
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
        magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0"))
        digits += 1
    }
    guard digits > 0 else { return nil }
    // Integers below 2^53 are exact in a Double, so this equals the correctly rounded parse
    // (including -0 for "-0").
    return negative ? -Double(magnitude) : Double(magnitude)
}

private let symbols: Set<Character> = Set("(){}[].,:=!&|<>+-*/?")

extension Character {
    fileprivate func `is`(_ ascii: Unicode.Scalar) -> Bool { self == Character(ascii) }
    /// The character's ASCII code if it is one of the script's symbols.
    fileprivate var symbol: UInt8? { symbols.contains(self) ? asciiValue : nil }
}
