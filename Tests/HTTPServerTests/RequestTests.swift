import HTTPTestSupport
import Testing

@testable import HTTPServer

@Suite struct RequestTests {
    @Test func getDecodesPathQueryAndHeaders() throws {
        try withEchoServer { server, recorder in
            let client = try TestHTTPClient(port: server.port)
            let response = try client.send(
                "GET", "/v1/sessions/a%20b?name=J%C3%B6rg&plus=a+b&flag&x=1&x=2",
                headers: [("X-Test", "hello"), ("Accept", "a"), ("accept", "b")])

            #expect(response.status == 200)
            #expect(response.text == "GET /v1/sessions/a b")
            let request = try #require(recorder.received.first)
            #expect(request.method == "GET")
            #expect(request.path == "/v1/sessions/a b")
            #expect(request.query == ["name": "Jörg", "plus": "a b", "flag": "", "x": "1"])
            #expect(request.headers["x-test"] == "hello")
            #expect(request.header("X-TEST") == "hello")
            #expect(request.header("Accept") == "a, b")
            #expect(request.body.isEmpty)
            #expect(request.remoteAddress == "127.0.0.1")
        }
    }

    /// Lookups take a name in any case; names are kept lowercased; repeats join.
    @Test func headerLookupsTakeAnyCase() {
        var headers = HTTPHeaders()
        for (name, value) in [("Content-TYPE", "a"), ("x-Ünï", "b"), ("CONTENT-type", "c"), ("Z", "d")] { headers.add(name, value) }
        #expect(headers["content-type"] == "a, c")
        #expect(headers["x-ünï"] == "b")
        let request = HTTPRequest(method: "GET", path: "/", headers: headers)
        #expect(request.header("Content-Type") == "a, c")
        #expect(request.header("content-type") == "a, c")
        #expect(request.header("X-ÜNÏ") == "b")
        #expect(request.header("Z") == "d")
        #expect(request.header("z") == "d")
        #expect(request.header("missing") == nil)
        #expect(request.header("content-typ") == nil)
    }

    @Test(arguments: [5, 500_000])
    func postBodyRoundTrips(size: Int) throws {
        let body = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try withEchoServer { server, recorder in
            let client = try TestHTTPClient(port: server.port)
            let response = try client.send(
                "POST", "/upload", headers: [("Content-Type", "application/octet-stream")], body: body)

            #expect(response.status == 200)
            #expect(response.header("content-length") == "\(size)")
            #expect(response.body == body)
            #expect(recorder.received.map(\.body) == [body])
        }
    }

    @Test func chunkedBodyWithinCapIsReassembled() throws {
        try withEchoServer { server, _ in
            let client = try TestHTTPClient(port: server.port)
            let request =
                "PUT /chunks HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n1;ext=1\r\n \r\n5\r\nworld\r\n0\r\n\r\n"
            let response = try client.sendRaw(Array(request.utf8))

            #expect(response.status == 200)
            #expect(response.text == "hello world")
        }
    }

    @Test func responseStatusHeadersAndBodyAreSentAsGiven() throws {
        let handler: HTTPHandler = { _ in
            HTTPResponse(
                status: 201,
                headers: [
                    (name: "Location", value: "/v1/x"), (name: "X-Twice", value: "1"), (name: "X-Twice", value: "2"),
                ],
                body: [0, 255, 10])
        }
        try withServer(handler: handler) { server in
            let response = try TestHTTPClient(port: server.port).send("POST", "/v1")

            #expect(response.status == 201)
            #expect(response.header("location") == "/v1/x")
            #expect(response.headers.filter { $0.0 == "X-Twice" }.map(\.1) == ["1", "2"])
            #expect(response.header("Content-Length") == "3")
            #expect(response.body == [0, 255, 10])
        }
    }

    @Test func emptyBodyResponseHasZeroLength() throws {
        try withServer(handler: { _ in HTTPResponse(status: 204) }) { server in
            let client = try TestHTTPClient(port: server.port)
            try #expect(client.send("DELETE", "/x").status == 204)
            try #expect(client.send("DELETE", "/y").status == 204)
            #expect(client.connectionsOpened == 1)
        }
    }

    @Test func headOmitsTheBody() throws {
        try withEchoServer { server, recorder in
            let client = try TestHTTPClient(port: server.port)
            let head = try client.send("HEAD", "/thing")
            let get = try client.send("GET", "/thing")

            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            // RFC 9110 §8.6: a HEAD answer's Content-Length is the body's it does not send (the
            // echo handler's own answer to HEAD, "HEAD /thing").
            #expect(head.header("content-length") == "\("HEAD /thing".utf8.count)")
            #expect(recorder.received.first?.method == "HEAD")
            #expect(get.text == "GET /thing")
            #expect(client.connectionsOpened == 1)
        }
    }
}

/// libmicrohttpd's memory per connection (`connectionMemoryBytes`) holds the request's headers:
/// what fits is served, what does not is answered 431, and the setting moves the line.
@Suite struct ConnectionMemoryTests {
    private func status(headerBytes: Int, _ configure: @escaping (inout HTTPServerConfiguration) -> Void = { _ in }) throws -> Int {
        var status = 0
        try withEchoServer(configure) { server, _ in
            let client = try TestHTTPClient(port: server.port)
            status = try client.send("GET", "/padded", headers: [("X-Pad", String(repeating: "a", count: headerBytes))]).status
        }
        return status
    }

    @Test func headersWithinTheDefaultAreServed() throws {
        #expect(HTTPServerConfiguration().connectionMemoryBytes == 16_384)
        #expect(try status(headerBytes: 12_000) == 200)
    }

    @Test func headersBeyondItAreAnswered431() throws {
        #expect(try status(headerBytes: 20_000) == 431)
    }

    @Test func moreMemoryServesLargerHeaders() throws {
        #expect(try status(headerBytes: 20_000) { $0.connectionMemoryBytes = 32_768 } == 200)
    }

    @Test(arguments: [
        (0x7F00_0001 as UInt32, "127.0.0.1"), (0, "0.0.0.0"), (0xFFFF_FFFF, "255.255.255.255"),
        (0x0A00_7807, "10.0.120.7"), (0xC0A8_6409, "192.168.100.9"),
    ])
    func clientAddressIsWrittenAsADottedQuad(_ address: UInt32, _ text: String) {
        #expect(ConnectionInfo.dottedQuad(address) == text)
    }
}

/// A constant answer handed to libmicrohttpd once (`preparedOnce`) is sent alike on every
/// connection, from both polling threads and the workers, and any change to it drops the
/// prepared form.
@Suite struct PreparedResponseTests {
    static let answer = HTTPResponse(
        status: 203, headers: [(name: "Content-Type", value: "text/plain"), (name: "X-Kind", value: "prepared")],
        body: Array("the same bytes\n".utf8))

    @Test func preparedAnswerIsSentAlikeOnEveryConnection() throws {
        let prepared = Self.answer.preparedOnce()
        #expect(prepared.prepared != nil)
        try withServer(handler: { _ in prepared }) { server in
            for _ in 0..<3 {
                let client = try TestHTTPClient(port: server.port)
                for _ in 0..<5 {
                    let response = try client.send("GET", "/anything")
                    #expect(response.status == 203)
                    #expect(response.header("x-kind") == "prepared")
                    #expect(response.header("content-type") == "text/plain")
                    #expect(response.body == Self.answer.body)
                }
                let head = try client.send("HEAD", "/anything")
                #expect(head.body.isEmpty)
                #expect(head.header("content-length") == "\(Self.answer.body.count)")
            }
        }
    }

    @Test func anyChangeDropsThePreparedForm() {
        var body = Self.answer.preparedOnce()
        body.body = []
        var headers = Self.answer.preparedOnce()
        headers.headers.append((name: "X-More", value: "1"))
        var status = Self.answer.preparedOnce()
        status.status = 200
        #expect(body.prepared == nil && headers.prepared == nil && status.prepared == nil)
        #expect(Self.answer.prepared == nil)
    }
}

/// A path's escapes of control bytes are refused wherever they are; other escapes, a '%' at the
/// end or one not followed by two hex digits are not.
@Suite struct EscapedControlTests {
    @Test(arguments: [
        ("/a%00", true), ("%1f/x", true), ("/x/%7F", true), ("/%0a%0D", true), ("/ok%20%7e%2F/%41", false), ("/end%", false),
        ("/end%0", false), ("/%g0/%0g", false), ("/%%41", false), ("", false), ("/no/escapes/at/all", false), ("/a%20b%1", false),
    ])
    func escapesOfControlBytesAreFound(_ path: String, _ refused: Bool) {
        #expect(path.withCString { ProtocolCheck.containsEscapedControl($0) } == refused)
    }
}
