/// The bytes of a Swift source that the parser reads as code: comments and string literals are
/// skipped, as the byte scans before parsing need (the nesting bound, `SwiftFrontEnd.boundBrackets`,
/// and where the file can be cut in two, `TopLevelSplit`). A one-line string ends at its line's end
/// (an unterminated one too: the parser goes on with the next line as code); a `"""` string at its
/// closing `"""`. An interpolation is skipped with its string: a scan may see a bracket too few
/// there, never one that is not code.
enum SwiftCodeBytes {
    private enum Place { case code, lineComment, blockComment(Int), string, multiLineString }

    /// Calls `body` with each code byte (not the quotes and slashes that open a string or a
    /// comment), its offset, and its line and column (1-based, columns counted in characters).
    /// Line ends are code bytes too.
    static func forEach<Failure: Error>(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ byte: UInt8, _ offset: Int, _ line: Int, _ column: Int) throws(Failure) -> Void
    ) throws(Failure) {
        var place = Place.code
        var index = 0, line = 1, column = 0
        func isTripleQuote(at position: Int) -> Bool {
            position + 2 < bytes.count && bytes[position] == UInt8(ascii: "\"") && bytes[position + 1] == UInt8(ascii: "\"")
                && bytes[position + 2] == UInt8(ascii: "\"")
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
            if byte == 0x0A {
                switch place {
                case .lineComment, .string: place = .code
                default: break
                }
                if case .code = place { try body(byte, index - 1, line, column) }
                line += 1
                column = 0
                continue
            }
            switch place {
            case .lineComment: continue
            case .blockComment(let open):
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    index += 1
                    place = open > 1 ? .blockComment(open - 1) : .code
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    index += 1
                    place = .blockComment(open + 1)
                }
                continue
            case .string:
                if byte == UInt8(ascii: "\\") {
                    index += next == 0x0A ? 0 : 1  // an escaped character (never the line's end)
                } else if byte == UInt8(ascii: "\"") {
                    place = .code
                }
                continue
            case .multiLineString:
                if byte == UInt8(ascii: "\\") {
                    index += next == 0x0A ? 0 : 1
                } else if isTripleQuote(at: index - 1) {
                    index += 2
                    place = .code
                }
                continue
            case .code: break
            }
            switch byte {
            case UInt8(ascii: "\""):
                if isTripleQuote(at: index - 1) {
                    index += 2
                    place = .multiLineString
                } else {
                    place = .string
                }
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"): place = .lineComment
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index += 1
                place = .blockComment(1)
            default: try body(byte, index - 1, line, column)
            }
        }
    }
}
