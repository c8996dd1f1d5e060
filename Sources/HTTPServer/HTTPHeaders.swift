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
        index(of: name).map { fields[$0].value }
    }

    /// Adds a header received as `name: value`; a repeat is joined to the earlier value.
    public mutating func add(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        if let index = index(of: lowered) {
            fields[index].value += ", " + value
        } else {
            // Room for a request's usual headers at once (doubling from one cost 3 allocations).
            if fields.isEmpty { fields.reserveCapacity(8) }
            fields.append(Field(name: lowered, value: value))
        }
    }

    public var isEmpty: Bool { fields.isEmpty }

    /// The first field of that (lowercased) name. Lengths first: a failed String `==` is a call
    /// into the runtime.
    @inline(__always) private func index(of name: String) -> Int? {
        let length = name.utf8.count
        return fields.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }
}
