/// What an `HTTPHandler` answers. `Content-Length` is computed by the server; do not set it.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// Sent in order; libmicrohttpd drops headers whose name or value contains CR, LF or similar.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Function-type handlers keep the server independent of any routing layer.
public typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse
