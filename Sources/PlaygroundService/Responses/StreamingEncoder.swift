/// The `Encoder` and containers behind `StreamingJSONEncoder`: each writes into the shared
/// stream at its nesting depth.
struct StreamingEncoder: Encoder {
    let stream: JSONStream
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        stream.openContainer(UInt8(ascii: "{"), UInt8(ascii: "}"), depth: depth)
        return KeyedEncodingContainer(KeyedStreamContainer<Key>(stream: stream, depth: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        stream.openContainer(UInt8(ascii: "["), UInt8(ascii: "]"), depth: depth)
        return UnkeyedStreamContainer(stream: stream, depth: depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueStreamContainer(stream: stream, depth: depth)
    }
}

struct KeyedStreamContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let stream: JSONStream
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        stream.key(key.stringValue, depth: depth)
        stream.literal("null")
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try write(value, key) }

    private func write<T: Encodable>(_ value: T, _ key: Key) throws {
        stream.key(key.stringValue, depth: depth)
        try stream.encodeValue(value, depth: depth + 1)
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey> {
        stream.key(key.stringValue, depth: depth)
        return StreamingEncoder(stream: stream, depth: depth + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        stream.key(key.stringValue, depth: depth)
        return StreamingEncoder(stream: stream, depth: depth + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        stream.key(key.stringValue, depth: depth)
        return StreamingEncoder(stream: stream, depth: depth + 1)
    }
}

struct UnkeyedStreamContainer: UnkeyedEncodingContainer {
    let stream: JSONStream
    let depth: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(stream: JSONStream, depth: Int) {
        self.stream = stream
        self.depth = depth
    }

    mutating func encodeNil() throws {
        stream.beginElement(depth: depth)
        count += 1
        stream.literal("null")
    }

    mutating func encode<T: Encodable>(_ value: T) throws { try write(value) }
    mutating func encode(_ value: Bool) throws { try write(value) }
    mutating func encode(_ value: String) throws { try write(value) }
    mutating func encode(_ value: Double) throws { try write(value) }
    mutating func encode(_ value: Float) throws { try write(value) }
    mutating func encode(_ value: Int) throws { try write(value) }
    mutating func encode(_ value: Int8) throws { try write(value) }
    mutating func encode(_ value: Int16) throws { try write(value) }
    mutating func encode(_ value: Int32) throws { try write(value) }
    mutating func encode(_ value: Int64) throws { try write(value) }
    mutating func encode(_ value: UInt) throws { try write(value) }
    mutating func encode(_ value: UInt8) throws { try write(value) }
    mutating func encode(_ value: UInt16) throws { try write(value) }
    mutating func encode(_ value: UInt32) throws { try write(value) }
    mutating func encode(_ value: UInt64) throws { try write(value) }

    private mutating func write<T: Encodable>(_ value: T) throws {
        stream.beginElement(depth: depth)
        count += 1
        try stream.encodeValue(value, depth: depth + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        stream.beginElement(depth: depth)
        count += 1
        return StreamingEncoder(stream: stream, depth: depth + 1).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        stream.beginElement(depth: depth)
        count += 1
        return StreamingEncoder(stream: stream, depth: depth + 1).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        stream.beginElement(depth: depth)
        count += 1
        return StreamingEncoder(stream: stream, depth: depth + 1)
    }
}

struct SingleValueStreamContainer: SingleValueEncodingContainer {
    let stream: JSONStream
    let depth: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { stream.literal("null") }
    mutating func encode<T: Encodable>(_ value: T) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Bool) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: String) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Double) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Float) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Int) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Int8) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Int16) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Int32) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: Int64) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: UInt) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: UInt8) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: UInt16) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: UInt32) throws { try stream.encodeValue(value, depth: depth) }
    mutating func encode(_ value: UInt64) throws { try stream.encodeValue(value, depth: depth) }
}
