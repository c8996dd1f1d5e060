internal import CMicroHTTPD

extension HTTPResponse {
    /// RFC 9457 problem answer for a body over the cap.
    static func payloadTooLarge(limit: Int) -> HTTPResponse {
        let json =
            #"{"type":"about:blank","title":"Payload Too Large","status":413,"#
            + #""detail":"request body exceeds \#(limit) bytes"}"#
        return HTTPResponse(
            status: Int(MHD_HTTP_CONTENT_TOO_LARGE),
            headers: [(name: "Content-Type", value: "application/problem+json")],
            body: Array(json.utf8))
    }

    /// RFC 9457 problem answer for a request that breaks HTTP/1.1.
    @Sendable static func malformed(_ reason: String) -> HTTPResponse {
        let json = #"{"type":"about:blank","title":"Bad Request","status":400,"detail":"\#(reason)"}"#
        return HTTPResponse(status: 400, headers: [(name: "Content-Type", value: "application/problem+json")], body: Array(json.utf8))
    }

    /// The same answer, and the connection closed after it: the rest of what the client sent
    /// cannot be trusted to be the next request.
    var closing: HTTPResponse {
        var response = self
        response.headers.append((name: "Connection", value: "close"))
        return response
    }

    /// RFC 9457 problem answer when every worker is busy and the queue is full.
    static let overloaded = HTTPResponse(
        status: 503,
        headers: [(name: "Content-Type", value: "application/problem+json"), (name: "Retry-After", value: "1")],
        body: Array(#"{"type":"about:blank","title":"Service Unavailable","status":503,"detail":"every worker is busy; retry"}"#.utf8))

    /// Hands the response to libmicrohttpd, which copies the body and adds Content-Length itself.
    func queue(on connection: OpaquePointer) -> MHD_Result {
        let response = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        for header in headers {
            // A rejected header (CR/LF in it) is dropped rather than failing the whole response.
            // withCString hands over a native string's own bytes; the implicit conversion copied them.
            _ = header.name.withCString { name in header.value.withCString { MHD_add_response_header(response, name, $0) } }
        }
        return MHD_queue_response(connection, UInt32(clamping: status), response)
    }
}
