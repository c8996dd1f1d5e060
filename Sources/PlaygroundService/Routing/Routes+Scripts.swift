import ContainmentEngine
import HTTPServer

/// Running scripts and reading the log.
extension Routes {
    /// One mutation through the store's write door; the answer's JSON is written after the
    /// session's lock is released.
    func runScript(_ request: HTTPRequest, _ parameters: [String: String]) throws(Problem) -> HTTPResponse {
        try admitMutation(request)
        let script = try RequestDecoding.script(
            contentType: request.header("content-type"), body: request.body,
            settleQuery: request.query["settle"])
        let parts = try RequestDecoding.responseParts(request.query["include"])
        let input: SessionInput =
            script.language == "swift"
            ? .swift(source: script.script, settle: script.settle ?? true) : .script(source: script.script, settle: script.settle ?? true)
        let result = try counted { () throws(Problem) in
            try store.mutate(parameters["id"]!, input, ifMatch: request.header("if-match")) { playground, report, accepted in
                ScriptResult(
                    revision: report.revision, language: accepted.language, log: parts.contains(.log) ? report.log : nil,
                    diagnostics: report.diagnostics, logLength: playground.logCount,
                    hierarchy: parts.contains(.hierarchy) ? store.hierarchy(of: parameters["id"]!, playground) : nil,
                    changes: parts.contains(.changes) ? playground.changes() : nil)
            }
        }
        return JSONBody.response(200, result, headers: [(name: "ETag", value: Preconditions.etag(revision: result.revision))])
    }

    /// Counts an input the engine refused in `playground_script_errors_total`, then passes the
    /// problem on.
    func counted<Answer>(_ body: () throws(Problem) -> Answer) throws(Problem) -> Answer {
        do throws(Problem) { return try body() } catch {
            if let kind = error.engineErrorKind { metrics.scriptError(kind: kind) }
            if let limit = error.limit, ServiceMetrics.memoryBudgets.contains(limit) { metrics.budgetRefusal(limit: limit) }
            throw error
        }
    }

    /// A page of the log from sequence `from`, with `Link: <...>; rel="next"` while more follow.
    func logPage(_ request: HTTPRequest, _ parameters: [String: String]) throws(Problem) -> HTTPResponse {
        let from = try RequestDecoding.positiveInteger(request.query["from"], name: "from", default: 1)
        let limit = try RequestDecoding.positiveInteger(request.query["limit"], name: "limit", default: configuration.maxLogPageSize)
        let pageSize = min(limit, configuration.maxLogPageSize)
        let id = parameters["id"]!
        let past = try request.query["revision"].map { (text) throws(Problem) -> Int in try RequestDecoding.integer(text, name: "revision", from: 0) }
        return try store.read(id) { playground, _ throws(Problem) in
            // `?revision=R`: the log as it was after revision R, the entries up to it.
            if let past, past > playground.revision {
                throw Problem.notFound("session '\(id)' has no revision \(past) yet; it is at \(playground.revision)")
            }
            let length = past.map { playground.logCount(atRevision: $0) } ?? playground.logCount
            let entries = playground.logEntries(from: from, limit: min(pageSize, max(0, length - from + 1)))
            let next = entries.last.map { $0.sequence + 1 }.flatMap { $0 <= length ? $0 : nil }
            let first = playground.firstLogSequence
            let truncated =
                from < first
                ? LogPage.Truncation(
                    requestedFrom: from, firstAvailable: first,
                    detail:
                        "entries \(from)–\(first - 1) were dropped: a session keeps its newest \(playground.limits.maxLogEntries) log entries (maxLogEntries)"
                ) : nil
            var headers = [past.map { (name: "ETag", value: Preconditions.etag(revision: $0)) } ?? etag(playground)]
            if let next {
                let revision = past.map { "&revision=\($0)" } ?? ""
                headers.append((name: "Link", value: "</v1/sessions/\(id)/log?from=\(next)&limit=\(pageSize)\(revision)>; rel=\"next\""))
            }
            let page = LogPage(entries: entries, next: next, logLength: length, firstAvailable: first, truncated: truncated)
            return JSONBody.response(200, page, headers: headers)
        }
    }
}
