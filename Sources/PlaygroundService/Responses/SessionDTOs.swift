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
    /// For an import: how many scripts were replayed.
    var imported: Int?
    var log: [LogEntry]
    var diagnostics: [Diagnostic]
    var hierarchy: HierarchySnapshot
}

struct ScriptResult: Encodable {
    var revision: Int
    var log: [LogEntry]?
    var diagnostics: [Diagnostic]
    var logLength: Int
    var hierarchy: HierarchySnapshot?
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
