extension TestHTTPResponse {
    /// Reads one final response (skipping 1xx interim ones), framed by Content-Length, chunked
    /// encoding or connection close. `expectBody` is false for answers to HEAD.
    static func read(from connection: SocketConnection, expectBody: Bool) throws -> TestHTTPResponse {
        // `.closed` from the very first line means the server dropped an idle connection.
        var statusLine = try connection.readLine()
        do {
            while true {
                let (status, headers) = try readHead(statusLine: statusLine, from: connection)
                if (100..<200).contains(status) {
                    statusLine = try connection.readLine()
                    continue
                }
                var response = TestHTTPResponse(status: status, headers: headers, body: [])
                if expectBody && status != 204 && status != 304 {
                    response.body = try readBody(of: response, from: connection)
                }
                return response
            }
        } catch TestHTTPError.closed {
            throw TestHTTPError.truncated
        }
    }

    private static func readHead(
        statusLine: String, from connection: SocketConnection
    ) throws -> (Int, [(String, String)]) {
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
            throw TestHTTPError.malformed("status line \"\(statusLine)\"")
        }
        var headers: [(String, String)] = []
        while true {
            let line = try connection.readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":") else {
                throw TestHTTPError.malformed("header line \"\(line)\"")
            }
            let value = line[line.index(after: colon)...].trimmingPrefix(while: \.isWhitespace)
            headers.append((String(line[..<colon]), String(value)))
        }
        return (status, headers)
    }

    private static func readBody(
        of response: TestHTTPResponse, from connection: SocketConnection
    ) throws -> [UInt8] {
        if response.header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            return try readChunks(from: connection)
        }
        if let length = response.header("Content-Length") {
            guard let count = Int(length), count >= 0 else {
                throw TestHTTPError.malformed("Content-Length \"\(length)\"")
            }
            return try connection.read(count: count)
        }
        return try connection.readToEnd()
    }

    private static func readChunks(from connection: SocketConnection) throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try connection.readLine()
            let sizeField = sizeLine.split(separator: ";", maxSplits: 1).first ?? ""
            guard let size = Int(sizeField.trimmingPrefix(while: \.isWhitespace), radix: 16), size >= 0 else {
                throw TestHTTPError.malformed("chunk size \"\(sizeLine)\"")
            }
            if size == 0 {
                while try !connection.readLine().isEmpty {}  // trailer fields
                return body
            }
            body += try connection.read(count: size)
            guard try connection.readLine().isEmpty else {
                throw TestHTTPError.malformed("chunk of \(size) bytes not followed by CRLF")
            }
        }
    }
}
