internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP/1.1 rules libmicrohttpd is lenient about, checked when a request's headers are in
/// (RFC 9112): each answered 400, and the connection closed after it.
enum ProtocolCheck {
    static func violation(path: UnsafePointer<CChar>, version: UnsafePointer<CChar>?, on connection: OpaquePointer) -> String? {
        // Both framings at once: a proxy and this server could disagree on where the request ends
        // (request smuggling); RFC 9112 section 6.1 says close the connection.
        if has(MHD_HTTP_HEADER_TRANSFER_ENCODING, on: connection), has(MHD_HTTP_HEADER_CONTENT_LENGTH, on: connection) {
            return "a request with both Content-Length and Transfer-Encoding"
        }
        if let version, strcmp(version, "HTTP/1.1") == 0, !has(MHD_HTTP_HEADER_HOST, on: connection) {
            return "an HTTP/1.1 request without a Host header"
        }
        // The unescaper (`cmhd_unescape`) leaves the escapes of control bytes as they came.
        if containsEscapedControl(path) { return "a control character (such as %00) in the path" }
        return nil
    }

    /// Whether the request has the header, without making a String of its value (every request
    /// is checked on the polling thread).
    private static func has(_ name: String, on connection: OpaquePointer) -> Bool {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name) != nil
    }

    /// From one '%' to the next with `strchr` (most paths have none).
    static func containsEscapedControl(_ path: UnsafePointer<CChar>) -> Bool {
        var pointer = path
        while let percent = strchr(pointer, 0x25) {  // '%'
            // hex() refuses the terminating zero, so the second read is never past the end.
            if let high = hex(percent[1]), let low = hex(percent[2]) {
                let value = high * 16 + low
                if value < 0x20 || value == 0x7F { return true }
            }
            pointer = UnsafePointer(percent) + 1
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
