/// A snapshot's log as one string, an entry per line, its fields separated by tabs: a session's
/// log is nearly all of its snapshot, and decoding one keyed object per entry made loading a
/// snapshot slower than replaying the inputs it stands for (docs/operations.md, "Snapshots").
/// Sequence numbers are implied (from `firstLogSequence`, gap-free). Tabs, line ends and
/// backslashes in a field are escaped (`\t`, `\n`, `\\`), so any text round-trips.
struct CompactLog: Codable, Equatable {
    /// Decoded ones are numbered from 1: `EngineSnapshot.entries` numbers them from its own.
    var entries: [LogEntry]

    init(entries: [LogEntry]) { self.entries = entries }

    func encode(to encoder: any Encoder) throws {
        var text = ""
        text.reserveCapacity(entries.count * 48)
        for entry in entries {
            let fields = [
                entry.kind.rawValue, entry.text, entry.controller ?? "", entry.line.map(String.init) ?? "",
                entry.sourceLine.map(String.init) ?? "", String(entry.revision), entry.origin?.rawValue ?? "",
            ]
            for (index, field) in fields.enumerated() {
                if index > 0 { text += "\t" }
                Self.appendEscaped(field, to: &text)
            }
            text += "\n"
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Parsed over the UTF-8 bytes: splitting the text into Substrings and Strings cost more than
    /// replaying the inputs (a 20,000-entry log).
    init(from decoder: any Decoder) throws {
        var text = try decoder.singleValueContainer().decode(String.self)
        var parsed: [LogEntry] = []
        let malformed = text.withUTF8 { bytes -> Int? in
            var fields: [Range<Int>] = []
            fields.reserveCapacity(7)
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x09 || bytes[index] == 0x0A {
                fields.append(start..<index)
                start = index + 1
                guard bytes[index] == 0x0A else { continue }
                func string(_ field: Int) -> String {
                    let slice = UnsafeBufferPointer(rebasing: bytes[fields[field]])
                    return slice.contains(0x5C) ? Self.unescaped(slice) : String(decoding: slice, as: UTF8.self)
                }
                func number(_ field: Int) -> Int? { Self.number(UnsafeBufferPointer(rebasing: bytes[fields[field]])) }
                guard fields.count == 7, let kind = LogEntry.Kind(rawValue: string(0)), let revision = number(5) else { return parsed.count + 1 }
                let controller = string(2), origin = string(6)
                parsed.append(
                    LogEntry(
                        sequence: parsed.count + 1, kind: kind, text: string(1), controller: controller.isEmpty ? nil : controller,
                        line: number(3), sourceLine: number(4), revision: revision, origin: LogEntry.Origin(rawValue: origin)))
                fields.removeAll(keepingCapacity: true)
            }
            // Every line ends with its line end: anything after the last one is a torn entry.
            return start == bytes.count && fields.isEmpty ? nil : parsed.count + 1
        }
        if let malformed {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "log line \(malformed) is not an entry"))
        }
        entries = parsed
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

    private static func appendEscaped(_ field: String, to text: inout String) {
        guard field.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x5C }) else { return text += field }
        for character in field.unicodeScalars {
            switch character {
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\\": text += "\\\\"
            default: text.unicodeScalars.append(character)
            }
        }
    }

    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = "", escaping = false
        for character in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if escaping {
                switch character {
                case "t": result += "\t"
                case "n": result += "\n"
                default: result.unicodeScalars.append(character)
                }
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
