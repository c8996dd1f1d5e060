import HTTPServer

extension Problem {
    static func from(_ error: SessionStore.StoreError) -> Problem {
        switch error {
        case .tooManySessions(let limit):
            var problem = Problem(429, "too-many-sessions", "Too many sessions",
                                  "the service holds \(limit) sessions, its limit (maxSessions); delete one or wait for idle ones to expire")
            problem.limit = "maxSessions"
            return problem
        case .notFound(let id):
            return .notFound("no session '\(id)' (it may have expired after being idle)")
        case .journal(let message):
            return Problem(503, "journal-unavailable", "Service Unavailable", message)
        }
    }

    func response(headers: [(name: String, value: String)] = []) -> HTTPResponse {
        JSONBody.response(status, self, contentType: "application/problem+json", headers: headers)
    }
}
