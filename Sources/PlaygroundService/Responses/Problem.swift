import ContainmentEngine

/// An `application/problem+json` body (RFC 9457) with the playground's extensions.
struct Problem: Encodable, Error {
    var type: String
    var title: String
    var status: Int
    var detail: String
    var line: Int?
    var column: Int?
    var limit: String?
    var exception: UIKitException?
    var log: [LogEntry]?
    var diagnostics: [Diagnostic]?
    /// For an import: the 0-based index of the script that failed.
    var scriptIndex: Int?

    init(_ status: Int, _ slug: String, _ title: String, _ detail: String) {
        self.type = "https://containment-playground.dev/problems/\(slug)"
        self.status = status
        self.title = title
        self.detail = detail
    }

    static func notFound(_ detail: String) -> Problem { Problem(404, "not-found", "Not Found", detail) }
    static func badRequest(_ detail: String) -> Problem { Problem(400, "bad-request", "Bad Request", detail) }
    static func preconditionFailed(_ detail: String) -> Problem {
        Problem(412, "precondition-failed", "Precondition Failed", detail)
    }

    /// The one place where engine and store errors become HTTP statuses.
    static func from(_ error: PlaygroundError) -> Problem {
        switch error {
        case .script(let script):
            var problem = Problem(400, "script-error", "Script error", script.description)
            problem.line = script.line
            problem.column = script.column
            return problem
        case .exception(let exception, let log, let diagnostics):
            var problem = Problem(422, "uikit-exception", "UIKit exception", "\(exception.name): \(exception.reason)")
            problem.exception = exception
            problem.log = log
            problem.diagnostics = diagnostics
            return problem
        case .limit(let message):
            var problem = Problem(422, "limit-exceeded", "Limit exceeded", message)
            problem.limit = message
            return problem
        }
    }
}
