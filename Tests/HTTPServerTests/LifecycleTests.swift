import HTTPServer
import HTTPTestSupport
import Testing

@Suite struct LifecycleTests {
    private let handler: HTTPHandler = { _ in HTTPResponse(status: 200) }

    @Test func portInUseThrowsAClearError() throws {
        try withServer(handler: handler) { server in
            var configuration = HTTPServerConfiguration()
            configuration.port = server.port
            let second = HTTPServer(configuration: configuration, handler: handler)

            let error = #expect(throws: HTTPServerError.self) { try second.start() }
            #expect(error?.description.contains("127.0.0.1:\(server.port)") == true)
            #expect(error?.description.contains("in use") == true)
            #expect(second.port == 0)
        }
    }

    @Test func invalidHostThrows() {
        var configuration = HTTPServerConfiguration()
        configuration.host = "localhost"
        let server = HTTPServer(configuration: configuration, handler: handler)
        #expect(throws: HTTPServerError.self) { try server.start() }
    }

    @Test func startingTwiceThrows() throws {
        try withServer(handler: handler) { server in
            #expect(throws: HTTPServerError.self) { try server.start() }
            try #expect(TestHTTPClient(port: server.port).send("GET", "/").status == 200)
        }
    }

    @Test func stopIsIdempotentAndClosesTheListener() throws {
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        let server = HTTPServer(configuration: configuration, handler: handler)
        server.stop()
        try server.start()
        let port = server.port
        #expect(port > 0)
        try #expect(TestHTTPClient(port: port).send("GET", "/").status == 200)

        server.stop()
        server.stop()
        #expect(server.port == 0)
        #expect(throws: TestHTTPError.self) { try TestHTTPClient(port: port) }

        // A stopped server can be started again.
        try server.start()
        try #expect(TestHTTPClient(port: server.port).send("GET", "/").status == 200)
    }
}
