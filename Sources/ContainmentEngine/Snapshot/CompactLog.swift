/// A snapshot's log as one string, each field of each entry followed by a DEL (U+007F): a
/// session's log is nearly all of its snapshot, and decoding one keyed object per entry made
/// loading a snapshot slower than replaying the inputs it stands for (docs/operations.md,
/// "Snapshots"). DEL, not tabs and line ends: JSON writes DEL as it is but escapes a tab or a line
/// end, and unescaping 1,000 inputs' worth of them was a third of loading a snapshot. Every entry
/// has `fieldCount` fields; sequence numbers are implied (from `firstLogSequence`, gap-free). A
/// DEL or backslash in a field is escaped (`\d`, `\\`), so any text round-trips.
struct CompactLog: Codable, Equatable {
    /// Decoded ones are numbered from 1: `EngineSnapshot.entries` numbers them from its own.
    /// The session's own `CallbackLog`, shared, not copied: a snapshot is taken under the
    /// session's lock, and the entries are only read when it is written, after.
    var log: CallbackLog
    var entries: [LogEntry] { log.all }

    init(_ log: CallbackLog) { self.log = log }
    init(entries: [LogEntry]) { log = CallbackLog(entries) }

    private static let separator = UInt8(0x7F)
    private static let backslash = UInt8(ascii: "\\")
    private static let fieldCount = 7

    /// Written over UTF-8 bytes, as it is read: appending fields to a String was two thirds of
    /// writing a snapshot (which pauses the request that triggers it).
    func encode(to encoder: any Encoder) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(log.count * 56)
        func field(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                if !utf8.contains(where: { $0 == Self.separator || $0 == Self.backslash }) {
                    bytes.append(contentsOf: utf8)
                } else {
                    for byte in utf8 {
                        switch byte {
                        case Self.separator: bytes.append(contentsOf: [Self.backslash, UInt8(ascii: "d")])
                        case Self.backslash: bytes.append(contentsOf: [Self.backslash, Self.backslash])
                        default: bytes.append(byte)
                        }
                    }
                }
            }
            bytes.append(Self.separator)
        }
        func number(_ value: Int?) {
            if let value { bytes.append(contentsOf: String(value).utf8) }
            bytes.append(Self.separator)
        }
        for entry in log {
            field(entry.kind.rawValue)
            field(entry.text)
            field(entry.controller ?? "")
            number(entry.line)
            number(entry.sourceLine)
            number(entry.revision)
            field(entry.origin?.rawValue ?? "")
        }
        var container = encoder.singleValueContainer()
        try container.encode(String(decoding: bytes, as: UTF8.self))
    }

    /// Parsed over the UTF-8 bytes: splitting the text into Substrings and Strings cost more than
    /// replaying the inputs (a 20,000-entry log).
    init(from decoder: any Decoder) throws {
        var text = try decoder.singleValueContainer().decode(String.self)
        var parsed: [LogEntry] = []
        let malformed = text.withUTF8 { bytes -> Int? in
            var fields: [Range<Int>] = []
            fields.reserveCapacity(Self.fieldCount)
            var start = 0
            for index in 0..<bytes.count where bytes[index] == Self.separator {
                fields.append(start..<index)
                start = index + 1
                guard fields.count == Self.fieldCount else { continue }
                func string(_ field: Int) -> String {
                    let slice = UnsafeBufferPointer(rebasing: bytes[fields[field]])
                    return slice.contains(Self.backslash) ? Self.unescaped(slice) : String(decoding: slice, as: UTF8.self)
                }
                func number(_ field: Int) -> Int? { Self.number(UnsafeBufferPointer(rebasing: bytes[fields[field]])) }
                guard let kind = LogEntry.Kind(rawValue: string(0)), let revision = number(5) else { return parsed.count + 1 }
                let controller = string(2), origin = string(6)
                parsed.append(
                    LogEntry(
                        sequence: parsed.count + 1, kind: kind, text: string(1), controller: controller.isEmpty ? nil : controller,
                        line: number(3), sourceLine: number(4), revision: revision, origin: LogEntry.Origin(rawValue: origin)))
                fields.removeAll(keepingCapacity: true)
            }
            // Every field ends with its separator: anything after the last entry is a torn one.
            return start == bytes.count && fields.isEmpty ? nil : parsed.count + 1
        }
        if let malformed {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "log entry \(malformed) is not an entry"))
        }
        log = CallbackLog(parsed)
    }

    /// A decimal number of digits only; nil for an empty field or anything else.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = "", escaping = false
        for character in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if escaping {
                result.unicodeScalars.append(character == "d" ? "\u{7F}" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
