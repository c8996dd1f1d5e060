import HTTPServer

extension Problem {
    /// Renders the problem: every error answer of the service is written here.
    func response(headers: [(name: String, value: String)] = []) -> HTTPResponse {
        let extra = etag.map { [(name: "ETag", value: $0)] + headers } ?? headers
        return JSONBody.response(status, self, contentType: "application/problem+json", headers: extra)
    }

    /// The answer to a request body over `limit` bytes, handed to the HTTP layer, which sends it
    /// before reading the body.
    static func contentTooLarge(limit: Int) -> HTTPResponse {
        var problem = Problem(.contentTooLarge, "request body exceeds \(limit) bytes")
        problem.limit = "maxBodyBytes"
        return problem.response()
    }
}
