import ContainmentEngine
import HTTPServer

/// Creating (empty, from a preset, or by importing an export), listing and deleting sessions.
extension Routes {
    /// From each session's summary, kept after its last use: listing wakes no dormant session and
    /// waits for no mutation (a restored session not replayed yet is replayed for it).
    func listSessions() -> HTTPResponse {
        let summaries = store.all().map { session in
            let summary = store.summary(of: session)
            return SessionSummary(id: session.id, revision: summary.revision, controllers: summary.controllers,
                                  logLength: summary.logLength)
        }
        return JSONBody.response(200, SessionList(sessions: summaries))
    }

    func createSession(_ request: HTTPRequest) -> HTTPResponse {
        let creation: SessionCreation?
        do throws(Problem) {
            creation = try RequestDecoding.creation(contentType: request.header("Content-Type"), body: request.body)
        } catch { return error.response() }
        // Built before it joins the store: a preset or import that fails leaves no session behind.
        let playground = Playground(limits: configuration.playground)
        var log: [LogEntry] = [], diagnostics: [Diagnostic] = []
        var presetName: String?, imported: Int?
        if let name = creation?.preset {
            guard let preset = presets.preset(named: name) else {
                return Problem.badRequest("no preset '\(name)'; available: \(presets.presets.map(\.name).joined(separator: ", "))").response()
            }
            do throws(PlaygroundError) {
                let report = try playground.run(preset.script)
                (log, diagnostics, presetName) = (report.log, report.diagnostics, preset.name)
            } catch {
                var problem = Problem.from(error)
                problem.detail = "preset '\(preset.name)' failed: " + problem.detail
                return problem.response()
            }
        } else if let scripts = creation?.scripts {
            guard scripts.count <= configuration.maxImportScripts else {
                var problem = Problem(422, "limit-exceeded", "Limit exceeded",
                                      "the document has \(scripts.count) scripts; the limit is \(configuration.maxImportScripts) (maxImportScripts)")
                problem.limit = "maxImportScripts"
                return problem.response()
            }
            for (index, script) in scripts.enumerated() {
                do throws(PlaygroundError) {
                    try playground.run(script.source, settle: script.settle)
                } catch {
                    metrics.scriptError(kind: error.kind)
                    var problem = Problem.from(error)
                    problem.detail = "script \(index) of the import failed: " + problem.detail
                    problem.scriptIndex = index
                    return problem.response()
                }
            }
            imported = scripts.count
            diagnostics = playground.allDiagnostics
        }
        let session: Session
        do throws(SessionStore.StoreError) { session = try store.insert(playground) } catch { return Problem.from(error).response() }
        do throws(SessionStore.StoreError) {
            return try store.withPlayground(session) { playground in
                    let created = CreatedSession(id: session.id, revision: playground.revision, logLength: playground.logCount,
                                             preset: presetName, imported: imported, log: log, diagnostics: diagnostics,
                                             hierarchy: playground.hierarchy())
                return JSONBody.response(201, created, headers: [(name: "Location", value: "/v1/sessions/\(session.id)"), etag(playground)])
            }
        } catch {
            return Problem.from(error).response()
        }
    }

    func deleteSession(_ request: HTTPRequest, _ id: String) -> HTTPResponse {
        if let ifMatch = request.header("If-Match") {
            let failed: Problem?
            do throws(SessionStore.StoreError) {
                let session = try store.session(id)
                failed = try store.withPlayground(session) { Preconditions.ifMatch(ifMatch, revision: $0.revision) }
            } catch { return Problem.from(error).response() }
            if let failed { return failed.response() }
        }
        return store.remove(id) ? HTTPResponse(status: 204) : Problem.from(SessionStore.StoreError.notFound(id)).response()
    }
}

extension PlaygroundError {
    /// The label of `playground_script_errors_total`.
    var kind: String {
        switch self {
        case .script: "script"
        case .exception: "exception"
        case .limit: "limit"
        }
    }
}
