/// Splits a script into tokens with their line and column.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        case symbol(Character)
        case newline
        case end
    }
    var kind: Kind
    var position: SourcePosition
}

struct Lexer {
    static func tokens(of source: String) throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(source)
        var index = 0, line = 1, column = 1

        func position() -> SourcePosition { SourcePosition(line: line, column: column) }
        func advance() { if chars[index] == "\n" { line += 1; column = 1 } else { column += 1 }; index += 1 }

        while index < chars.count {
            let char = chars[index]
            let start = position()
            if char == "\n" || char == ";" {
                tokens.append(Token(kind: .newline, position: start)); advance()
            } else if char.isWhitespace {
                advance()
            } else if char == "/", index + 1 < chars.count, chars[index + 1] == "/" {
                while index < chars.count, chars[index] != "\n" { advance() }
            } else if char == "/", index + 1 < chars.count, chars[index + 1] == "*" {
                while index < chars.count, !(chars[index] == "*" && index + 1 < chars.count && chars[index + 1] == "/") { advance() }
                guard index < chars.count else { throw start.error("unterminated /* comment") }
                advance(); advance()
            } else if char.isLetter || char == "_" {
                var word = ""
                while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" {
                    word.append(chars[index]); advance()
                }
                tokens.append(Token(kind: .identifier(word), position: start))
            } else if char.isNumber || (char == "-" && index + 1 < chars.count && chars[index + 1].isNumber) {
                var text = String(char); advance()
                while index < chars.count, chars[index].isNumber || chars[index] == "." || chars[index] == "_" {
                    if chars[index] == ".", !(index + 1 < chars.count && chars[index + 1].isNumber) { break }
                    if chars[index] != "_" { text.append(chars[index]) }
                    advance()
                }
                guard let value = Double(text) else { throw start.error("malformed number '\(text)'") }
                tokens.append(Token(kind: .number(value), position: start))
            } else if char == "\"" {
                advance()
                var text = ""
                while index < chars.count, chars[index] != "\"" {
                    guard chars[index] != "\n" else { throw start.error("unterminated string literal") }
                    if chars[index] == "\\", index + 1 < chars.count { advance() }
                    text.append(chars[index]); advance()
                }
                guard index < chars.count else { throw start.error("unterminated string literal") }
                advance()
                tokens.append(Token(kind: .string(text), position: start))
            } else if "(){}[].,:=!&|<>+-*/?".contains(char) {
                tokens.append(Token(kind: .symbol(char), position: start)); advance()
            } else {
                throw start.error("unexpected character '\(char)'")
            }
        }
        tokens.append(Token(kind: .end, position: position()))
        return tokens
    }
}
