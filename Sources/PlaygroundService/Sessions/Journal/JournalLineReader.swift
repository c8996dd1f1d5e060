import ContainmentEngine
import PlaygroundAPI

/// Reads a journal line as the journal writes it (`SessionInput`'s `JSONWritable`: one flat
/// object of string and Bool fields) without Foundation's decoder, whose set-up per line and
/// slow path for escaped strings (every source's line ends) were a quarter of waking a session.
/// Anything else (another key, a repeated key, another kind of value, a lone surrogate, bytes
/// that are not UTF-8) answers nil, and the caller decodes the line with `JSONDecoder` as before:
/// this is a fast path, never a second definition of the format. JournalLineReaderTests checks it
/// against `JSONDecoder` on written lines and on thousands of damaged ones.
enum JournalLineReader {
    static func input(_ line: ArraySlice<UInt8>) -> SessionInput? {
        line.withUnsafeBufferPointer { bytes in
            var reader = Reader(bytes: bytes)
            return reader.input()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func input() -> SessionInput? {
            var language: String?, source: String?, settle: Bool?, ios: String?
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            skipSpace()
            guard !take(UInt8(ascii: "}")) else { return nil }
            repeat {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                // Each known key once, with a value of its kind; anything else declines.
                let accepted =
                    switch key {
                    case "language": Self.fill(&language, string())
                    case "source": Self.fill(&source, string())
                    case "ios": Self.fill(&ios, string())
                    case "settle": Self.fill(&settle, bool())
                    default: false
                    }
                guard accepted else { return nil }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
            skipSpace()
            guard index == bytes.count else { return nil }
            // `SessionInput.init(from:)`'s rules: a release wins; the language defaults to the
            // flat one; a script needs its source and settle.
            if let ios { return IOSVersion(ios).map { .simulate(ios: $0) } }
            guard let source, let settle else { return nil }
            switch language ?? "script" {
            case "script": return .script(source: source, settle: settle)
            case "swift": return .swift(source: source, settle: settle)
            case "objc": return .objc(source: source, settle: settle)
            default: return nil
            }
        }

        /// Sets an empty `slot` to a read `value`; false for a repeated key or an unreadable value.
        static func fill<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
            guard slot == nil, let value else { return false }
            slot = value
            return true
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func bool() -> Bool? {
            for (word, value) in [("true", true), ("false", false)] where bytes.count - index >= word.utf8.count {
                if zip(word.utf8, bytes[index...]).allSatisfy({ $0 == $1 }) {
                    index += word.utf8.count
                    return value
                }
            }
            return nil
        }

        /// A JSON string: runs without escapes copied whole, escapes decoded; nil for anything
        /// JSON does not allow in a string, and for a surrogate that is not half of a pair.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var utf8: [UInt8] = []
            var runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    utf8.append(contentsOf: bytes[runStart..<index])
                    index += 1
                    return String(validating: utf8, as: UTF8.self)
                }
                if byte < 0x20 { return nil }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard index < bytes.count, let scalar = escape() else { return nil }
                UTF8.encode(scalar) { utf8.append($0) }
                runStart = index
            }
            return nil
        }

        /// The escape after a backslash (`index` at its letter), moving past it.
        private mutating func escape() -> Unicode.Scalar? {
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let high = hex4() else { return nil }
                guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            default: return nil
            }
        }

        private mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
