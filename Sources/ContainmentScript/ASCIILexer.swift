import ContainmentEngine

/// The lexer for scripts that are all ASCII without `\r` (nearly every script): the same tokens
/// as `Lexer`'s Character path, read straight from the text's bytes. A byte-for-byte copy of that
/// path (a closure call per byte for position and bounds, an array of the text) cost 17,600
/// instructions of a 7-line mutation's 288,000 by callgrind; this one keeps the column as the
/// distance from the line's start and scans each token with one loop.
struct ASCIILexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// Where the current line starts: a column is `index - lineStart + 1`.
    private var lineStart = 0
    private let inlineNames = InlineASCII.layoutHolds

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether this lexer reads `bytes`: all ASCII, no `\r`. Eight bytes at a time (`ByteWord`; a
    /// byte at a time was 1,600 of a 190-byte script's 9,000 lexing instructions).
    static func reads(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            if ByteWord.nonASCII(word) != 0 || ByteWord.equal(word, UInt8(ascii: "\r")) != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 || bytes[offset] == UInt8(ascii: "\r") { return false }
            offset += 1
        }
        return true
    }

    mutating func tokens() throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        // Room for a token per two bytes: scripts of short names, dots and parentheses come close.
        tokens.reserveCapacity(bytes.count / 2 + 1)
        while index < bytes.count {
            let byte = bytes[index]
            let start = position
            switch byte {
            case UInt8(ascii: "\n"):
                tokens.append(Token(kind: .newline, position: start))
                index += 1
                newLine()
            case UInt8(ascii: ";"):
                tokens.append(Token(kind: .newline, position: start))
                index += 1
            case 0x20, 0x09...0x0D:  // Character.isWhitespace for ASCII (no `\r` reaches here)
                index += 1
            case UInt8(ascii: "/") where at(1, "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(1, "*"):
                try skipBlockComment(from: start)
            case _ where Self.isLetter(byte) || byte == UInt8(ascii: "_"):
                let first = index
                index += 1
                while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier(text(first..<index)), position: start))
            case _ where Self.isDigit(byte) || (byte == UInt8(ascii: "-") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])):
                tokens.append(Token(kind: .number(try number(from: start)), position: start))
            case UInt8(ascii: "\""):
                tokens.append(Token(kind: .string(try string(from: start)), position: start))
            default:
                guard Self.isSymbol(byte) else { throw start.error("unexpected character '\(Character(Unicode.Scalar(byte)))'") }
                tokens.append(Token(kind: .symbol(byte), position: start))
                index += 1
            }
        }
        tokens.append(Token(kind: .end, position: position))
        return tokens
    }

    private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    /// Called with `index` just past a line feed.
    private mutating func newLine() {
        line += 1
        lineStart = index
    }

    private func at(_ offset: Int, _ ascii: Unicode.Scalar) -> Bool {
        index + offset < bytes.count && bytes[index + offset] == UInt8(ascii.value)
    }

    private func text(_ range: Range<Int>) -> String {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        return InlineASCII.string(ofASCII: text, layoutHolds: inlineNames) ?? String(decoding: text, as: UTF8.self)
    }

    /// From the `/` of `/*` (so `/*/` is a whole comment, as the Character path reads it).
    private mutating func skipBlockComment(from start: SourcePosition) throws(ScriptError) {
        index += 1
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && at(1, "/")) {
            index += 1
            if bytes[index - 1] == UInt8(ascii: "\n") { newLine() }
        }
        guard index < bytes.count else { throw start.error("unterminated /* comment") }
        index += 2
    }

    /// Digits with `_` separators and one fraction (`1_000`, `-0.25`); a `.` not followed by a
    /// digit ends the number (`3.description`). Read by `integerValue` when it can, by `Double`.
    private mutating func number(from start: SourcePosition) throws(ScriptError) -> Double {
        let first = index
        index += 1  // the first digit, or the `-` before one
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard index + 1 < bytes.count, Self.isDigit(bytes[index + 1]) else { break }
            } else if !Self.isDigit(byte) && byte != UInt8(ascii: "_") {
                break
            }
            index += 1
        }
        let written = UnsafeBufferPointer(rebasing: bytes[first..<index])
        if let value = integerValue(written) { return value }
        var text = String(decoding: written, as: UTF8.self)
        text.removeAll { $0 == "_" }
        guard let value = Double(text) else { throw start.error("malformed number '\(text)'") }
        return value
    }

    /// A string literal's text; a backslash makes the next byte part of it, whatever it is.
    private mutating func string(from start: SourcePosition) throws(ScriptError) -> String {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] != UInt8(ascii: "\n") else { throw start.error("unterminated string literal") }
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
            text.append(bytes[index])
            index += 1
            if bytes[index - 1] == UInt8(ascii: "\n") { newLine() }  // escaped by a backslash
        }
        guard index < bytes.count else { throw start.error("unterminated string literal") }
        index += 1
        return String(decoding: text, as: UTF8.self)
    }

    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    @inline(__always) private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }
    /// One of `(){}[].,:=!&|<>+-*/?`.
    private static func isSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
            UInt8(ascii: "/"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
}
