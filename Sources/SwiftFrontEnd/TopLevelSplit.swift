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
            let middle = bytes.count / 2
            var best: Int?
            var depth = 0
            var lineHasCode = false
            var previousLineIsAttribute = false
            SwiftCodeBytes.forEach(in: bytes) { byte, offset, _, column in
                switch byte {
                case 0x0A:
                    lineHasCode = false
                    return
                case UInt8(ascii: " "), 0x09, 0x0D: return
                default: break
                }
                if !lineHasCode {
                    lineHasCode = true
                    let isAttribute = byte == UInt8(ascii: "@")
                    if column == 1, depth == 0, !previousLineIsAttribute, startsDeclaration(bytes, at: offset) {
                        if best.map({ abs($0 - middle) > abs(offset - middle) }) ?? true { best = offset }
                    }
                    previousLineIsAttribute = isAttribute
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                default: break
                }
            }
            guard let best, best >= bytes.count / 4, best <= bytes.count - bytes.count / 4 else { return nil }
            return best
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
