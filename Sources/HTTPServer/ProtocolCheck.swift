internal import CMicroHTTPD

/// The HTTP/1.1 rules libmicrohttpd is lenient about, checked when a request's headers are in
/// (RFC 9112): each answered 400, and the connection closed after it.
enum ProtocolCheck {
    static func violation(path: UnsafePointer<CChar>, version: UnsafePointer<CChar>?, on connection: OpaquePointer) -> String? {
        // Both framings at once: a proxy and this server could disagree on where the request ends
        // (request smuggling); RFC 9112 section 6.1 says close the connection.
        if header(MHD_HTTP_HEADER_TRANSFER_ENCODING, on: connection) != nil, header(MHD_HTTP_HEADER_CONTENT_LENGTH, on: connection) != nil {
            return "a request with both Content-Length and Transfer-Encoding"
        }
        if let version, String(cString: version) == "HTTP/1.1", header(MHD_HTTP_HEADER_HOST, on: connection) == nil {
            return "an HTTP/1.1 request without a Host header"
        }
        // The unescaper (`cmhd_unescape`) leaves the escapes of control bytes as they came.
        if containsEscapedControl(path) { return "a control character (such as %00) in the path" }
        return nil
    }

    private static func header(_ name: String, on connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    private static func containsEscapedControl(_ path: UnsafePointer<CChar>) -> Bool {
        var pointer = path
        while pointer.pointee != 0 {
            if pointer.pointee == 0x25, let high = hex(pointer[1]), let low = hex(pointer[2]) {  // '%'
                let value = high * 16 + low
                if value < 0x20 || value == 0x7F { return true }
            }
            pointer += 1
        }
        return false
    }

    private static func hex(_ character: CChar) -> Int? {
        switch UInt8(bitPattern: character) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(character) - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(character) - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(character) - 55
        default: nil
        }
    }
}
