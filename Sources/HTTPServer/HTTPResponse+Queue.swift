internal import CMicroHTTPD

extension HTTPResponse {
    /// The server's own RFC 9457 answers, used when the application gives none of its own.
    /// `detail` is the server's text, never the client's (no escaping needed).
    private static func problem(_ status: Int, _ title: String, _ detail: String, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let json = #"{"type":"about:blank","title":"\#(title)","status":\#(status),"detail":"\#(detail)"}"#
        return HTTPResponse(
            status: status, headers: [(name: "Content-Type", value: "application/problem+json")] + headers, body: Array(json.utf8))
    }

    /// A body over the cap.
    static func payloadTooLarge(limit: Int) -> HTTPResponse {
        problem(Int(MHD_HTTP_CONTENT_TOO_LARGE), "Payload Too Large", "request body exceeds \(limit) bytes")
    }

    /// A request that breaks HTTP/1.1.
    @Sendable static func malformed(_ reason: String) -> HTTPResponse { problem(400, "Bad Request", reason) }

    /// The same answer, and the connection closed after it: the rest of what the client sent
    /// cannot be trusted to be the next request.
    var closing: HTTPResponse {
        var response = self
        response.headers.append((name: "Connection", value: "close"))
        return response
    }

    /// Every worker busy and the queue full.
    static let overloaded = problem(503, "Service Unavailable", "every worker is busy; retry", headers: [(name: "Retry-After", value: "1")])
    static let perIPLimited = problem(
        503, "Service Unavailable", "too many open connections from this address; close some and retry", headers: [(name: "Retry-After", value: "1")])

    /// Hands the response to libmicrohttpd, which adds Content-Length itself.
    func queue(on connection: OpaquePointer) -> MHD_Result {
        if let prepared { return MHD_queue_response(connection, UInt32(clamping: status), prepared.response) }
        guard let response = Self.makeResponse(body: body, headers: headers) else { return .NO }
        defer { MHD_destroy_response(response) }
        return MHD_queue_response(connection, UInt32(clamping: status), response)
    }

    /// libmicrohttpd's response reading `body` where it is, and the headers; nil if it refuses.
    /// The body is not copied: a retained box keeps the array's storage alive until libmicrohttpd
    /// calls `releaseBody` (after its last use of the response), and a `let` array is never
    /// written, so its storage never moves. The copy this replaces (a malloc and 8 KB of memcpy
    /// for a mutation's answer) ran on the polling thread, which every request waits for.
    fileprivate static func makeResponse(body: [UInt8], headers: [(name: String, value: String)]) -> OpaquePointer? {
        let box = Unmanaged.passRetained(ResponseBody(body))
        let bytes = box.takeUnretainedValue().bytes.withUnsafeBytes { $0 }
        let response = MHD_create_response_from_buffer_with_free_callback_cls(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), releaseBody, box.toOpaque())
        guard let response else {
            box.release()
            return nil
        }
        for header in headers {
            // A rejected header (CR/LF in it) is dropped rather than failing the whole response.
            // withCString hands over a native string's own bytes; the implicit conversion copied them.
            _ = header.name.withCString { name in header.value.withCString { MHD_add_response_header(response, name, $0) } }
        }
        return response
    }
}

/// A response's body, owned by libmicrohttpd's response from its creation to `releaseBody`.
private final class ResponseBody {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// libmicrohttpd's free callback: its response no longer reads the body.
private func releaseBody(_ box: UnsafeMutableRawPointer?) {
    guard let box else { return }
    Unmanaged<ResponseBody>.fromOpaque(box).release()
}

/// An answer built into libmicrohttpd's response once (`HTTPResponse.preparedOnce()`) and queued
/// on any connection from any thread: libmicrohttpd counts a response's uses under its own lock,
/// adds `Date` and `Content-Length` as it sends, and frees it after the last use.
public final class PreparedResponse: Sendable {
    fileprivate nonisolated(unsafe) let response: OpaquePointer

    init?(_ answer: HTTPResponse) {
        guard let response = HTTPResponse.makeResponse(body: answer.body, headers: answer.headers) else { return nil }
        self.response = response
    }

    deinit { MHD_destroy_response(response) }
}
