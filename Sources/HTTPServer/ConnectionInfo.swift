internal import CMicroHTTPD

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads request metadata that libmicrohttpd has already parsed and decoded.
enum ConnectionInfo {
    /// The name/value pairs of one kind (headers, query arguments) in arrival order.
    static func values(of kind: MHD_ValueKind, on connection: OpaquePointer) -> [(String, String)] {
        var pairs: [(String, String)] = []
        withUnsafeMutablePointer(to: &pairs) { pairs in
            _ = MHD_get_connection_values(
                connection, kind,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let pairs = context.assumingMemoryBound(to: [(String, String)].self)
                    pairs.pointee.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                    return .YES
                }, pairs)
        }
        return pairs
    }

    static func headers(on connection: OpaquePointer) -> HTTPHeaders {
        var headers = HTTPHeaders()
        withUnsafeMutablePointer(to: &headers) { headers in
            _ = MHD_get_connection_values(
                connection, .HEADER_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    context.assumingMemoryBound(to: HTTPHeaders.self).pointee
                        .add(String(cString: key), value.map { String(cString: $0) } ?? "")
                    return .YES
                }, headers)
        }
        return headers
    }

    static func query(on connection: OpaquePointer) -> [String: String] {
        Dictionary(values(of: .GET_ARGUMENT_KIND, on: connection), uniquingKeysWith: { first, _ in first })
    }

    /// The declared body size, or nil for chunked or body-less requests.
    static func contentLength(on connection: OpaquePointer) -> Int? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH)
            .flatMap { Int(String(cString: $0)) }
    }

    /// The client sent `Expect: 100-continue` and waits for a go-ahead before its body.
    static func expectsContinue(on connection: OpaquePointer) -> Bool {
        MHD_lookup_connection_value(connection, .HEADER_KIND, MHD_HTTP_HEADER_EXPECT)
            .map { String(cString: $0).lowercased() == "100-continue" } ?? false
    }

    /// The client's IPv4 address as a number; nil for another family.
    static func ipv4Address(on connection: OpaquePointer) -> UInt32? {
        guard let address = cmhd_client_address(connection), address.pointee.sa_family == AF_INET else { return nil }
        return UInt32(bigEndian: address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr.s_addr })
    }

    static func remoteAddress(on connection: OpaquePointer) -> String {
        guard let address = cmhd_client_address(connection), address.pointee.sa_family == AF_INET else {
            return ""
        }
        let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        return dottedQuad(UInt32(bigEndian: ipv4.s_addr))
    }

    /// `a.b.c.d`, written by hand: `inet_ntop` formats through `sprintf`, which was a tenth of
    /// the Swift side of a `GET /healthz` (every request reads its client's address).
    static func dottedQuad(_ address: UInt32) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { text in
            var count = 0
            for shift in stride(from: 24, through: 0, by: -8) {
                let octet = Int((address >> UInt32(shift)) & 0xFF)
                if shift != 24 { text[count] = UInt8(ascii: "."); count += 1 }
                if octet >= 100 { text[count] = UInt8(ascii: "0") + UInt8(octet / 100); count += 1 }
                if octet >= 10 { text[count] = UInt8(ascii: "0") + UInt8(octet / 10 % 10); count += 1 }
                text[count] = UInt8(ascii: "0") + UInt8(octet % 10)
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: text[..<count]), as: UTF8.self)
        }
    }
}
