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

/// The body of `POST /v1/sessions`: empty, `{"preset": name}`, or an exported session document;
/// any of them with `"ios": "17"`, the release the session simulates.
struct SessionCreation: Decodable {
    var preset: String?
    /// A string ("17", "17.4") or a number (17); checked by `RequestDecoding.creation`.
    var ios: ReleaseName?
    var format: String?
    var version: Int?
    /// Ignored (replay recomputes it), but decoded so a wrong type is refused.
    var revision: Int?
    var scripts: [SessionInput]?
}

/// An iOS release as a client writes it: `"17"`, `"17.4"` or `17`.
struct ReleaseName: Decodable {
    var text: String
    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let number = try? value.decode(Int.self) { text = String(number) } else { text = try value.decode(String.self) }
    }
}

/// `POST /v1/sessions/{id}/script` as JSON: `{"script": "...", "settle": true}`.
struct ScriptRequest: Decodable {
    var script: String
    var settle: Bool?
    /// "swift" runs the text as a Swift file; absent, the service decides (`FrontEnds.compile`).
    var language: String?
    /// A view controller class the Swift file declares, made the window's root after the file
    /// runs (`window.rootViewController = Root()` appended): a paste of classes with no driver.
    var root: String? = nil
}
