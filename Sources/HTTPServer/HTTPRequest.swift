/// A complete HTTP request as handed to an `HTTPHandler`; the body is already fully received.
public struct HTTPRequest: Sendable {
    public var method: String
    /// Percent-decoded path without the query, e.g. "/v1/sessions/abc".
    public var path: String
    /// Decoded query arguments; for a repeated name the first occurrence wins.
    public var query: [String: String]
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// The peer's IPv4 address, or "" if unknown.
    public var remoteAddress: String

    public init(
        method: String, path: String, query: [String: String] = [:], headers: HTTPHeaders = [:],
        body: [UInt8] = [], remoteAddress: String = ""
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// Case-insensitive header lookup.
    public func header(_ name: String) -> String? {
        // A name already in lower case (most callers') is looked up as it is: `lowercased()`
        // cost more than the lookup, and so did checking the name through `utf8`'s iterator.
        headers[Self.isLowercase(name) ? name : name.lowercased()]
    }

    /// No byte of `name` is an ASCII capital or outside ASCII.
    private static func isLowercase(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for byte in bytes where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") || byte >= 0x80 { return false }
            return true
        }
    }
}
