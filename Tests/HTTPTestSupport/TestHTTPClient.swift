/// A minimal blocking HTTP/1.1 client for tests against a real server on loopback. It keeps one
/// connection alive across requests (reconnecting when the server closed it), so tests can check
/// connection behaviour that URLSession hides. Not thread-safe: use one client per thread.
public final class TestHTTPClient {
    public let host: String
    public let port: Int
    /// Seconds any single read or write may block before the request fails with `.timedOut`.
    public let timeoutSeconds: Int
    /// How many TCP connections this client has opened; 1 after several requests means keep-alive worked.
    public private(set) var connectionsOpened = 0
    private var connection: SocketConnection?

    /// Connects at once, so that an unreachable server fails here.
    public init(host: String = "127.0.0.1", port: Int, timeoutSeconds: Int = 5) throws {
        self.host = host
        self.port = port
        self.timeoutSeconds = timeoutSeconds
        _ = try openConnection()
    }

    /// Sends one request and reads its response. Adds `Host`, and `Content-Length` for a non-empty
    /// body unless the caller set `Content-Length` or `Transfer-Encoding`.
    public func send(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> TestHTTPResponse {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        let framed = headers.contains { ["content-length", "transfer-encoding"].contains($0.0.lowercased()) }
        if !body.isEmpty && !framed {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        return try exchange(Array(head.utf8) + body, expectBody: method != "HEAD")
    }

    /// Sends bytes exactly as given (e.g. a hand-made chunked request) and reads one response.
    public func sendRaw(_ bytes: [UInt8], expectBody: Bool = true) throws -> TestHTTPResponse {
        try exchange(bytes, expectBody: expectBody)
    }

    /// Closes the current connection; the next request opens a new one.
    public func close() {
        connection = nil
    }

    private func exchange(_ bytes: [UInt8], expectBody: Bool) throws -> TestHTTPResponse {
        let reused = connection != nil
        do {
            return try attempt(bytes, expectBody: expectBody)
        } catch TestHTTPError.closed where reused {
            // The server closed the idle kept-alive connection before seeing this request.
            close()
            return try attempt(bytes, expectBody: expectBody)
        }
    }

    private func attempt(_ bytes: [UInt8], expectBody: Bool) throws -> TestHTTPResponse {
        let connection = try connection ?? openConnection()
        do {
            try connection.write(bytes)
            let response = try TestHTTPResponse.read(from: connection, expectBody: expectBody)
            if response.header("Connection")?.lowercased() == "close" {
                close()
            }
            return response
        } catch {
            close()
            throw error
        }
    }

    private func openConnection() throws -> SocketConnection {
        let opened = try SocketConnection(host: host, port: port, timeoutSeconds: timeoutSeconds)
        connection = opened
        connectionsOpened += 1
        return opened
    }
}
