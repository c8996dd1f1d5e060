/// What a run gives its caller: its report when accepted, or the error that refused it (the
/// session restored either way but for what the report says was accepted).
public struct RunReport: Sendable {
    public var revision: Int
    public var log: [LogEntry]
    public var diagnostics: [Diagnostic]
    /// Steps the run took (statements and callbacks): what replaying it will cost.
    public var steps: Int
    /// Bytes its values took (`Playground.allocate`), and what the session keeps after it.
    public var allocatedBytes = 0
    public var keptBytes = 0
}

public enum PlaygroundError: Error, Sendable {
    /// The input does not parse or bind (a front end's located error): the session restored.
    case script(ScriptError)
    /// UIKit raised: the log up to the exception, then the session restored.
    case exception(UIKitException, log: [LogEntry], diagnostics: [Diagnostic])
    /// A limit of the playground was hit: the session restored.
    case limit(LimitExceeded)
    /// User code trapped (`fatalError`, a nil unwrapped...): Swift's message at the line that
    /// trapped, and the log up to it; the session restored.
    case trap(ScriptError, log: [LogEntry])
    /// The caller's `acceptIf` refused the mutation (it could not record it): the session restored.
    case refused
    /// The budget's `interrupt` stopped the run (a deadline passed): the session restored.
    case interrupted(String)
}
