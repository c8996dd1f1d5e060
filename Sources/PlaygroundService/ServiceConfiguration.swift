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
    /// Debian's CodeMirror 5 (`libjs-codemirror`), served at `/vendor/codemirror/` for the
    /// explorer's editor; not copied into the repository. A missing folder leaves the explorer
    /// with its plain text area.
    public var codemirrorDirectory = "/usr/share/javascript/codemirror"
    /// The project's documentation (`docs/`), served at `/docs/` as Markdown: the explorer's
    /// language reference drawer reads it.
    public var docsDirectory = "docs"
    /// Folder of the preset scripts (`*.swift`), listed at `/v1/presets`.
    public var presetsDirectory = "presets"
    /// Folder of the session journals (`sessions/<id>.jsonl`); nil keeps sessions in memory only.
    public var dataDirectory: String?
    /// `fsync` each journal append: survives power loss too, not just a killed process.
    public var journalFsync = false
    /// A PostgreSQL database for the journals (`postgres://user@host:5432/db`, or libpq's
    /// `key=value` form), shared by every node pointing at it; nil uses `dataDirectory`.
    /// docs/operations.md, "Running several nodes".
    public var journal: String?
    /// Connections each node keeps to that database (its worker threads borrow them).
    public var journalConnections = 4
    /// Every this many accepted inputs a session's engine state is written beside its journal
    /// (issue 19), so waking it, another node and time travel replay only the inputs after it.
    /// 0 (the default): never. Off because encoding one takes CPU that grows with the session's
    /// log, which every request shares (docs/operations.md, "Snapshots").
    public var snapshotEvery = 0
    /// A session put to sleep (`maxLivePlaygrounds` reached) with at least this many inputs, and
    /// more than its last snapshot stands for, gets a snapshot then: its next wake loads it
    /// instead of replaying every input, and a busy session pays nothing. 0: never.
    public var snapshotOnSleepInputs = 100
    /// The bytes all sessions may keep of their hierarchies' JSON (`HierarchyJSONCache`); past
    /// it, a session answers from a fresh snapshot. 0: none kept.
    public var maxHierarchyCacheBytes = 64 << 20
    /// The bytes all sessions' values may take in this process (what live sessions keep, and
    /// what running requests make), below the memory the service may use. 0: half of that
    /// memory (the cgroup's `memory.max` when there is one, else the machine's).
    public var maxProcessHeapBytes = 0
    /// Links (`POST /v1/links`: the explorer's long permalinks) the store keeps at most; they are
    /// never evicted, so this bounds their disk. One more answers 422 naming it.
    public var maxLinks = 100_000
    /// Scripts in one imported session document at most.
    public var maxImportScripts = 10_000
    /// Inputs one session may accept; with `maxSessionBytes` and `maxSessionSteps`, what keeps a
    /// session's journal, export and replay bounded (`SessionHistory`).
    public var maxSessionScripts = 10_000
    /// A session's inputs as its export lists them (JSON bytes): below `maxBodyBytes`, so that
    /// every export imports back.
    public var maxSessionBytes = 1_000_000
    /// Engine steps of all a session's inputs together: the work of replaying it (on wake, after
    /// a restart) and the budget of one whole import.
    public var maxSessionSteps = 2_000_000
    /// Wall-clock bound of one mutation or import once it has its session: past it, the engine
    /// stops at its next check and the request answers 503 (`service-busy`), undone. A
    /// backstop behind the step budgets, for work they do not count or a machine overloaded.
    public var requestTimeoutMilliseconds = 2_000
    /// Mutations (scripts, session creations) one client address may send per minute, in bursts
    /// of as many; one more answers 429 with `Retry-After`. 0: no limit (behind a proxy that
    /// limits per client, where every request comes from the proxy's address).
    public var maxMutationsPerMinute = 6_000
    /// Host names this service answers for besides localhost, 127.0.0.1 and [::1] (and the
    /// address it binds), comma-separated; `*`: any (behind a proxy that checks them).
    public var allowedHosts = ""
    /// Origins (`https://name[:port]`) whose pages may mutate sessions besides the service's own,
    /// comma-separated.
    public var allowedOrigins = ""
    /// When set, every `/v1` route needs `Authorization: Bearer <it>` (deployments beyond localhost).
    public var apiToken: String?
    /// When set, `GET /v1/sessions` (the listing of every session) needs it; unset, the listing is off.
    public var adminToken: String?
    /// Per-session bounds enforced by the engine.
    public var playground = PlaygroundLimits()

    public init() {}
}

extension ServiceConfiguration {
    /// The integer settings that must be at least 1, by their names in the configuration file:
    /// a zero would refuse every request (or, for `maxLivePlaygrounds`, put every session to
    /// sleep), so the service refuses to start with one instead.
    nonisolated(unsafe) public static let positiveSettings: [(name: String, path: WritableKeyPath<ServiceConfiguration, Int>)] =
        serviceLimits + sessionLimits

    /// A session's limits (`playground.<name>` in the file), one per `PlaygroundLimits.Key`.
    nonisolated(unsafe) public static let sessionLimits: [(name: String, path: WritableKeyPath<ServiceConfiguration, Int>)] =
        PlaygroundLimits.Key.allCases.map { key in
            let playground: WritableKeyPath<ServiceConfiguration, PlaygroundLimits> = \.playground
            return (key.rawValue, playground.appending(path: key.path))
        }

    /// The service's own limits (a session's are `PlaygroundLimits.Key`).
    nonisolated(unsafe) static let serviceLimits: [(name: String, path: WritableKeyPath<ServiceConfiguration, Int>)] = [
        ("maxSessions", \.maxSessions), ("maxLivePlaygrounds", \.maxLivePlaygrounds),
        ("sessionIdleTTLSeconds", \.sessionIdleTTLSeconds), ("maxLogPageSize", \.maxLogPageSize),
        ("maxImportScripts", \.maxImportScripts), ("maxSessionScripts", \.maxSessionScripts),
        ("maxSessionBytes", \.maxSessionBytes), ("maxSessionSteps", \.maxSessionSteps),
        ("requestTimeoutMilliseconds", \.requestTimeoutMilliseconds), ("maxLinks", \.maxLinks),
    ]

    /// Why the service cannot run with these settings, or nil when it can.
    public var validationFailure: String? {
        if let zero = Self.positiveSettings.first(where: { self[keyPath: $0.path] < 1 }) {
            return "\(zero.name) must be at least 1, got \(self[keyPath: zero.path])"
        }
        guard maxMutationsPerMinute >= 0 else { return "maxMutationsPerMinute must be 0 (no limit) or more, got \(maxMutationsPerMinute)" }
        guard maxProcessHeapBytes >= 0 else { return "maxProcessHeapBytes must be 0 (derived from the memory) or more, got \(maxProcessHeapBytes)" }
        guard maxHierarchyCacheBytes >= 0 else { return "maxHierarchyCacheBytes must be 0 (none kept) or more, got \(maxHierarchyCacheBytes)" }
        // Both bound recursion (parsers, tree walks) on the workers' stacks: beyond this a
        // request could exhaust the stack the service gives them.
        for (name, value) in [("maxNestingDepth", playground.maxNestingDepth), ("maxViewDepth", playground.maxViewDepth)]
        where value > Self.maxRecursionDepth {
            return "\(name) must be at most \(Self.maxRecursionDepth), got \(value)"
        }
        return nil
    }

    /// The highest nesting and view depth the service accepts as settings.
    public static let maxRecursionDepth = 1_024
}
