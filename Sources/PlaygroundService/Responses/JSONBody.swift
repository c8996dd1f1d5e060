import HTTPServer

/// JSON responses with a stable key order (declaration order), so identical state gives identical bytes.
enum JSONBody {
    static func response<T: Encodable>(_ status: Int, _ value: T, contentType: String = "application/json",
                                       headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let body = (try? StreamingJSONEncoder().encode(value)).map { $0 + [10] } ?? Array("{}\n".utf8)
        return HTTPResponse(status: status, headers: [(name: "Content-Type", value: contentType + "; charset=utf-8")] + headers, body: body)
    }

    /// The same answer for the hot types, written by `JSONWriter` (Swift picks this overload,
    /// the more constrained one, wherever the type conforms).
    static func response<T: Encodable & JSONWritable>(_ status: Int, _ value: T, headers: [(name: String, value: String)] = []) -> HTTPResponse {
        var json = JSONWriter()
        value.write(to: &json)
        return HTTPResponse(status: status, headers: [(name: "Content-Type", value: "application/json; charset=utf-8")] + headers,
                            body: json.finishLine())
    }

    static func text(_ status: Int, _ text: String, contentType: String = "text/plain; charset=utf-8",
                     headers: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [(name: "Content-Type", value: contentType)] + headers, body: Array(text.utf8))
    }
}
