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
        headers[name.lowercased()]
    }
}
