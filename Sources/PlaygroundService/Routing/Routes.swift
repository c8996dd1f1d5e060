import ContainmentEngine
import Foundation
import HTTPServer

/// The route table.
extension PlaygroundService {
    static func addRoutes(to router: inout Router, store: SessionStore, configuration: ServiceConfiguration,
                          presets: PresetLibrary) {
        router.add("GET", "/v1/presets") { _, _ in
            JSONBody.response(200, ["presets": presets.presets])
        }
        router.add("GET", "/v1/presets/{name}") { _, parameters in
            guard let preset = presets.preset(named: parameters["name"]!) else {
                return Problem.notFound("no preset '\(parameters["name"]!)'; see /v1/presets").response()
            }
            return JSONBody.response(200, preset)
        }
        router.add("GET", "/healthz") { _, _ in
            JSONBody.response(200, ["status": "ok"])
        }
        router.add("GET", "/v1/sessions") { _, _ in
            let summaries = store.all().map { session in
                session.withPlayground(now: store.now) {
                    SessionSummary(id: session.id, revision: $0.revision, controllers: $0.controllerCount, logLength: $0.logCount)
                }
            }
            return JSONBody.response(200, ["sessions": summaries])
        }
        router.add("POST", "/v1/sessions") { request, _ in
            let preset: Preset?
            do throws(Problem) { preset = try decodeCreation(request, presets: presets) } catch { return error.response() }
            let session: Session
            do throws(SessionStore.StoreError) { session = try store.create() } catch { return Problem.from(error).response() }
            return session.withPlayground(now: store.now) { playground in
                var log: [LogEntry] = [], diagnostics: [Diagnostic] = []
                if let preset {
                    do throws(PlaygroundError) {
                        let report = try playground.run(preset.script)
                        (log, diagnostics) = (report.log, report.diagnostics)
                    } catch {
                        store.remove(session.id)
                        var problem = Problem.from(error)
                        problem.detail = "preset '\(preset.name)' failed: " + problem.detail
                        return problem.response()
                    }
                }
                let created = CreatedSession(id: session.id, revision: playground.revision, logLength: playground.logCount,
                                             preset: preset?.name, log: log, diagnostics: diagnostics, hierarchy: playground.hierarchy())
                return JSONBody.response(201, created, headers: [(name: "Location", value: "/v1/sessions/\(session.id)"), etag(playground)])
            }
        }
        router.add("GET", "/v1/sessions/{id}") { _, parameters in
            withSession(store, parameters) { session, playground in
                JSONBody.response(200, sessionDetail(session.id, playground), headers: [etag(playground)])
            }
        }
        router.add("DELETE", "/v1/sessions/{id}") { _, parameters in
            let id = parameters["id"]!
            return store.remove(id) ? HTTPResponse(status: 204) : Problem.from(SessionStore.StoreError.notFound(id)).response()
        }
        router.add("POST", "/v1/sessions/{id}/script") { request, parameters in
            let script: ScriptRequest
            do throws(Problem) { script = try decodeScript(request) } catch { return error.response() }
            return withSession(store, parameters) { _, playground in
                do throws(PlaygroundError) {
                    let report = try playground.run(script.script, settle: script.settle ?? true)
                    let result = ScriptResult(revision: report.revision, log: report.log, diagnostics: report.diagnostics,
                                              logLength: playground.logCount, hierarchy: playground.hierarchy())
                    return JSONBody.response(200, result, headers: [etag(playground)])
                } catch {
                    return Problem.from(error).response(headers: [etag(playground)])
                }
            }
        }
        router.add("GET", "/v1/sessions/{id}/log") { request, parameters in
            let from = Int(request.query["from"] ?? "1")
            let limit = Int(request.query["limit"] ?? String(configuration.maxLogPageSize))
            guard let from, from >= 1, let limit, limit >= 1 else {
                return Problem.badRequest("'from' must be a sequence number >= 1 and 'limit' a count >= 1").response()
            }
            return withSession(store, parameters) { _, playground in
                let entries = playground.logEntries(from: from, limit: min(limit, configuration.maxLogPageSize))
                let next = entries.last.map { $0.sequence + 1 }.flatMap { $0 <= playground.logCount ? $0 : nil }
                return JSONBody.response(200, LogPage(entries: entries, next: next, logLength: playground.logCount),
                                         headers: [etag(playground)])
            }
        }
        router.add("GET", "/v1/sessions/{id}/hierarchy") { request, parameters in
            withSession(store, parameters) { _, playground in
                if prefersText(request) { return JSONBody.text(200, playground.printHierarchy() + "\n", headers: [etag(playground)]) }
                return JSONBody.response(200, playground.hierarchy(), headers: [etag(playground)])
            }
        }
    }

    private static func withSession(_ store: SessionStore, _ parameters: [String: String],
                                    _ body: (Session, Playground) -> HTTPResponse) -> HTTPResponse {
        do throws(SessionStore.StoreError) {
            let session = try store.session(parameters["id"]!)
            return session.withPlayground(now: store.now) { body(session, $0) }
        } catch {
            return Problem.from(error).response()
        }
    }

    private static func sessionDetail(_ id: String, _ playground: Playground) -> SessionDetail {
        SessionDetail(id: id, revision: playground.revision, logLength: playground.logCount, hierarchy: playground.hierarchy())
    }

    private static func etag(_ playground: Playground) -> (name: String, value: String) {
        (name: "ETag", value: "\"\(playground.revision)\"")
    }

    private static func prefersText(_ request: HTTPRequest) -> Bool {
        guard let accept = request.header("Accept") else { return false }
        return accept.contains("text/plain") && !accept.contains("application/json")
    }

    /// An empty body, or JSON `{"preset": "name"}`.
    private static func decodeCreation(_ request: HTTPRequest, presets: PresetLibrary) throws(Problem) -> Preset? {
        guard !request.body.isEmpty else { return nil }
        struct Creation: Decodable { var preset: String? }
        guard let creation = try? JSONDecoder().decode(Creation.self, from: Data(request.body)) else {
            throw Problem.badRequest("invalid JSON: expected an empty body or {\"preset\": \"name\"}")
        }
        guard let name = creation.preset else { return nil }
        guard let preset = presets.preset(named: name) else {
            throw Problem.badRequest("no preset '\(name)'; available: \(presets.presets.map(\.name).joined(separator: ", "))")
        }
        return preset
    }

    /// A `text/plain` script, or JSON `{"script": ..., "settle": ...}`.
    private static func decodeScript(_ request: HTTPRequest) throws(Problem) -> ScriptRequest {
        let contentType = request.header("Content-Type")?.lowercased() ?? "text/plain"
        if contentType.hasPrefix("application/json") {
            do {
                return try JSONDecoder().decode(ScriptRequest.self, from: Data(request.body))
            } catch {
                throw Problem.badRequest("invalid JSON: expected {\"script\": \"...\", \"settle\": true}")
            }
        }
        // curl's --data-binary sends application/x-www-form-urlencoded unless told otherwise:
        // its raw body is the script too.
        guard contentType.hasPrefix("text/plain") || contentType.hasPrefix("application/x-www-form-urlencoded") else {
            throw Problem(415, "unsupported-media-type", "Unsupported Media Type", "send the script as text/plain or as JSON {\"script\": \"...\"}")
        }
        guard let text = String(validating: request.body, as: UTF8.self) else {
            throw Problem.badRequest("the script is not valid UTF-8")
        }
        return ScriptRequest(script: text, settle: request.query["settle"].map { $0 != "false" })
    }
}
