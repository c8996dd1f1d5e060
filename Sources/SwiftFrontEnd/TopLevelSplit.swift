/// Where a Swift file can be cut in two so that each half parses and lowers on its own, as
/// swiftc parses the files of a module apart: the start of a line, outside any bracket, comment
/// or string, that begins (at its first column) a declaration (`class`, `final class`, `struct`,
/// `extension`, `@MainActor`...). No Swift expression or statement goes on across such a line, so
/// the halves' statements are the whole file's.
///
/// A cut is only a proposal: the scan skips string interpolations approximately, so a half that
/// does not parse cleanly sends the file back to one parse (`SwiftFrontEnd.lower`), which finds
/// the error where swiftc does.
enum TopLevelSplit {
    /// Files smaller than this are parsed in one piece: handing half of one to another thread
    /// costs more than it saves.
    static let minimumBytes = 3072

    /// The offset of the cut nearest the middle, or nil (no cut, or a half smaller than a quarter).
    static func point(in source: String, minimumBytes: Int = minimumBytes) -> Int? {
        var text = source
        return text.withUTF8 { bytes in
            guard bytes.count >= minimumBytes, bytes.count > 0 else { return nil }
            var cuts = Cuts(middle: bytes.count / 2)
            cuts.scan(bytes)
            guard let best = cuts.best, best >= bytes.count / 4, best <= bytes.count - bytes.count / 4 else { return nil }
            return best
        }
    }

    /// The walk over the code bytes (`SwiftCodeBytes`' places: comments and strings skipped),
    /// written out as one loop: through `SwiftCodeBytes.forEach`'s closure it was 1.6 % of a new
    /// paste's time in the service (perf, session 33), on a request's critical path before
    /// either half can start. `TopLevelSplitWalkTests` compares it with the closure's walk.
    private struct Cuts {
        let middle: Int
        var best: Int?
        var depth = 0
        var lineStart = 0
        var lineHasCode = false
        var previousLineIsAttribute = false

        init(middle: Int) { self.middle = middle }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x0A:
                    lineHasCode = false
                    lineStart = index
                case UInt8(ascii: " "), 0x09, 0x0D: break
                case UInt8(ascii: "\""):
                    index = Self.skipString(bytes, from: index)
                case UInt8(ascii: "/") where index < count && bytes[index] == UInt8(ascii: "/"):
                    while index < count, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where index < count && bytes[index] == UInt8(ascii: "*"):
                    index = Self.skipBlockComment(bytes, from: index + 1)
                default: code(byte, at: index - 1, in: bytes)
                }
            }
        }

        private mutating func code(_ byte: UInt8, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
            if !lineHasCode {
                lineHasCode = true
                if offset == lineStart, depth == 0, !previousLineIsAttribute, startsDeclaration(bytes, at: offset) {
                    if best.map({ abs($0 - middle) > abs(offset - middle) }) ?? true { best = offset }
                }
                previousLineIsAttribute = byte == UInt8(ascii: "@")
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }

        /// Past a string whose opening quote ends before `start`: a one-line string ends at its
        /// closing quote or before its line's end, a `"""` string after its closing `"""`.
        private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            let count = bytes.count
            var index = start
            let multiLine = isTripleQuote(bytes, at: index - 1)
            if multiLine { index += 2 }
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    if index < count, bytes[index] != 0x0A { index += 1 }  // an escaped character (never the line's end)
                } else if multiLine {
                    if byte == UInt8(ascii: "\""), isTripleQuote(bytes, at: index - 1) { return index + 2 }
                } else if byte == UInt8(ascii: "\"") {
                    return index
                } else if byte == 0x0A {
                    return index - 1  // the line's end is code
                }
            }
            return index
        }

        /// Past a block comment (nested ones too) whose `/*` ends before `start`. (The lines it
        /// spans need no `lineStart`: code after it on its last line is never at a line's start.)
        private static func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            let count = bytes.count
            var index = start
            var open = 1
            while index < count {
                let byte = bytes[index]
                index += 1
                let next: UInt8 = index < count ? bytes[index] : 0
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    index += 1
                    open -= 1
                    if open == 0 { return index }
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    index += 1
                    open += 1
                }
            }
            return index
        }

        private static func isTripleQuote(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
            position + 2 < bytes.count && bytes[position] == UInt8(ascii: "\"") && bytes[position + 1] == UInt8(ascii: "\"")
                && bytes[position + 2] == UInt8(ascii: "\"")
        }
    }

    /// The words that begin a declaration and never continue an expression.
    private static let introducers: [StaticString] = [
        "class ", "final ", "struct ", "enum ", "protocol ", "extension ", "func ", "private ", "fileprivate ", "public ", "open ",
        "internal ", "@",
    ]

    private static func startsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        introducers.contains { SourceScan.word($0, in: bytes, at: offset) }
    }
}
