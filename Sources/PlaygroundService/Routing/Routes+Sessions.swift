import ContainmentEngine
import HTTPServer
import PlaygroundAPI

/// Creating (empty, from a preset, or by importing an export), listing and deleting sessions.
extension Routes {
    /// From each session's summary, kept after its last use: listing wakes no dormant session and
    /// waits for no mutation (a restored session not replayed yet is replayed for it; with a
    /// shared journal, every node's sessions are listed: `SessionStore.listing`).
    func listSessions() -> HTTPResponse {
        let summaries = store.listing().map { id, summary in
            SessionSummary(id: id, revision: summary.revision, controllers: summary.controllers, logLength: summary.logLength)
        }
        return JSONBody.response(200, SessionList(sessions: summaries))
    }

    /// An empty session, a preset's, or an import: its inputs run through the store's door
    /// before the session exists, so one that fails leaves no session behind.
    func createSession(_ request: HTTPRequest) throws(Problem) -> HTTPResponse {
        try admitMutation(request)
        let creation = try RequestDecoding.creation(contentType: request.header("content-type"), body: request.body)
        var inputs: [SessionInput] = []
        var presetName: String?
        if let name = creation?.preset {
            guard let preset = presets.preset(named: name) else {
                throw Problem.badRequest("no preset '\(name)'; available: \(presets.presets.map(\.name).joined(separator: ", "))")
            }
            switch preset.language {
            case "swift": inputs = [.swift(source: preset.script, settle: true)]
            case "objc": inputs = [.objc(source: preset.script, settle: true)]
            default: inputs = [.script(source: preset.script, settle: true)]
            }
            presetName = preset.name
        } else if let scripts = creation?.scripts {
            guard scripts.count <= configuration.maxImportScripts else {
                throw Problem.limitExceeded(
                    "the document has \(scripts.count) scripts; the limit is \(configuration.maxImportScripts) (maxImportScripts)",
                    setting: "maxImportScripts")
            }
            inputs = scripts
        }
        // A named release goes first; with an import it replaces the document's own, so a session
        // can be re-run under another release and the two logs compared.
        if let ios = creation?.ios.flatMap({ IOSVersion($0.text) }) {
            inputs = [.simulate(ios: ios)] + inputs.filter { if case .simulate = $0 { false } else { true } }
        }
        let imported = creation?.scripts.map(\.count)
        let created: CreatedSession
        do throws(Problem) {
            created = try counted { () throws(Problem) in
                try store.create(inputs) { session, playground, reports in
                    CreatedSession(
                        id: session.id, revision: playground.revision, logLength: playground.logCount,
                        preset: presetName, imported: imported,
                        log: presetName != nil ? reports.flatMap(\.log) : [],
                        diagnostics: presetName != nil ? reports.flatMap(\.diagnostics) : imported != nil ? playground.allDiagnostics : [],
                        hierarchy: playground.hierarchy())
                }
            }
        } catch {
            throw Self.failedInput(error, preset: presetName)
        }
        return JSONBody.response(
            201, created,
            headers: [
                (name: "Location", value: "/v1/sessions/\(created.id)"),
                (name: "ETag", value: Preconditions.etag(revision: created.revision)),
            ])
    }

    /// Names the preset, or the import's script, whose input failed.
    private static func failedInput(_ problem: Problem, preset: String?) -> Problem {
        guard let index = problem.scriptIndex else { return problem }
        var problem = problem
        if let preset {
            problem.detail = "preset '\(preset)' failed: " + problem.detail
            problem.scriptIndex = nil
        } else {
            problem.detail = "script \(index) of the import failed: " + problem.detail
        }
        return problem
    }

    func deleteSession(_ request: HTTPRequest, _ id: String) throws(Problem) -> HTTPResponse {
        try store.remove(id, ifMatch: request.header("if-match"))
        return HTTPResponse(status: 204)
    }
}
