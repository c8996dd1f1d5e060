import ContainmentEngine

/// The service's limits and settings; defaults in `config/playground.json`.
public struct ServiceConfiguration: Sendable, Codable, Equatable {
    /// Sessions held at once; creating one more answers 429 naming this limit.
    public var maxSessions = 1_000
    /// Sessions holding their engine state (a `Playground`) at once. Using one more puts the least
    /// recently used others to sleep: they keep only their scripts (none with a data directory:
    /// the journal has them) and are replayed, identical, on their next use.
    public var maxLivePlaygrounds = 1_000
    /// A session untouched this long is evicted.
    public var sessionIdleTTLSeconds = 3_600
    /// Log entries returned by one page of `GET /v1/sessions/{id}/log` at most.
    public var maxLogPageSize = 1_000
    /// Folder of the explorer's static files, served at `/`.
    public var publicDirectory = "Public"
    /// Folder of the preset scripts (`*.swift`), listed at `/v1/presets`.
    public var presetsDirectory = "presets"
    /// Folder of the session journals (`sessions/<id>.jsonl`); nil keeps sessions in memory only.
    public var dataDirectory: String?
    /// `fsync` each journal append: survives power loss too, not just a killed process.
    public var journalFsync = false
    /// Scripts in one imported session document at most.
    public var maxImportScripts = 10_000
    /// Per-session bounds enforced by the engine.
    public var playground = PlaygroundLimits()

    public init() {}
}

extension ServiceConfiguration {
    /// The integer settings that must be at least 1, by their names in the configuration file:
    /// a zero would refuse every request (or, for `maxLivePlaygrounds`, put every session to
    /// sleep), so the service refuses to start with one instead.
    nonisolated(unsafe) public static let positiveSettings: [(name: String, path: WritableKeyPath<ServiceConfiguration, Int>)] = [
        ("maxSessions", \.maxSessions), ("maxLivePlaygrounds", \.maxLivePlaygrounds),
        ("sessionIdleTTLSeconds", \.sessionIdleTTLSeconds), ("maxLogPageSize", \.maxLogPageSize),
        ("maxImportScripts", \.maxImportScripts),
        ("maxControllers", \.playground.maxControllers), ("maxViews", \.playground.maxViews),
        ("maxTreeDepth", \.playground.maxTreeDepth), ("maxScriptBytes", \.playground.maxScriptBytes),
        ("maxStatementsPerScript", \.playground.maxStatementsPerScript),
        ("maxStepsPerRequest", \.playground.maxStepsPerRequest),
        ("maxCallbackDepth", \.playground.maxCallbackDepth), ("maxLogEntries", \.playground.maxLogEntries),
    ]

    /// Why the service cannot run with these settings, or nil when it can.
    public var validationFailure: String? {
        Self.positiveSettings.first { self[keyPath: $0.path] < 1 }.map { "\($0.name) must be at least 1, got \(self[keyPath: $0.path])" }
    }
}
