/// One session's simulated application: a window, view controllers, views, a run loop and the
/// callback log. Pure and deterministic: the same scripts always give the same log.
///
/// Not thread-safe: the service serialises access per session.
public final class Playground {
    public let limits: PlaygroundLimits
    let controllers = JournaledTable<ViewController>()
    let views = JournaledTable<View>()
    // Unchecked exclusivity: the engine touches these on every step, and access is already
    // serialised (the runtime check cost ~7% of a mutation).
    @exclusivity(unchecked) var state = RunState()
    @exclusivity(unchecked) private(set) var log: [LogEntry] = []
    /// The sequence number of `log[0]`: older entries were dropped to keep within `maxLogEntries`.
    @exclusivity(unchecked) public private(set) var firstLogSequence = 1
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// Revision of the session: the number of accepted mutations.
    @exclusivity(unchecked) public private(set) var revision = 0
    /// The scripts accepted so far, in order (with their settle flag): replaying them rebuilds the session.
    public private(set) var history: [AcceptedScript] = []

    /// The top-level statement being executed, for log entries and diagnostics.
    @exclusivity(unchecked) var currentLine: Int?
    @exclusivity(unchecked) var steps = 0
    @exclusivity(unchecked) var callbackDepth = 0

    public init(limits: PlaygroundLimits = PlaygroundLimits()) {
        self.limits = limits
        views[Window.viewName] = View(name: Window.viewName, className: "UIWindow", owner: nil)
        views[Window.viewName]!.frame = Rect(x: 0, y: 0, width: state.window.size.width, height: state.window.size.height)
    }

    public var controllerCount: Int { controllers.count }
    /// Entries produced so far, dropped ones included: the sequence number of the last entry.
    public var logCount: Int { firstLogSequence - 1 + log.count }

    /// Log entries with sequence numbers from `sequence` on (1-based), at most `limit` of them;
    /// entries already dropped are skipped (the first returned then starts at `firstLogSequence`).
    public func logEntries(from sequence: Int, limit: Int) -> [LogEntry] {
        let start = max(sequence, firstLogSequence) - firstLogSequence
        guard start < log.count, limit > 0 else { return [] }
        return Array(log[start..<min(log.count, start + limit)])
    }

    public var allDiagnostics: [Diagnostic] { diagnostics }

    /// Parses, binds and runs a script as one atomic mutation. On any error the session is left
    /// exactly as it was; a UIKit exception reports the log produced up to it.
    @discardableResult
    public func run(_ source: String, settle: Bool = true) throws(PlaygroundError) -> RunReport {
        try run(try ParsedScript.parse(source, limits: limits), settle: settle)
    }

    /// Binds and runs a script parsed beforehand (`ParsedScript.parse`), as one atomic mutation:
    /// the same checks, errors and effects as `run(source)`.
    @discardableResult
    public func run(_ parsed: ParsedScript, settle: Bool = true) throws(PlaygroundError) -> RunReport {
        let statements = try bind(parsed)
        let savedState = state, savedLogCount = log.count, savedDiagnosticCount = diagnostics.count
        controllers.begin(); views.begin()
        steps = 0; callbackDepth = 0
        func rollback() {
            controllers.rollback(); views.rollback()
            state = savedState
            log.removeSubrange(savedLogCount...)
            diagnostics.removeSubrange(savedDiagnosticCount...)
            currentLine = nil
        }
        do {
            for statement in statements {
                currentLine = statement.line
                try execute(statement)
            }
            currentLine = nil
            if settle {
                try self.settle()
                reportSettledPitfalls()
            }
        } catch let exception as UIKitException {
            emit(.exception, exception.text, controller: nil)
            let produced = Array(log[savedLogCount...])
            let found = Array(diagnostics[savedDiagnosticCount...])
            rollback()
            throw .exception(exception, log: produced, diagnostics: found)
        } catch let limit as LimitExceeded {
            rollback()
            throw .limit(limit.message)
        } catch {
            rollback()
            throw .limit("unexpected engine error: \(error)")
        }
        controllers.commit(); views.commit()
        let produced = Array(log[savedLogCount...])  // before trimming moves the entries
        dropOldLogEntries()
        revision += 1
        history.append(AcceptedScript(source: parsed.source, settle: settle))
        return RunReport(revision: revision, log: produced, diagnostics: Array(diagnostics[savedDiagnosticCount...]))
    }

    func objectType(_ name: String) -> Binder.ObjectType? {
        if let controller = controllers[name] { return .controller(controller.kind) }
        if let view = views[name], view.owner == nil, name != Window.viewName { return .view(className: view.className) }
        return nil
    }

    // MARK: Log

    /// Appends a log entry; console messages get the contract's `console: ` prefix.
    func emit(_ kind: LogEntry.Kind, _ text: String, controller: String?) {
        let text = kind == .console ? "console: " + text : text
        log.append(LogEntry(sequence: firstLogSequence + log.count, kind: kind, text: text, controller: controller, line: currentLine,
                            revision: revision + 1))
    }

    /// Keeps the newest `maxLogEntries` entries. Trims only once the log is a quarter over the
    /// limit, so a long-lived session does not move its whole log on every request.
    private func dropOldLogEntries() {
        let limit = max(limits.maxLogEntries, 1)
        guard log.count > limit + limit / 4 else { return }
        let dropped = log.count - limit
        log.removeFirst(dropped)
        firstLogSequence += dropped
    }

    func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.line = diagnostic.line ?? currentLine
        diagnostics.append(diagnostic)
    }

    /// Counts work done by one request, so a script whose overrides trigger themselves ends with
    /// a clear error instead of running forever.
    func step() throws {
        steps += 1
        if steps > limits.maxStepsPerRequest {
            throw LimitExceeded(message: "the request did more than \(limits.maxStepsPerRequest) steps (maxStepsPerRequest); does an override trigger itself?")
        }
    }
}

public struct AcceptedScript: Sendable, Equatable, Codable {
    public var source: String
    public var settle: Bool
}

public struct RunReport: Sendable {
    public var revision: Int
    public var log: [LogEntry]
    public var diagnostics: [Diagnostic]
}

public enum PlaygroundError: Error, Sendable {
    /// The script does not parse or bind: nothing ran.
    case script(ScriptError)
    /// UIKit raised: the log up to the exception, then the session restored.
    case exception(UIKitException, log: [LogEntry], diagnostics: [Diagnostic])
    /// A limit of the playground was hit: the session restored.
    case limit(String)
}

struct LimitExceeded: Error { var message: String }

extension Statement {
    func error(_ message: String) -> ScriptError { ScriptError(line: line, column: column, message: message) }
}

/// Bounds on one session, so no script can exhaust the service.
public struct PlaygroundLimits: Sendable, Codable, Equatable {
    public var maxControllers = 10_000
    public var maxViews = 40_000
    public var maxTreeDepth = 64
    public var maxScriptBytes = 65_536
    public var maxStatementsPerScript = 2_000
    public var maxStepsPerRequest = 200_000
    public var maxCallbackDepth = 128
    /// Log entries kept per session; older ones are dropped (their sequence numbers are not reused).
    public var maxLogEntries = 100_000
    public init() {}
}
