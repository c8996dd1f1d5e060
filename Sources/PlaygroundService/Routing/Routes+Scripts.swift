import ContainmentEngine
import HTTPServer

/// Running scripts and reading the log.
extension Routes {
    /// One mutation: checks `If-Match`, runs the script atomically, journals it, then answers.
    func runScript(_ request: HTTPRequest, _ parameters: [String: String]) -> HTTPResponse {
        let script: ScriptRequest, parts: ResponseParts
        do throws(Problem) {
            script = try RequestDecoding.script(contentType: request.header("Content-Type"), body: request.body,
                                                settleQuery: request.query["settle"])
            parts = try RequestDecoding.responseParts(request.query["include"])
        } catch { return error.response() }
        let session: Session
        do throws(SessionStore.StoreError) { session = try store.session(parameters["id"]!) } catch {
            return Problem.from(error).response()
        }
        switch mutate(session, request, script, parts) {
        case .success(let (result, tag)): return JSONBody.response(200, result, headers: [(name: "ETag", value: tag)])
        case .failure(let failure): return failure.problem.response(headers: failure.etag.map { [$0] } ?? [])
        }
    }

    /// Runs the mutation under the session's lock (waking it if dormant); the answer's JSON is
    /// written by the caller, after the lock.
    private func mutate(_ session: Session, _ request: HTTPRequest, _ script: ScriptRequest,
                        _ parts: ResponseParts) -> Result<(ScriptResult, etag: String), MutationFailure> {
        // The lock is held only to bind, run and journal: the script is parsed before it (parsing
        // needs nothing of the session) and the answer's JSON written after it. A parse error is
        // still reported under the lock, after If-Match, so the answers keep their precedence.
        let parsed = Result { () throws(PlaygroundError) in try ParsedScript.parse(script.script, limits: configuration.playground) }
        do throws(SessionStore.StoreError) {
            return try store.withPlayground(session) { playground in
                run(parsed, settle: script.settle ?? true, on: session, playground, ifMatch: request.header("If-Match"), parts)
            }
        } catch {
            return .failure(MutationFailure(Problem.from(error), etag: nil))  // the session could not be woken
        }
    }

    /// Under the session's lock: If-Match, then the run, then the journal.
    private func run(_ parsed: Result<ParsedScript, PlaygroundError>, settle: Bool, on session: Session, _ playground: Playground,
                     ifMatch: String?, _ parts: ResponseParts) -> Result<(ScriptResult, etag: String), MutationFailure> {
        if let failed = Preconditions.ifMatch(ifMatch, revision: playground.revision) {
            return .failure(MutationFailure(failed, etag: etag(playground)))
        }
        let report: RunReport
        do throws(PlaygroundError) {
            report = try playground.run(parsed.get(), settle: settle)
        } catch {
            metrics.scriptError(kind: error.kind)
            return .failure(MutationFailure(Problem.from(error), etag: etag(playground)))
        }
        do throws(SessionJournal.Failure) { try session.journalLastRun() } catch {
            return .failure(MutationFailure(Problem.from(SessionStore.StoreError.journal(error.message)), etag: nil))
        }
        let result = ScriptResult(revision: report.revision, log: parts.contains(.log) ? report.log : nil,
                                  diagnostics: report.diagnostics, logLength: playground.logCount,
                                  hierarchy: parts.contains(.hierarchy) ? playground.hierarchy() : nil)
        return .success((result, etag(playground).value))
    }

    /// A refused mutation: the problem, and the session's ETag when it is still meaningful.
    struct MutationFailure: Error {
        var problem: Problem
        var etag: (name: String, value: String)?
        init(_ problem: Problem, etag: (name: String, value: String)?) {
            self.problem = problem
            self.etag = etag
        }
    }

    /// A page of the log from sequence `from`, with `Link: <...>; rel="next"` while more follow.
    func logPage(_ request: HTTPRequest, _ parameters: [String: String]) -> HTTPResponse {
        let from: Int, limit: Int
        do throws(Problem) {
            from = try RequestDecoding.positiveInteger(request.query["from"], name: "from", default: 1)
            limit = try RequestDecoding.positiveInteger(request.query["limit"], name: "limit", default: configuration.maxLogPageSize)
        } catch { return error.response() }
        let pageSize = min(limit, configuration.maxLogPageSize)
        return withSession(parameters) { session, playground in
            let entries = playground.logEntries(from: from, limit: pageSize)
            let next = entries.last.map { $0.sequence + 1 }.flatMap { $0 <= playground.logCount ? $0 : nil }
            let first = playground.firstLogSequence
            let truncated = from < first ? LogPage.Truncation(
                requestedFrom: from, firstAvailable: first,
                detail: "entries \(from)–\(first - 1) were dropped: a session keeps its newest \(playground.limits.maxLogEntries) log entries (maxLogEntries)") : nil
            var headers = [etag(playground)]
            if let next {
                headers.append((name: "Link", value: "</v1/sessions/\(session.id)/log?from=\(next)&limit=\(pageSize)>; rel=\"next\""))
            }
            let page = LogPage(entries: entries, next: next, logLength: playground.logCount, firstAvailable: first, truncated: truncated)
            return JSONBody.response(200, page, headers: headers)
        }
    }
}
