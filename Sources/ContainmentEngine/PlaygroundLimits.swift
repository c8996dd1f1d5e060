/// Bounds on one session, so no script can exhaust the service.
public struct PlaygroundLimits: Sendable, Codable, Equatable {
    public var maxControllers = 10_000
    public var maxViews = 40_000
    public var maxTreeDepth = 64
    /// Superviews above the deepest view: the hierarchy's walks (layout, snapshots, JSON) recurse.
    public var maxViewDepth = 256
    /// Expressions and blocks inside each other in a script: the front ends' parsers recurse.
    public var maxNestingDepth = 256
    public var maxScriptBytes = 65_536
    public var maxStatementsPerScript = 2_000
    public var maxStepsPerRequest = 200_000
    public var maxCallbackDepth = 128
    /// Log entries kept per session; older ones are dropped (their sequence numbers are not reused).
    public var maxLogEntries = 100_000
    /// Bytes the values one request makes may take in all (strings, collections, objects): a
    /// loop that doubles a string stops here, before the memory is gone.
    public var maxRequestBytes = 32 << 20
    /// The largest single string or collection, in bytes (checked before it is made).
    public var maxValueBytes = 8 << 20
    /// What a session keeps between requests (its front end's globals, objects and captured
    /// variables, and its log), so a session cannot grow a little every request for ever.
    public var maxSessionHeapBytes = 32 << 20
    public init() {}
}
