import ContainmentEngine

/// Writes JSON straight into a byte buffer, for the answers every mutation and read sends.
///
/// Why not an `Encodable` encoder there: `Encodable` goes through existential containers and a
/// dynamic cast per value, which cost about 1 ms for a 10-controller mutation's 8 KB answer,
/// twenty times the engine's run. Types that conform to `JSONWritable` write their fields in
/// declaration order and omit nil optionals; JSONWriterTests checks, on every preset, that they
/// write the same JSON as their `Encodable` conformance through Foundation's encoder.
struct JSONWriter: ~Copyable {
    /// A growing buffer of its own rather than `[UInt8]`: an array checks uniqueness and capacity
    /// on every append, which was a third of the writing time.
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Whether the next key or array element needs a comma before it.
    private var needsComma = false

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The text written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// The text with a final newline.
    consuming func finishLine() -> [UInt8] {
        append(10)
        return bytes
    }

    // Every write reserves its room first, then stores without checks: the writer's primitives
    // were separate calls (separator, bracket, a `memcpy` for a 5-byte key), 13 % of a
    // mutation's user-space instructions by callgrind.

    @inline(__always) private mutating func reserve(_ bytes: Int) {
        if count + bytes > capacity { grow(to: count + bytes) }
    }

    /// One byte into reserved room.
    @inline(__always) private mutating func put(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Bytes into reserved room. Most runs are keys and names of 4 to 16 bytes: those are moved as
    /// two overlapping words, as `memcpy` itself does, without its call.
    @inline(__always) private mutating func put(_ base: UnsafePointer<UInt8>, _ length: Int) {
        let target = UnsafeMutableRawPointer(storage + count), source = UnsafeRawPointer(base)
        switch length {
        case 8...16:
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        case 4..<8:
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        case 0..<4:
            for index in 0..<length { storage[count + index] = base[index] }
        default:
            (storage + count).update(from: base, count: length)
        }
        count += length
    }

    /// A comma into reserved room when the previous value needs one.
    @inline(__always) private mutating func putSeparator() {
        if needsComma { put(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        reserve(buffer.count)
        put(base, buffer.count)
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }

    // MARK: Containers

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        closeObject()
    }

    mutating func array<Element: JSONWritable>(_ elements: [Element]) {
        open(UInt8(ascii: "["))
        for element in elements { element.write(to: &self) }
        closeArray()
    }

    mutating func array(_ elements: [String]) {
        open(UInt8(ascii: "["))
        for element in elements { string(element) }
        closeArray()
    }

    /// An object's or array's opening bracket, its first element next.
    private mutating func open(_ bracket: UInt8) {
        reserve(2)
        putSeparator()
        put(bracket)
        needsComma = false
    }

    // MARK: Pieces written elsewhere (HierarchyJSONCache)

    /// A complete JSON value written by another writer, as it is.
    mutating func value(written bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            reserve(buffer.count + 1)
            putSeparator()
            if let base = buffer.baseAddress { put(base, buffer.count) }
        }
    }

    /// The bytes that open an object and write `fields` into it, for `reopenObject`.
    static func objectOpening(_ fields: (inout JSONWriter) -> Void) -> [UInt8] {
        var json = JSONWriter(capacity: 512)
        json.append(UInt8(ascii: "{"))
        fields(&json)
        return json.bytes
    }

    /// Continues an object from its `objectOpening` (at least one field, so the next field takes
    /// a comma, as after a value): the next fields, then `closeObject`.
    mutating func reopenObject(_ opening: [UInt8]) { value(written: opening) }

    mutating func closeObject() {
        append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// A field whose array's elements follow one by one, then `closeArray`.
    mutating func openArray(field key: StaticString) {
        self.key(key)
        open(UInt8(ascii: "["))
    }

    mutating func closeArray() {
        append(UInt8(ascii: "]"))
        needsComma = true
    }

    // MARK: Fields of an object (nil optionals are omitted, as synthesised `Encodable` does)

    mutating func field(_ key: StaticString, _ value: String) { self.key(key); string(value) }
    mutating func field(_ key: StaticString, _ value: Int) { self.key(key); int(value) }
    mutating func field(_ key: StaticString, _ value: Double) { self.key(key); double(value) }
    mutating func field(_ key: StaticString, _ value: Bool) { self.key(key); bool(value) }
    mutating func field(_ key: StaticString, _ value: [String]) { self.key(key); array(value) }
    mutating func field<Value: JSONWritable>(_ key: StaticString, _ value: Value) { self.key(key); value.write(to: &self) }
    mutating func field<Value: JSONWritable>(_ key: StaticString, _ value: [Value]) { self.key(key); array(value) }
    mutating func field<Value: RawRepresentable<String>>(_ key: StaticString, _ value: Value) { field(key, value.rawValue) }

    mutating func field(_ key: StaticString, _ value: String?) { if let value { field(key, value) } }
    mutating func field(_ key: StaticString, _ value: Int?) { if let value { field(key, value) } }
    mutating func field(_ key: StaticString, _ value: [String]?) { if let value { field(key, value) } }
    mutating func field<Value: JSONWritable>(_ key: StaticString, _ value: Value?) { if let value { field(key, value) } }
    mutating func field<Value: JSONWritable>(_ key: StaticString, _ value: [Value]?) { if let value { field(key, value) } }

    // MARK: Scalars

    /// Keys are the types' own field names: plain ASCII, written without escaping. Inlined, so a
    /// literal key's length is known where it is written (through `withUTF8Buffer`'s closure,
    /// a key cost 83 instructions, 57 keys in a mutation's answer).
    @inline(__always) private mutating func key(_ key: StaticString) {
        guard key.hasPointerRepresentation else {  // a one-scalar literal can be held as the scalar
            return key.withUTF8Buffer { name in self.key(bytes: name.baseAddress!, count: name.count) }
        }
        self.key(bytes: key.utf8Start, count: key.utf8CodeUnitCount)
    }

    @inline(__always) private mutating func key(bytes: UnsafePointer<UInt8>, count: Int) {
        reserve(count + 4)
        putSeparator()
        put(UInt8(ascii: "\""))
        put(bytes, count)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Bytes written as they are (array literals here would allocate on every call).
    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private mutating func separate() {
        reserve(1)
        putSeparator()
    }

    mutating func bool(_ value: Bool) {
        separate()
        raw(value ? "true" : "false")
    }

    mutating func int(_ value: Int) {
        separate()
        appendDigits(value)
    }

    /// Integral values print without a fraction (`100`, not `100.0`), as Foundation's encoder does;
    /// values JSON cannot carry (NaN, infinities) print as `null`.
    mutating func double(_ value: Double) {
        guard value.isFinite else {
            separate()
            return raw("null")
        }
        if value == value.rounded(), abs(value) < 1e15 { return int(Int(value)) }
        separate()
        var text = value.description
        text.withUTF8 { append($0) }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // Room for the text unescaped; an escape reserves its own.
            reserve(utf8.count + 3)
            putSeparator()
            put(UInt8(ascii: "\""))
            guard let base = utf8.baseAddress else { return }
            // Most strings need no escaping at all: found with whole words (the last one
            // overlapping the one before), then copied in one piece. Checked byte by byte, the
            // up to seven bytes after the last whole word were half the cost of a name.
            if Self.needsNoEscape(base, utf8.count) { return put(base, utf8.count) }
            // Runs that need no escaping (names, log lines, a source file's lines) are copied
            // whole; byte-by-byte, a 5 KB source cost 35 µs of a paste's journal append. They
            // are scanned eight bytes at a time.
            let length = utf8.count
            var start = 0, index = 0
            while index < length {
                if index + 8 <= length {
                    let found = Self.bytesNeedingEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian)
                    // The lowest flagged byte is the first that needs escaping; those before it
                    // are copied with the run (byte by byte, a line feed cost a word test for
                    // each of the up to seven bytes before it).
                    if found == 0 {
                        index += 8
                        continue
                    }
                    index += found.trailingZeroBitCount / 8
                }
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    put(base + start, index - start)
                    escape(byte)
                    reserve(length - index + 2)
                    start = index + 1
                }
                index += 1
            }
            put(base + start, length - start)
        }
        append(UInt8(ascii: "\""))
    }

    /// Whether none of the `length` bytes at `base` needs escaping, read a word at a time: eight
    /// bytes, or four for a shorter text (two overlapping loads cover any length from four up).
    @inline(__always) private static func needsNoEscape(_ base: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                if bytesNeedingEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian) != 0 { return false }
                offset += 8
            }
            return bytesNeedingEscape(raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self).littleEndian) == 0
        }
        if length >= 4 {
            // Both halves in one word (they overlap for fewer than eight bytes).
            let low = UInt64(raw.loadUnaligned(as: UInt32.self).littleEndian)
            let high = UInt64(raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self).littleEndian)
            return bytesNeedingEscape(low | high << 32) == 0
        }
        for index in 0..<length where base[index] < 0x20 || base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "\\") {
            return false
        }
        return true
    }

    /// The high bit of each of the eight bytes (first byte lowest) that may be below 0x20, a quote
    /// or a backslash (bytes of multi-byte UTF-8 sequences never are): `ByteWord`'s tests, whose
    /// lowest flag is always a true one.
    @inline(__always) private static func bytesNeedingEscape(_ word: UInt64) -> UInt64 {
        ByteWord.below(word, 0x20) | ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        case 0..<0x20:
            raw("\\u00")
            append(Self.hex[Int(byte >> 4)])
            append(Self.hex[Int(byte & 0x0F)])
        default: append(byte)
        }
    }

    private mutating func appendDigits(_ value: Int) {
        // Most numbers here are small (frames, revisions, lines): written without the loop.
        if value >= 0 && value < 100 {
            reserve(2)
            if value >= 10 { put(UInt8(ascii: "0") + UInt8(value / 10)) }
            put(UInt8(ascii: "0") + UInt8(value % 10))
            return
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, no allocation
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[index...]))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}

/// A value that writes itself with `JSONWriter`, keys in declaration order like its `Encodable`.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

/// A value another writer wrote, written as it is (a field's kept JSON).
struct WrittenJSON: JSONWritable {
    let bytes: [UInt8]
    func write(to json: inout JSONWriter) { json.value(written: bytes) }
}
