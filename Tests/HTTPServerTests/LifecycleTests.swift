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

    /// Limits libmicrohttpd would read as unsigned (a negative timeout becoming ~136 years) are
    /// refused before anything binds.
    nonisolated(unsafe) static let limits: [String: WritableKeyPath<HTTPServerConfiguration, Int>] = [
        "port": \.port, "maxBodyBytes": \.maxBodyBytes, "connectionLimit": \.connectionLimit,
        "threadPoolSize": \.threadPoolSize, "perIPConnectionLimit": \.perIPConnectionLimit,
        "connectionTimeoutSeconds": \.connectionTimeoutSeconds, "connectionMemoryBytes": \.connectionMemoryBytes,
        "runningSlots": \.runningSlots,
    ]

    @Test(arguments: [
        ("port", 70_000, "port must be 0-65535, got 70000"),
        ("port", -1, "port must be 0-65535, got -1"),
        ("maxBodyBytes", 0, "maxBodyBytes must be at least 1, got 0"),
        ("connectionLimit", -1, "connectionLimit must be at least 1, got -1"),
        ("threadPoolSize", 0, "threadPoolSize must be at least 1, got 0"),
        ("perIPConnectionLimit", -1, "perIPConnectionLimit must be 0 or more, got -1"),
        ("connectionTimeoutSeconds", -5, "connectionTimeoutSeconds must be 0 or more, got -5"),
        ("connectionMemoryBytes", 1024, "connectionMemoryBytes must be at least 4096, got 1024"),
        ("runningSlots", -1, "runningSlots must be 0 or more, got -1"),
    ])
    func invalidLimitIsRefusedBeforeBinding(_ name: String, _ value: Int, _ message: String) throws {
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        configuration[keyPath: try #require(Self.limits[name])] = value
        #expect(configuration.validationFailure == message)
        let server = HTTPServer(configuration: configuration, handler: handler)
        let error = #expect(throws: HTTPServerError.self) { try server.start() }
        #expect(error?.description == message)
        #expect(server.port == 0)
    }

    @Test func zeroMeansUnlimitedForPerAddressLimitAndTimeout() throws {
        var configuration = HTTPServerConfiguration()
        configuration.port = 0
        configuration.perIPConnectionLimit = 0
        configuration.connectionTimeoutSeconds = 0
        #expect(configuration.validationFailure == nil)
        let server = HTTPServer(configuration: configuration, handler: handler)
        try server.start()
        #expect(server.port > 0)
        server.stop()
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
