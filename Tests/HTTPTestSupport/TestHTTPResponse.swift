/// A response as read off the wire.
public struct TestHTTPResponse: Sendable {
    public var status: Int
    /// In arrival order, names as sent.
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(String, String)], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body decoded as UTF-8.
    public var text: String {
        String(decoding: body, as: UTF8.self)
    }

    /// Case-insensitive lookup of the first header with this name.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.0.lowercased() == name }?.1
    }
}
