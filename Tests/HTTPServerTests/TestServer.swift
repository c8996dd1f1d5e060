import HTTPServer
import Support

/// Remembers every request and echoes it: the body if there is one, else "METHOD path".
final class EchoRecorder: Sendable {
    private let requests = Locked<[HTTPRequest]>([])

    var received: [HTTPRequest] {
        requests.withLock { $0 }
    }

    func handle(_ request: HTTPRequest) -> HTTPResponse {
        requests.withLock { $0.append(request) }
        return HTTPResponse(
            status: 200,
            headers: [(name: "Content-Type", value: "application/octet-stream")],
            body: request.body.isEmpty ? Array("\(request.method) \(request.path)".utf8) : request.body)
    }
}

/// Runs `body` against a server started on a free loopback port, stopping it afterwards.
func withServer(
    _ configure: (inout HTTPServerConfiguration) -> Void = { _ in },
    handler: @escaping HTTPHandler,
    _ body: (HTTPServer) throws -> Void
) throws {
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configure(&configuration)
    let server = HTTPServer(configuration: configuration, handler: handler)
    try server.start()
    defer { server.stop() }
    try body(server)
}

/// The same with an `EchoRecorder` as handler.
func withEchoServer(
    _ configure: (inout HTTPServerConfiguration) -> Void = { _ in },
    _ body: (HTTPServer, EchoRecorder) throws -> Void
) throws {
    let recorder = EchoRecorder()
    try withServer(configure, handler: recorder.handle) { try body($0, recorder) }
}
