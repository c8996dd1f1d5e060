import ContainmentEngine

/// An `application/problem+json` body (RFC 9457) with the playground's extensions: the one error
/// value of the service. Handlers and the store throw it; `response` renders every one.
package struct Problem: Encodable, Error {
    package var type: String
    package var title: String
    package var status: Int
    package var detail: String
    package var line: Int?
    package var column: Int?
    /// The setting whose limit was hit (`maxSessions`, `maxScriptBytes`...), when there is one.
    package var limit: String?
    package var exception: UIKitException?
    package var log: [LogEntry]?
    package var diagnostics: [Diagnostic]?
    /// For an import: the 0-based index of the script that failed.
    package var scriptIndex: Int?
    /// A fragment of a view controller's method body refused as a file (`cannot find 'addChild'
    /// in scope`): the same statements in the smallest class that runs them (issue 40).
    package var wrapped: WrappedFragment?
    /// Sent as `ETag` with the problem (the session's current revision), not in the body.
    package var etag: String?
    /// The label of `playground_script_errors_total` when the engine refused an input.
    package var engineErrorKind: String?
    /// Sent as `WWW-Authenticate` with a 401.
    package var challenge: String?
    /// Sent as `Retry-After` (seconds) when the failure is transient: a busy service, a journal
    /// that could not be written, a client over its rate.
    package var retryAfterSeconds: Int?

    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, line, column, limit, exception, log, diagnostics, scriptIndex, wrapped
    }

    package struct WrappedFragment: Encodable {
        /// The class whose `viewDidLoad` holds the statements.
        package var className: String
        /// The whole file: the statements wrapped, and the driver that makes the class the root.
        package var script: String

        package init(className: String, script: String) { (self.className, self.script) = (className, script) }
    }

    package init(_ kind: ProblemType, _ detail: String) {
        self.type = kind.uri
        self.status = kind.status
        self.title = kind.title
        self.detail = detail
    }

    package static func notFound(_ detail: String) -> Problem { Problem(.notFound, detail) }
    package static func badRequest(_ detail: String) -> Problem { Problem(.badRequest, detail) }

    package static func sessionNotFound(_ id: String) -> Problem { .notFound("no session '\(id)' (it may have expired after being idle)") }

    package static func tooManySessions(limit: Int) -> Problem {
        var problem = Problem(
            .tooManySessions, "the service holds \(limit) sessions, its limit (maxSessions); delete one or wait for idle ones to expire")
        problem.limit = "maxSessions"
        return problem
    }

    package static func limitExceeded(_ detail: String, setting: String) -> Problem {
        var problem = Problem(.limitExceeded, detail)
        problem.limit = setting
        return problem
    }

    /// The one place where engine errors become problems.
    package init(_ error: PlaygroundError) {
        switch error {
        case .script(let script):
            self.init(.scriptError, script.description)
            line = script.line
            column = script.column
            limit = script.limit?.rawValue
        case .exception(let exception, let log, let diagnostics):
            self.init(.uikitException, "\(exception.name): \(exception.reason)")
            self.exception = exception
            self.log = log
            self.diagnostics = diagnostics
        case .limit(let exceeded):
            self.init(.limitExceeded, exceeded.message)
            limit = exceeded.setting
        case .trap(let trap, let log):
            self.init(.runtimeTrap, trap.description)
            line = trap.line
            column = trap.column
            self.log = log
        case .refused:
            self.init(.journalUnavailable, "the mutation could not be recorded and was undone")
            retryAfterSeconds = 1
        case .interrupted(let message):
            self.init(.serviceBusy, message)
            limit = "requestTimeoutMilliseconds"
            retryAfterSeconds = 1
        }
        engineErrorKind = error.kind
    }

    /// For a session started from several inputs: which one failed.
    package func inInput(_ index: Int, of count: Int) -> Problem {
        var problem = self
        problem.scriptIndex = index
        return problem
    }

    package func withETag(revision: Int) -> Problem {
        var problem = self
        problem.etag = Preconditions.etag(revision: revision)
        return problem
    }
}

extension PlaygroundError {
    /// The label of `playground_script_errors_total`.
    package var kind: String {
        switch self {
        case .script: "script"
        case .exception: "exception"
        case .limit: "limit"
        case .trap: "trap"
        case .refused: "refused"
        case .interrupted: "interrupted"
        }
    }
}
