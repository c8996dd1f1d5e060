#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request's headers: names lowercased, a repeated header's values joined with ", "
/// (RFC 9110, 5.3). A list rather than a dictionary: a request carries a handful of headers,
/// and building a hash table for them cost more than searching them.
public struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var fields: [Field] = []

    private struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { add(name, value) }
    }

    /// The value for a lowercased name.
    public subscript(name: String) -> String? {
        // Lengths first: a failed String `==` is a call into the runtime.
        let length = name.utf8.count
        return fields.first { $0.name.utf8.count == length && $0.name == name }?.value
    }

    /// Adds a header received as `name: value`; a repeat is joined to the earlier value.
    public mutating func add(_ name: String, _ value: String) {
        add(lowered: name.lowercased(), value)
    }

    /// Adds a header as libmicrohttpd hands it over, the name lowercased while it is read: names
    /// are ASCII tokens (RFC 9110, 5.1), and lowercasing the String made from it was a second
    /// pass and a call into the runtime for each of a request's headers. A name with any other
    /// byte takes `add(_:_:)`.
    mutating func add(name: UnsafePointer<CChar>, value: UnsafePointer<CChar>?) {
        let value = value.map { String(cString: $0) } ?? ""
        let length = strlen(name)
        let lowered = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { bytes -> String? in
            for index in 0..<length {
                let byte = UInt8(bitPattern: name[index])
                guard byte < 0x80 else { return nil }
                bytes[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if let lowered { add(lowered: lowered, value) } else { add(String(cString: name), value) }
    }

    private mutating func add(lowered: String, _ value: String) {
        if let index = fields.firstIndex(where: { $0.name.utf8.count == lowered.utf8.count && $0.name == lowered }) {
            fields[index].value += ", " + value
        } else {
            // Room for a request's usual headers at once (doubling from one cost 3 allocations).
            if fields.isEmpty { fields.reserveCapacity(8) }
            fields.append(Field(name: lowered, value: value))
        }
    }

    public var isEmpty: Bool { fields.isEmpty }
}
