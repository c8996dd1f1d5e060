extension PlaygroundLimits {
    /// Each limit by the name of its setting (`playground.<name>` in the configuration file): a
    /// refusal carries the setting to raise as this value, so nothing reads it back out of the
    /// message's words (issue 39, typed seams).
    public enum Key: String, CaseIterable, Sendable, Codable {
        case maxControllers, maxViews, maxTreeDepth, maxViewDepth, maxNestingDepth, maxScriptBytes
        case maxStatementsPerScript, maxStepsPerRequest, maxCallbackDepth, maxLogEntries
        case maxRequestBytes, maxValueBytes, maxSessionHeapBytes

        public var path: WritableKeyPath<PlaygroundLimits, Int> {
            switch self {
            case .maxControllers: \.maxControllers
            case .maxViews: \.maxViews
            case .maxTreeDepth: \.maxTreeDepth
            case .maxViewDepth: \.maxViewDepth
            case .maxNestingDepth: \.maxNestingDepth
            case .maxScriptBytes: \.maxScriptBytes
            case .maxStatementsPerScript: \.maxStatementsPerScript
            case .maxStepsPerRequest: \.maxStepsPerRequest
            case .maxCallbackDepth: \.maxCallbackDepth
            case .maxLogEntries: \.maxLogEntries
            case .maxRequestBytes: \.maxRequestBytes
            case .maxValueBytes: \.maxValueBytes
            case .maxSessionHeapBytes: \.maxSessionHeapBytes
            }
        }
    }

    public subscript(key: Key) -> Int {
        get { self[keyPath: key.path] }
        set { self[keyPath: key.path] = newValue }
    }
}

/// A bound was hit: what the user reads, and the setting that moves the bound.
public struct LimitExceeded: Error, Sendable, Equatable {
    /// The setting's name in the configuration file: a session's (`PlaygroundLimits.Key`) or the
    /// service's own (`maxProcessHeapBytes`); nil for a bound no setting moves.
    public var setting: String?
    public var message: String

    /// A session's limit. The message names the setting in parentheses too, for people: checked
    /// in debug builds, so the two cannot drift apart.
    public init(_ key: PlaygroundLimits.Key, _ message: String) {
        assert(message.contains("(\(key.rawValue))"), "a limit's message names its setting: \(message)")
        setting = key.rawValue
        self.message = message
    }

    /// A bound of the service (its name as in `ServiceConfiguration`), passed down to a run.
    public init(serviceSetting: String, _ message: String) {
        setting = serviceSetting
        self.message = message
    }

    /// A bound no setting moves (the range the interpreter will build, an engine fault).
    public init(fixed message: String) {
        setting = nil
        self.message = message
    }
}
