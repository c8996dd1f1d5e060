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
        // cost more than the lookup.
        headers[name.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 } ? name.lowercased() : name]
    }
}
