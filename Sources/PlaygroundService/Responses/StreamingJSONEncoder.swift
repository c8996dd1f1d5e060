/// Encodes `Encodable` values straight into UTF-8 bytes, keys in declaration order.
///
/// Why not Foundation's `JSONEncoder`: it builds a tree of boxed values and sorts every object's
/// keys, which made encoding a hierarchy cost several times the engine's run. Synthesised
/// conformances nest strictly, so one byte buffer and a stack of open containers suffice: a
/// container is closed when its parent writes its next element, or at the end.
/// Dictionaries are written in their iteration order, so responses avoid them.
struct StreamingJSONEncoder {
    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let stream = JSONStream()
        try stream.encodeValue(value, depth: 0)
        stream.close(to: 0)
        return stream.bytes
    }
}

/// The output buffer and the containers still open, outermost first.
final class JSONStream {
    var bytes: [UInt8] = []
    private var open: [(closer: UInt8, elements: Int)] = []

    init() { bytes.reserveCapacity(4096) }

    func close(to depth: Int) {
        while open.count > depth { bytes.append(open.removeLast().closer) }
    }

    func openContainer(_ opener: UInt8, _ closer: UInt8, depth: Int) {
        close(to: depth)
        bytes.append(opener)
        open.append((closer, 0))
    }

    /// Starts the next element of the container at `depth`: closes its finished children, writes a comma.
    func beginElement(depth: Int) {
        close(to: depth + 1)
        if open[depth].elements > 0 { bytes.append(UInt8(ascii: ",")) }
        open[depth].elements += 1
    }

    func key(_ key: String, depth: Int) {
        beginElement(depth: depth)
        string(key)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A nested value; one that writes nothing at all becomes `null`, so the output stays JSON.
    func encodeValue<T: Encodable>(_ value: T, depth: Int) throws {
        switch value {
        case let text as String: string(text)
        case let number as Int: int(number)
        case let number as Double: double(number)
        case let flag as Bool: literal(flag ? "true" : "false")
        case let number as Float: double(Double(number))
        case let number as any BinaryInteger: bytes.append(contentsOf: String(number).utf8)
        default:
            let before = bytes.count
            try value.encode(to: StreamingEncoder(stream: self, depth: depth))
            if bytes.count == before { literal("null") }
        }
    }

    func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func int<N: BinaryInteger>(_ value: N) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Numbers and strings are formatted by `JSONWriter`, so both encoders write the same bytes.
    func double(_ value: Double) { scalar { $0.double(value) } }

    func string(_ text: String) { scalar { $0.string(text) } }

    private func scalar(_ write: (inout JSONWriter) -> Void) {
        var json = JSONWriter(capacity: 64)
        write(&json)
        bytes += json.bytes
    }
}
