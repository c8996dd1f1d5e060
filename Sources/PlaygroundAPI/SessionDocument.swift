import ContainmentEngine

/// A session as data: the scripts it accepted, in order, with their settle flags. The engine is
/// deterministic, so replaying them rebuilds the session exactly (log, hierarchy, revision).
/// `GET /v1/sessions/{id}/export` returns one; `POST /v1/sessions` takes one back; the journal
/// stores the same scripts one per line.
package struct SessionDocument: Codable, Equatable {
    package static let formatName = "containment-playground-session"
    package static let currentVersion = 1

    package var format: String? = SessionDocument.formatName
    package var version: Int? = SessionDocument.currentVersion
    /// The revision the scripts lead to, for the reader (replay recomputes it).
    package var revision: Int?
    package var scripts: [SessionInput]

    package init(revision: Int?, scripts: [SessionInput]) { (self.revision, self.scripts) = (revision, scripts) }
}

/// The body of `POST /v1/sessions`: empty, `{"preset": name}`, or an exported session document;
/// any of them with `"ios": "17"`, the release the session simulates.
package struct SessionCreation: Decodable {
    package var preset: String?
    /// A string ("17", "17.4") or a number (17); checked by `RequestDecoding.creation`.
    package var ios: ReleaseName?
    package var format: String?
    package var version: Int?
    /// Ignored (replay recomputes it), but decoded so a wrong type is refused.
    package var revision: Int?
    package var scripts: [SessionInput]?
}

/// An iOS release as a client writes it: `"17"`, `"17.4"` or `17`.
package struct ReleaseName: Decodable {
    package var text: String
    package init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let number = try? value.decode(Int.self) { text = String(number) } else { text = try value.decode(String.self) }
    }
}

/// `POST /v1/sessions/{id}/script` as JSON: `{"script": "...", "settle": true}`.
package struct ScriptRequest: Decodable {
    package var script: String
    package var settle: Bool?
    /// "swift" runs the text as a Swift file; absent, the service decides (`FrontEnds.compile`).
    package var language: String?
    /// A view controller class the Swift file declares, made the window's root after the file
    /// runs (`window.rootViewController = Root()` appended): a paste of classes with no driver.
    package var root: String? = nil
}
