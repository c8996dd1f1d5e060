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

    static func remoteAddress(on connection: OpaquePointer) -> String {
        guard let address = cmhd_client_address(connection), address.pointee.sa_family == AF_INET else {
            return ""
        }
        var ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET_ADDRSTRLEN)) { text in
            guard inet_ntop(AF_INET, &ipv4, text.baseAddress, socklen_t(text.count)) != nil else { return "" }
            return String(cString: text.baseAddress!)
        }
    }
}
