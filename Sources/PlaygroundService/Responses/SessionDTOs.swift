import ContainmentEngine

/// The JSON shapes of the session routes.
struct SessionSummary: Encodable {
    var id: String
    var revision: Int
    var controllers: Int
    var logLength: Int
}

struct SessionDetail: Encodable {
    var id: String
    var revision: Int
    var logLength: Int
    var hierarchy: HierarchySnapshot
}

struct CreatedSession: Encodable {
    var id: String
    var revision: Int
    var logLength: Int
    var preset: String?
    var log: [LogEntry]
    var diagnostics: [Diagnostic]
    var hierarchy: HierarchySnapshot
}

struct ScriptResult: Encodable {
    var revision: Int
    var log: [LogEntry]
    var diagnostics: [Diagnostic]
    var logLength: Int
    var hierarchy: HierarchySnapshot
}

struct LogPage: Encodable {
    var entries: [LogEntry]
    /// The sequence number to ask for next, or nil at the end of the log.
    var next: Int?
    var logLength: Int
}

/// `POST /v1/sessions/{id}/script` as JSON: `{"script": "...", "settle": true}`.
struct ScriptRequest: Decodable {
    var script: String
    var settle: Bool?
}
