import HTTPServer
import HTTPTestSupport
import Testing

@Suite struct BodyLimitTests {
    private static let cap = 1024
    private static let problem =
        #"{"type":"about:blank","title":"Payload Too Large","status":413,"#
        + #""detail":"request body exceeds 1024 bytes"}"#

    private func limited(_ configuration: inout HTTPServerConfiguration) {
        configuration.maxBodyBytes = Self.cap
    }

    @Test func bodyOfExactlyTheCapIsAccepted() throws {
        try withEchoServer(limited) { server, _ in
            let body = [UInt8](repeating: 65, count: Self.cap)
            let response = try TestHTTPClient(port: server.port).send("POST", "/", body: body)
            #expect(response.status == 200)
            #expect(response.body == body)
        }
    }

    @Test func declaredLengthOverCapIsRejectedBeforeTheBody() throws {
        try withEchoServer(limited) { server, recorder in
            let client = try TestHTTPClient(port: server.port)
            // Only the head: the server must answer without waiting for 10 MB that never come.
            let head = "POST /big HTTP/1.1\r\nHost: test\r\nContent-Length: 10000000\r\n\r\n"
            let response = try client.sendRaw(Array(head.utf8))

            #expect(response.status == 413)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(response.text == Self.problem)
            #expect(recorder.received.isEmpty)

            let next = try TestHTTPClient(port: server.port).send("GET", "/after")
            #expect(next.status == 200)
            #expect(next.text == "GET /after")
        }
    }

    @Test func chunkedBodyOverCapIsRejected() throws {
        try withEchoServer(limited) { server, recorder in
            let client = try TestHTTPClient(port: server.port)
            let chunk = String(repeating: "x", count: 700)
            let request =
                "POST /big HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "2bc\r\n\(chunk)\r\n2bc\r\n\(chunk)\r\n0\r\n\r\n"
            let response = try client.sendRaw(Array(request.utf8))

            #expect(response.status == 413)
            #expect(response.text == Self.problem)
            #expect(recorder.received.isEmpty)

            // The whole body was read, so the same connection still serves the next request.
            let next = try client.send("GET", "/after")
            #expect(next.status == 200)
            #expect(client.connectionsOpened == 1)
        }
    }
}
