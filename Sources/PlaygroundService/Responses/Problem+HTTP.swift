import HTTPServer
import PlaygroundAPI

extension Problem {
    /// Renders the problem: every error answer of the service is written here.
    func response(headers: [(name: String, value: String)] = []) -> HTTPResponse {
        var extra = etag.map { [(name: "ETag", value: $0)] + headers } ?? headers
        if let retryAfterSeconds { extra.append((name: "Retry-After", value: String(retryAfterSeconds))) }
        if let challenge { extra.append((name: "WWW-Authenticate", value: challenge)) }
        return JSONBody.response(status, self, contentType: "application/problem+json", headers: extra)
    }

    /// The answer to a request body over `limit` bytes, handed to the HTTP layer, which sends it
    /// before reading the body.
    static func contentTooLarge(limit: Int) -> HTTPResponse {
        var problem = Problem(.contentTooLarge, "request body exceeds \(limit) bytes")
        problem.limit = "maxBodyBytes"
        return problem.response()
    }

    /// The answer the HTTP layer sends when every worker is busy and its queue is full.
    static func tooManyConnections(limit: Int) -> HTTPResponse {
        var problem = Problem(
            .serviceBusy, "this address has more than \(limit) connections open (http.perIPConnectionLimit); close some, or reuse one, and retry")
        problem.limit = "perIPConnectionLimit"
        problem.retryAfterSeconds = 1
        return problem.response()
    }

    static func workersBusy() -> HTTPResponse {
        var problem = Problem(.serviceBusy, "every worker is busy and the queue of waiting requests is full (http.workerQueueLimit); retry shortly")
        problem.limit = "workerQueueLimit"
        problem.retryAfterSeconds = 1
        return problem.response()
    }
}
