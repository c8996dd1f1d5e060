import ContainmentEngine
import ContainmentScript
import HTTPServer
import PlaygroundAPI

/// The route table: what each route does with the store. Paths and answers are described in
/// `Public/openapi.json` (a test keeps the two in step).
///
/// Why it is about 600 lines over its files: one method a route, in files by resource (sessions,
/// scripts, links, the UIKit catalogue); each only translates between HTTP and the store.
struct Routes: Sendable {
    let store: SessionStore
    let configuration: ServiceConfiguration
    let presets: PresetLibrary
    let metrics: ServiceMetrics
    let rateLimiter: MutationRateLimiter
    let logWriter: LogWriter?

    func add(to router: inout Router) {
        router.add("GET", "/healthz") { _, _ in Self.healthy }
        router.add("GET", "/readyz") { _, _ throws(Problem) in try readiness() }
        router.add("GET", "/metrics") { _, _ in metricsResponse() }
        router.add("GET", "/v1/presets") { _, _ in JSONBody.response(200, ["presets": presets.presets]) }
        router.add("GET", "/v1/uikit") { request, _ in Self.uikitCatalogue(request) }
        router.add("GET", "/v1/presets/{name}") { _, parameters throws(Problem) in try preset(named: parameters["name"]!) }
        router.add("GET", "/v1/sessions") { _, _ in listSessions() }
        router.add("POST", "/v1/sessions") { request, _ throws(Problem) in try createSession(request) }
        router.add("POST", "/v1/links") { request, _ throws(Problem) in try createLink(request) }
        router.add("GET", "/v1/links/{id}") { request, parameters throws(Problem) in try readLink(request, parameters["id"]!) }
        router.add("GET", "/v1/sessions/{id}") { request, parameters throws(Problem) in
            let id = parameters["id"]!
            return try store.read(id) { playground, _ in
                if let unchanged = notModified(request, playground) { return unchanged }
                let detail = SessionDetail(
                    id: id, revision: playground.revision, logLength: playground.logCount,
                    hierarchy: store.hierarchy(of: id, playground))
                return JSONBody.response(200, detail, headers: [etag(playground)])
            }
        }
        router.add("DELETE", "/v1/sessions/{id}") { request, parameters throws(Problem) in try deleteSession(request, parameters["id"]!) }
        router.add("POST", "/v1/sessions/{id}/script", query: ["settle", "include", "root"]) { request, parameters throws(Problem) in
            try runScript(request, parameters)
        }
        router.add("GET", "/v1/sessions/{id}/steps", query: ["revision"]) { request, parameters throws(Problem) in
            try steps(request, parameters["id"]!)
        }
        router.add("GET", "/v1/sessions/{id}/log", query: ["from", "limit", "revision"]) { request, parameters throws(Problem) in
            try logPage(request, parameters)
        }
        router.add("GET", "/v1/sessions/{id}/hierarchy", query: ["revision", "statement", "entry"]) { request, parameters throws(Problem) in
            if let entry = request.query["entry"] {
                // `revision` and `statement` are ignored beside `entry`, but still integers (schemathesis, session 27).
                if let revision = request.query["revision"] { _ = try RequestDecoding.integer(revision, name: "revision", from: 0) }
                if let statement = request.query["statement"] { _ = try RequestDecoding.integer(statement, name: "statement", from: 0) }
                return try hierarchyAtEntry(request, parameters["id"]!, entry)
            }
            if let revision = request.query["revision"] { return try pastHierarchy(request, parameters["id"]!, revision) }
            if let statement = request.query["statement"] {
                // Without a revision: the statements of the latest input.
                let current = try store.read(parameters["id"]!) { playground, _ in playground.revision }
                return try steppedHierarchy(request, parameters["id"]!, current, statement)
            }
            return try store.read(parameters["id"]!) { playground, _ in
                // Two representations share a URL: each has its own ETag (and Vary says so), or a
                // browser revalidating the JSON would be answered 304 and reuse the cached text.
                let text = prefersText(request)
                let tag = text ? Preconditions.textETag(revision: playground.revision) : Preconditions.etag(revision: playground.revision)
                let headers = [(name: "ETag", value: tag), (name: "Vary", value: "Accept")]
                if Preconditions.notModified(request.header("if-none-match"), etag: tag) { return HTTPResponse(status: 304, headers: headers) }
                if text { return JSONBody.text(200, playground.printHierarchy() + "\n", headers: headers) }
                return JSONBody.response(200, store.hierarchy(of: parameters["id"]!, playground), headers: headers)
            }
        }
        router.add("GET", "/v1/sessions/{id}/export", query: ["format"]) { request, parameters throws(Problem) in
            let id = parameters["id"]!
            let format = request.query["format"] ?? (request.header("accept")?.contains("text/x-swift") == true ? "swift" : "json")
            guard format == "json" || format == "swift" else { throw Problem.badRequest("format is json (the default) or swift") }
            return try store.read(id) { playground, inputs in
                if format == "swift" { return swiftExport(request, playground, inputs, id: id) }
                if let unchanged = notModified(request, playground) { return unchanged }
                let document = SessionDocument(revision: playground.revision, scripts: inputs)
                return JSONBody.response(
                    200, document,
                    headers: [
                        etag(playground), (name: "Content-Disposition", value: "attachment; filename=\"session-\(id).json\""),
                    ])
            }
        }
    }

    /// Built once: health checks come often and always answer the same bytes.
    /// Readiness, unlike liveness: whether sessions can be created and written now. With a data
    /// directory, a journal write failed in the last 10 s, or a probe file cannot be written
    /// (a full disk, a read-only or vanished volume), answers 503 saying why.
    private func readiness() throws(Problem) -> HTTPResponse {
        if let reason = store.journal?.unwritable() {
            var problem = Problem(.journalUnavailable, "not ready: \(reason)")
            problem.retryAfterSeconds = 5
            throw problem
        }
        return Self.ready
    }

    static let ready = HTTPResponse(
        status: 200, headers: [(name: "Content-Type", value: "application/json")], body: Array(#"{"status":"ready"}"#.utf8))

    /// Prepared once, with the API's headers: a health probe costs what libmicrohttpd's own does.
    static let healthy = HTTPResponse(
        status: 200, headers: [(name: "Content-Type", value: "application/json; charset=utf-8")] + PlaygroundService.apiHeaders,
        body: Array("{\"status\":\"ok\"}\n".utf8)
    ).preparedOnce()

    // MARK: Shared steps

    /// A mutating request takes a token of its client's bucket first (429 with `Retry-After`).
    func admitMutation(_ request: HTTPRequest) throws(Problem) {
        guard let wait = rateLimiter.admit(request.remoteAddress) else { return }
        var problem = Problem(
            .rateLimited,
            "more than \(configuration.maxMutationsPerMinute) mutations a minute from \(request.remoteAddress.isEmpty ? "this client" : request.remoteAddress) (maxMutationsPerMinute); retry in \(wait) s"
        )
        problem.limit = "maxMutationsPerMinute"
        problem.retryAfterSeconds = wait
        throw problem
    }

    func etag(_ playground: Playground) -> (name: String, value: String) {
        (name: "ETag", value: Preconditions.etag(revision: playground.revision))
    }

    /// 304 when `If-None-Match` names the current revision.
    func notModified(_ request: HTTPRequest, _ playground: Playground) -> HTTPResponse? {
        guard Preconditions.notModified(request.header("if-none-match"), revision: playground.revision) else { return nil }
        return HTTPResponse(status: 304, headers: [etag(playground)])
    }

    /// The hierarchy as it was after `revision` (time travel): the session's first inputs
    /// replayed into a scratch playground, outside the session's lock. Its entity tag is the
    /// revision's, like the live one's: what a revision's hierarchy was never changes.
    private func pastHierarchy(_ request: HTTPRequest, _ id: String, _ text: String) throws(Problem) -> HTTPResponse {
        let revision = try RequestDecoding.integer(text, name: "revision", from: 0)
        if let statement = request.query["statement"] { return try steppedHierarchy(request, id, revision, statement) }
        let inputs = try inputs(of: id, upTo: revision)
        return try replayedHierarchy(request, version: "\(revision)") { () throws(Problem) in
            switch store.replay(inputs, of: id) {
            case .success(let (replayed, _)): return replayed
            case .failure(let failure): throw failure.problem
            }
        }
    }

    /// A past state's hierarchy, JSON or text as asked, tagged `"<version>"` (`"<version>-text"`):
    /// what a past state was never changes, so a matching `If-None-Match` answers 304 before
    /// anything is replayed.
    private func replayedHierarchy(
        _ request: HTTPRequest, version: String, _ replayed: () throws(Problem) -> Playground
    ) throws(Problem) -> HTTPResponse {
        let asText = prefersText(request)
        let tag = "\"\(version)\(asText ? "-text" : "")\""
        let headers = [(name: "ETag", value: tag), (name: "Vary", value: "Accept")]
        if Preconditions.notModified(request.header("if-none-match"), etag: tag) { return HTTPResponse(status: 304, headers: headers) }
        let playground = try replayed()
        if asText { return JSONBody.text(200, playground.printHierarchy() + "\n", headers: headers) }
        return JSONBody.response(200, playground.hierarchy(), headers: headers)
    }

    /// Stepping through an input (`?revision=R&statement=K`): the hierarchy after the first K
    /// top-level statements of revision R's input, before the run loop turned (K = 0: revision
    /// R-1's). `GET .../steps?revision=R` says where each statement is.
    private func steppedHierarchy(_ request: HTTPRequest, _ id: String, _ revision: Int, _ text: String) throws(Problem) -> HTTPResponse {
        let statement = try RequestDecoding.integer(text, name: "statement", from: 0)
        guard revision >= 1 else { throw Problem.notFound("revision 0 of session '\(id)' has no input, so no statements to step through") }
        let inputs = try inputs(of: id, upTo: revision)
        let count = try store.replayer.steps(of: inputs[revision - 1]).count
        guard statement <= count else {
            throw Problem.notFound("revision \(revision) of session '\(id)' has \(count) top-level statements; 'statement' goes from 0 to \(count)")
        }
        return try replayedHierarchy(request, version: "\(revision).\(statement)") { () throws(Problem) in
            try store.replayer.replay(inputs, stoppingAfter: statement)
        }
    }

    /// Stepping through callbacks (`?entry=S`): the hierarchy as log entry S (its sequence
    /// number) was logged, whichever input and run-loop turn logged it (an entry names a point
    /// of the whole log: `revision` and `statement` beside it are ignored). Tagged `"e<S>"`:
    /// what the state was at an entry never changes.
    private func hierarchyAtEntry(_ request: HTTPRequest, _ id: String, _ text: String) throws(Problem) -> HTTPResponse {
        let entry = try RequestDecoding.integer(text, name: "entry", from: 1)
        let (inputs, logged) = try store.read(id) { playground, inputs in (inputs, playground.logCount) }
        guard entry <= logged else {
            throw Problem.notFound("session '\(id)' has logged \(logged) entries; 'entry' goes from 1 to \(logged)")
        }
        return try replayedHierarchy(request, version: "e\(entry)") { () throws(Problem) in
            guard let playground = try store.replayer.replay(inputs, stoppingAtEntry: entry) else {
                throw Problem.notFound("replaying session '\(id)' logged fewer than \(entry) entries")
            }
            return playground
        }
    }

    /// The first `revision` inputs of session `id` (404 past its revision).
    func inputs(of id: String, upTo revision: Int) throws(Problem) -> [SessionInput] {
        try store.read(id) { playground, inputs throws(Problem) in
            guard revision <= playground.revision else {
                throw Problem.notFound("session '\(id)' has no revision \(revision) yet; it is at \(playground.revision)")
            }
            return Array(inputs.prefix(revision))
        }
    }

    /// Where each top-level statement of revision R's input starts: the steps a client can take.
    func steps(_ request: HTTPRequest, _ id: String) throws(Problem) -> HTTPResponse {
        guard let text = request.query["revision"], let revision = Int(text), revision >= 1 else {
            throw Problem.badRequest("'revision' must be an integer from 1: the input whose statements to list")
        }
        let inputs = try inputs(of: id, upTo: revision)
        let steps = try store.replayer.steps(of: inputs[revision - 1])
        return JSONBody.response(
            200,
            InputSteps(revision: revision, language: inputs[revision - 1].language, steps: steps.map { .init(line: $0.line, column: $0.column) }),
            headers: [(name: "ETag", value: "\"\(revision)-steps\"")])
    }

    /// The session as one Swift file that runs the same way when pasted into a new session
    /// (`SessionAsSwift`). Its own entity tag: it is another representation of the revision.
    private func swiftExport(_ request: HTTPRequest, _ playground: Playground, _ inputs: [SessionInput], id: String) -> HTTPResponse {
        let tag = "\"\(playground.revision)-swift\""
        let headers = [
            (name: "ETag", value: tag), (name: "Vary", value: "Accept"),
            (name: "Content-Disposition", value: "attachment; filename=\"session-\(id).swift\""),
        ]
        if Preconditions.notModified(request.header("if-none-match"), etag: tag) { return HTTPResponse(status: 304, headers: headers) }
        let file = SessionAsSwift.file(
            inputs.map { input in
                switch input {
                case .script(let source, let settle): (.flat(source), settle)
                case .swift(let source, let settle): (.swift(source), settle)
                // Kept verbatim (issue 43): the export is a record of the session, and Swift
                // has no spelling for an Objective-C class; it is marked for the reader.
                case .objc(let source, let settle): (.objectiveC(source), settle)
                case .simulate(let version): (.flat("// The session simulates iOS \(version) (\"ios\": \"\(version)\").\n"), false)
                }
            })
        return JSONBody.text(200, file, contentType: "text/x-swift; charset=utf-8", headers: headers)
    }

    func prefersText(_ request: HTTPRequest) -> Bool {
        guard let accept = request.header("accept") else { return false }
        return accept.contains("text/plain") && !accept.contains("application/json")
    }

    private func preset(named name: String) throws(Problem) -> HTTPResponse {
        guard let preset = presets.preset(named: name) else {
            throw Problem.notFound("no preset '\(name)'; see /v1/presets")
        }
        return JSONBody.response(200, preset)
    }

    private func metricsResponse() -> HTTPResponse {
        var figures = store.figures()
        figures.droppedLogLines = logWriter?.dropped ?? 0
        let body = metrics.exposition(figures)
        return HTTPResponse(
            status: 200, headers: [(name: "Content-Type", value: "text/plain; version=0.0.4; charset=utf-8")],
            body: body)
    }
}
