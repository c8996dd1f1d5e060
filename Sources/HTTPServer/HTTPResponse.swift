/// What an `HTTPHandler` answers. `Content-Length` is computed by the server; do not set it.
public struct HTTPResponse: Sendable {
    public var status: Int { didSet { prepared = nil } }
    /// Sent in order; libmicrohttpd drops headers whose name or value contains CR, LF or similar.
    public var headers: [(name: String, value: String)] { didSet { prepared = nil } }
    public var body: [UInt8] { didSet { prepared = nil } }
    /// This same answer already handed to libmicrohttpd, for an answer sent again and again
    /// unchanged (`preparedOnce()`); any change to it drops this.
    public private(set) var prepared: PreparedResponse?

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The same answer, built into libmicrohttpd's response once and queued as it is from then
    /// on: for a constant answer (a health probe), creating the response and adding its headers
    /// on every request was a fifth of the Swift side of the request. If libmicrohttpd cannot
    /// build it, `prepared` stays nil and the answer goes the usual way.
    public func preparedOnce() -> HTTPResponse {
        var response = self
        response.prepared = PreparedResponse(self)
        return response
    }
}

/// Function-type handlers keep the server independent of any routing layer.
public typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse
