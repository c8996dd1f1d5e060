import ContainmentEngine
import PlaygroundAPI

/// The JSON shapes of the session routes.
struct SessionSummary: Encodable {
    var id: String
    var revision: Int
    var controllers: Int
    var logLength: Int
}

struct SessionList: Encodable {
    var sessions: [SessionSummary]
}

struct SessionDetail: Encodable {
    var id: String
    var revision: Int
    var logLength: Int
    var hierarchy: HierarchyAnswer
}

struct CreatedSession: Encodable {
    var id: String
    var revision: Int
    var logLength: Int
    var preset: String?
    /// For an import: how many scripts were replayed.
    var imported: Int?
    var log: [LogEntry]
    var diagnostics: [Diagnostic]
    var hierarchy: HierarchySnapshot
}

struct ScriptResult: Encodable {
    var revision: Int
    /// What the text ran as, `script` (the flat language) or `swift`: an export lists it.
    var language: String
    var log: [LogEntry]?
    var diagnostics: [Diagnostic]
    var logLength: Int
    var hierarchy: HierarchyAnswer?
    /// `?include=changes`: only the nodes this mutation changed (`HierarchyChanges`).
    var changes: HierarchyChanges? = nil
    /// A Swift file of view controller classes that ran nothing: how to run one.
    var driver: DriverSuggestion? = nil
}

/// The view controller classes a file declares (the suggested root first) and the line that
/// makes the root the window's root; `POST .../script?root=Name` runs the file with it.
struct DriverSuggestion: Encodable {
    var classes: [String]
    var root: String
    var driver: String
}

/// `GET /v1/sessions/{id}/steps?revision=R`: where each top-level statement of revision R's
/// input starts; `GET .../hierarchy?revision=R&statement=K` is the state after the first K.
struct InputSteps: Encodable {
    struct Step: Encodable {
        var line: Int
        var column: Int
    }
    var revision: Int
    var language: String
    var steps: [Step]
}

struct LogPage: Encodable {
    var entries: [LogEntry]
    /// The sequence number to ask for next, or nil at the end of the log.
    var next: Int?
    var logLength: Int
    /// The oldest sequence number the session still keeps (see `maxLogEntries`).
    var firstAvailable: Int
    /// Set when `from` asked for entries already dropped: says so instead of a silent gap.
    var truncated: Truncation?

    struct Truncation: Encodable {
        var requestedFrom: Int
        var firstAvailable: Int
        var detail: String
    }
}

// The hot answers write themselves (see `JSONWriter`); the order follows the declarations above.

extension SessionSummary: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("revision", revision)
            json.field("controllers", controllers)
            json.field("logLength", logLength)
        }
    }
}

extension SessionList: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in json.field("sessions", sessions) }
    }
}

extension SessionDetail: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("revision", revision)
            json.field("logLength", logLength)
            json.field("hierarchy", hierarchy)
        }
    }
}

extension CreatedSession: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("revision", revision)
            json.field("logLength", logLength)
            json.field("preset", preset)
            json.field("imported", imported)
            json.field("log", log)
            json.field("diagnostics", diagnostics)
            json.field("hierarchy", hierarchy)
        }
    }
}

extension ScriptResult: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("revision", revision)
            json.field("language", language)
            json.field("log", log)
            json.field("diagnostics", diagnostics)
            json.field("logLength", logLength)
            json.field("hierarchy", hierarchy)
            json.field("changes", changes)
            json.field("driver", driver)
        }
    }
}

extension DriverSuggestion: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("classes", classes)
            json.field("root", root)
            json.field("driver", driver)
        }
    }
}

extension LogPage: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("entries", entries)
            json.field("next", next)
            json.field("logLength", logLength)
            json.field("firstAvailable", firstAvailable)
            json.field("truncated", truncated)
        }
    }
}

extension LogPage.Truncation: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("requestedFrom", requestedFrom)
            json.field("firstAvailable", firstAvailable)
            json.field("detail", detail)
        }
    }
}
