import ContainmentEngine

/// A session as data: the scripts it accepted, in order, with their settle flags. The engine is
/// deterministic, so replaying them rebuilds the session exactly (log, hierarchy, revision).
/// `GET /v1/sessions/{id}/export` returns one; `POST /v1/sessions` takes one back; the journal
/// stores the same scripts one per line.
struct SessionDocument: Codable, Equatable {
    static let formatName = "containment-playground-session"
    static let currentVersion = 1

    var format: String? = SessionDocument.formatName
    var version: Int? = SessionDocument.currentVersion
    /// The revision the scripts lead to, for the reader (replay recomputes it).
    var revision: Int?
    var scripts: [SessionInput]
}

/// The body of `POST /v1/sessions`: empty, `{"preset": name}`, or an exported session document.
struct SessionCreation: Decodable {
    var preset: String?
    var format: String?
    var version: Int?
    /// Ignored (replay recomputes it), but decoded so a wrong type is refused.
    var revision: Int?
    var scripts: [SessionInput]?
}

/// `POST /v1/sessions/{id}/script` as JSON: `{"script": "...", "settle": true}`.
struct ScriptRequest: Decodable {
    var script: String
    var settle: Bool?
    /// "swift" runs the text as a Swift file; absent, the service decides (`FrontEnds.compile`).
    var language: String?
}
