/// One session's simulated application: a window, view controllers, views, a run loop and the
/// callback log. Pure and deterministic: the same scripts always give the same log.
///
/// Not thread-safe: the service serialises access per session.
///
/// Why it is about 500 lines over its files: the session's state and its one transaction
/// (`run`) are here; the rules live in `Lifecycle/`, `Containment/` and `Program/`.
public final class Playground {
    /// Settable so a replay can run with the request limits lifted (what it replays already
    /// passed them) and then serve with the configured ones.
    @exclusivity(unchecked) public package(set) var limits: PlaygroundLimits
    let controllers = JournaledTable<ViewController>()
    let views = JournaledTable<View>()
    // Unchecked exclusivity: the engine touches these on every step, and access is already
    // serialised (the runtime check cost ~7% of a mutation).
    @exclusivity(unchecked) var state = RunState()
    @exclusivity(unchecked) private(set) var log = CallbackLog()
    /// The sequence number of `log[0]`: older entries were dropped to keep within `maxLogEntries`.
    @exclusivity(unchecked) public private(set) var firstLogSequence = 1
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// Revision of the session: the number of accepted mutations. (The inputs themselves are
    /// the service's: the engine runs programs and never sees their text.)
    @exclusivity(unchecked) public private(set) var revision = 0

    /// The top-level statement being executed, for log entries and diagnostics.
    @exclusivity(unchecked) var currentLine: Int?
    /// The innermost statement being executed (inside an override body, a function or a closure
    /// as well): a log entry's `sourceLine` when it differs from `currentLine`.
    @exclusivity(unchecked) var innermostLine: Int?
    /// Its column, when the front end gave one: where a diagnostic raised there points.
    @exclusivity(unchecked) var innermostColumn: Int?
    @exclusivity(unchecked) var steps = 0
    /// Bytes the run's values took (`allocate`), against `budget.bytes`.
    @exclusivity(unchecked) var allocatedBytes = 0
    /// This run's bounds on `steps` and `allocatedBytes`, and what exceeding them says.
    @exclusivity(unchecked) var budget = RunBudget.unbounded
    @exclusivity(unchecked) var callbackDepth = 0
    /// Controllers whose root view's safe area the layout pass just changed: each gets
    /// `viewSafeAreaInsetsDidChange` when the pass reaches its view (rule 30a). Filled and emptied
    /// within one pass, so no snapshot holds it.
    @exclusivity(unchecked) var safeAreaChanged: Set<String> = []
    /// Whether the window's size changed since the last pass (a rotation, whose inset changes are
    /// not sent to appeared controllers: rule 30a). Set at the start of each pass.
    @exclusivity(unchecked) var windowResizedInPass = false
    /// Callback texts made recently (a cache: the log is the same without it).
    @exclusivity(unchecked) var callTexts = RecentCallTexts()
    /// Front ends' per-session state (`TransactionParticipant`), by front end.
    @exclusivity(unchecked) var participants: [String: any TransactionParticipant] = [:]
    /// A mutation is running (between its begin and its commit or rollback).
    @exclusivity(unchecked) var inMutation = false
    /// Time travel to a callback: the run stops as soon as the log holds this many entries
    /// (counting dropped ones), and what ran so far is kept (`GET .../hierarchy?entry=S`).
    @exclusivity(unchecked) package var stopAtLogCount: Int?
    /// Something the service keeps with the playground and lets go with it (its share of the
    /// process's memory budget): the engine never reads it.
    public var attachment: AnyObject?
    /// Who this playground is, for a cache outside the engine that must tell it from a later one
    /// (an address can be reused): a weak reference to the playground itself gave it a side
    /// table, and every retain and release of it then took the runtime's slow path.
    public let identity = Identity()

    /// An object only compared by identity (`===`); holding it keeps its address unique.
    public final class Identity: Sendable {}

    public init(limits: PlaygroundLimits = PlaygroundLimits()) {
        self.limits = limits
        views[Window.viewName] = View(name: Window.viewName, className: "UIWindow", owner: nil)
        views[Window.viewName]!.frame = Rect(x: 0, y: 0, width: state.window.size.width, height: state.window.size.height)
    }

    /// The state as an `EngineSnapshot`: nil while a mutation runs, or when a front end's
    /// per-session state cannot be written down (`SnapshotParticipant`).
    package func snapshot() -> EngineSnapshot? {
        guard !inMutation else { return nil }
        var states: [String: InstalledParticipantState] = [:]
        for (key, participant) in participants {
            guard let state = (participant as? any SnapshotParticipant)?.snapshotState() else { return nil }
            states[key] = InstalledParticipantState(state)
        }
        return EngineSnapshot(
            revision: revision, firstLogSequence: firstLogSequence, log: CompactLog(log),
            diagnostics: diagnostics,
            controllers: controllers.values, views: views.values, state: state, participants: states)
    }

    /// A playground in the state a snapshot holds: the same hierarchy, log, diagnostics and
    /// revision, and the same answers to every later input as the session it was taken from.
    package init(restoring snapshot: EngineSnapshot, limits: PlaygroundLimits = PlaygroundLimits()) {
        self.limits = limits
        for controller in snapshot.controllers { controllers[controller.name] = controller }
        for view in snapshot.views { views[view.name] = view }
        state = snapshot.state
        log = CallbackLog(snapshot.entries)
        firstLogSequence = snapshot.firstLogSequence
        diagnostics = snapshot.diagnostics
        revision = snapshot.revision
        for (key, installed) in snapshot.participants { participants[key] = installed.code.participant() }
    }

    public var controllerCount: Int { controllers.count }
    /// Entries produced so far, dropped ones included: the sequence number of the last entry.
    public var logCount: Int { firstLogSequence - 1 + log.count }

    /// Log entries with sequence numbers from `sequence` on (1-based), at most `limit` of them;
    /// entries already dropped are skipped (the first returned then starts at `firstLogSequence`).
    public func logEntries(from sequence: Int, limit: Int) -> [LogEntry] {
        let start = max(sequence, firstLogSequence) - firstLogSequence
        guard start < log.count, limit > 0 else { return [] }
        return log.entries(start..<min(log.count, start + limit))
    }

    public var allDiagnostics: [Diagnostic] { diagnostics }

    /// How long the log was once revision `revision` was accepted (dropped entries counted): the
    /// entries up to it are the log as it was then. Entries carry their revision, in order.
    public func logCount(atRevision revision: Int) -> Int {
        var low = 0, high = log.count
        while low < high {
            let middle = (low + high) / 2
            if log[middle].revision <= revision { low = middle + 1 } else { high = middle }
        }
        return firstLogSequence - 1 + low
    }

    /// Runs a front end's program as one atomic mutation, then (with `settle`) lets the run
    /// loop settle. On any error the session is left exactly as it was; a UIKit exception
    /// reports the log produced up to it.
    ///
    /// `accept` sees the report before the mutation is committed: returning false rolls it back
    /// and throws `.refused`. The service records the input in its journal there, so a mutation
    /// its journal could not record is undone in place, without replaying the session.
    ///
    /// `budget` bounds the steps and bytes of this run (default: `maxStepsPerRequest` and
    /// `maxRequestBytes`); a service running several programs for one request (an import) gives
    /// each what the request has left. After the run, what the session keeps (its log, the
    /// front ends' heaps) must fit `maxSessionHeapBytes`, or the run is undone.
    @discardableResult
    package func run(
        _ program: any Program, settle: Bool = true, budget: RunBudget? = nil,
        acceptIf accept: (RunReport) -> Bool = { _ in true }
    ) throws(PlaygroundError) -> RunReport {
        let savedState = state, savedLogCount = log.count, savedDiagnosticCount = diagnostics.count
        controllers.begin(); views.begin()
        for participant in participants.values { participant.begin() }
        inMutation = true
        defer { inMutation = false }
        steps = 0; callbackDepth = 0; allocatedBytes = 0
        self.budget = budget ?? RunBudget(limits)
        func rollback() {
            controllers.rollback(); views.rollback()
            for participant in participants.values { participant.rollback() }
            state = savedState
            log.truncate(to: savedLogCount)
            diagnostics.removeSubrange(savedDiagnosticCount...)
            currentLine = nil
            innermostLine = nil
            innermostColumn = nil
        }
        do {
            try program.run(in: self)
            currentLine = nil
            innermostLine = nil
            innermostColumn = nil
            if settle {
                try self.settle()
                for participant in participants.values { try participant.settled(in: self) }
                reportSettledPitfalls()
            }
        } catch let exception as UIKitException {
            emit(.exception, exception.text, controller: nil)
            let produced = log.entries(from: savedLogCount)
            let found = Array(diagnostics[savedDiagnosticCount...])
            rollback()
            throw .exception(exception, log: produced, diagnostics: found)
        } catch let limit as LimitExceeded {
            rollback()
            throw .limit(limit)
        } catch let interrupted as Interrupted {
            rollback()
            throw .interrupted(interrupted.message)
        } catch let script as ScriptError {
            rollback()
            throw .script(script)
        } catch is StoppedAtEntry {
            // Time travel only: the state as the entry was logged, kept.
            currentLine = nil
            innermostLine = nil
            innermostColumn = nil
        } catch let trap as RuntimeTrap {
            emit(.exception, trap.message, controller: nil)
            let produced = log.entries(from: savedLogCount)
            rollback()
            throw .trap(ScriptError(line: trap.line, column: trap.column, message: trap.message), log: produced)
        } catch {
            rollback()
            throw .limit(LimitExceeded(fixed: "unexpected engine error: \(error)"))
        }
        let kept = keptBytes(allocatedThisRun: allocatedBytes)
        if kept > limits.maxSessionHeapBytes {
            rollback()
            throw .limit(
                LimitExceeded(
                    .maxSessionHeapBytes,
                    "the session would keep \(kept) bytes of values and log, more than \(limits.maxSessionHeapBytes) (maxSessionHeapBytes); the request is undone: keep less in globals and objects, or start a new session"
                ))
        }
        let report = RunReport(
            revision: revision + 1, log: log.entries(from: savedLogCount),  // before trimming drops entries
            diagnostics: Array(diagnostics[savedDiagnosticCount...]), steps: steps, allocatedBytes: allocatedBytes, keptBytes: kept)
        guard accept(report) else {
            rollback()
            throw .refused
        }
        controllers.commit(); views.commit()
        for participant in participants.values { participant.commit() }
        dropOldLogEntries()
        revision += 1
        return report
    }

    // MARK: Log

    /// Appends a log entry; console messages get the contract's `console: ` prefix.
    /// Appends an entry; a console line is UIKit's unless `origin` says the program wrote it.
    func emit(_ kind: LogEntry.Kind, _ text: String, controller: String?, origin: LogEntry.Origin? = nil) {
        let text = kind == .console ? "console: " + text : text
        log.append(
            LogEntry(
                sequence: firstLogSequence + log.count, kind: kind, text: text, controller: controller, line: currentLine,
                sourceLine: innermostLine == currentLine ? nil : innermostLine, revision: revision + 1,
                origin: kind == .console ? origin ?? .uikit : nil))
    }

    /// Keeps the newest `maxLogEntries` entries, after every mutation (`CallbackLog` drops the
    /// oldest without moving the others).
    private func dropOldLogEntries() {
        let limit = max(limits.maxLogEntries, 1)
        guard log.count > limit else { return }
        let dropped = log.count - limit
        log.dropOldest(dropped)
        firstLogSequence += dropped
    }

    /// A diagnostic points at the statement that raised it, however deep (an override's body, a
    /// function it called), with the top-level statement that ran it as `calledFromLine` when
    /// that is another line: in a long file the cause is where the user must look (issue 39).
    func report(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if diagnostic.line == nil, let place = currentPlace { diagnostic.place = place }
        diagnostics.append(diagnostic)
    }

    /// The statement running now: the innermost one, with the top-level one when it is another.
    var currentPlace: SourcePlace? {
        guard let top = currentLine else { return innermostLine.map { SourcePlace(line: $0) } }
        guard let inner = innermostLine, inner != top else { return SourcePlace(line: top) }
        return SourcePlace(line: inner, column: innermostColumn, calledFromLine: top)
    }

    /// Counts work done by one request, so a script whose overrides trigger themselves ends with
    /// a clear error instead of running forever.
    func step() throws {
        steps += 1
        try stopIfAtEntry()
        if steps > budget.steps { throw budget.exceeded }
        if steps & 4095 == 0, let interrupt = budget.interrupt, let message = interrupt() { throw Interrupted(message: message) }
    }

    /// What the session keeps between requests, in bytes: its log and what each front end's
    /// participant holds (an upper bound where measuring exactly would cost a walk of its heap).
    func keptBytes(allocatedThisRun: Int) -> Int {
        var total = log.bytes
        for participant in participants.values {
            total += participant.keptBytes(allocatedThisRun: allocatedThisRun, limit: limits.maxSessionHeapBytes)
        }
        return total
    }

    /// What the session keeps now, between runs (a playground restored from a snapshot has run
    /// nothing yet).
    package var keptBytesAtRest: Int { inMutation ? 0 : keptBytes(allocatedThisRun: 0) }
}

/// The steps and bytes one run may take, and the limit messages when it takes more.
package struct RunBudget: Sendable {
    package var steps: Int
    package var exceeded: LimitExceeded
    /// Bytes the run's values may take in all (`Playground.allocate`), and what exceeding says.
    package var bytes: Int
    package var bytesExceeded: LimitExceeded
    /// Asked every 4096 steps; a message stops the run (`.interrupted`). The engine keeps no
    /// clock: a service's deadline lives here, outside it, and an interrupted run is undone.
    package var interrupt: (@Sendable () -> String?)?

    package init(
        steps: Int, exceeded: LimitExceeded, bytes: Int = .max, bytesExceeded: LimitExceeded = LimitExceeded(fixed: ""),
        interrupt: (@Sendable () -> String?)? = nil
    ) {
        self.steps = steps
        self.exceeded = exceeded
        self.bytes = bytes
        self.bytesExceeded = bytesExceeded
        self.interrupt = interrupt
    }

    /// A request's own budget: `maxStepsPerRequest` and `maxRequestBytes`.
    package init(_ limits: PlaygroundLimits, interrupt: (@Sendable () -> String?)? = nil) {
        self.init(
            steps: limits.maxStepsPerRequest,
            exceeded: LimitExceeded(
                .maxStepsPerRequest,
                "the request did more than \(limits.maxStepsPerRequest) steps (maxStepsPerRequest); does an override trigger itself?"),
            bytes: limits.maxRequestBytes,
            bytesExceeded: LimitExceeded(
                .maxRequestBytes,
                "the request's values took more than \(limits.maxRequestBytes) bytes (maxRequestBytes); does a loop keep growing a string or a collection?"
            ),
            interrupt: interrupt)
    }

    /// No bound: a replay of inputs that were each within their budget when accepted.
    package static let unbounded = RunBudget(steps: .max, exceeded: LimitExceeded(fixed: ""))

    /// At most `bytes` for values, saying `message` past them (a service's process-wide budget
    /// when it has less left than the request's own).
    package func limitingBytes(to bytes: Int, exceeded: @autoclosure () -> LimitExceeded) -> RunBudget {
        guard bytes < self.bytes else { return self }
        var result = self
        result.bytes = bytes
        result.bytesExceeded = exceeded()
        return result
    }

    /// The same budget, stopped by `interrupt` (a request's deadline).
    package func interrupted(by interrupt: @escaping @Sendable () -> String?) -> RunBudget {
        var result = self
        result.interrupt = interrupt
        return result
    }
}

/// `stopAtLogCount` reached: not an error, the end of a time-travel replay.
struct StoppedAtEntry: Error {}

extension Playground {
    /// Stops a time-travel replay once the log reached its entry (checked after a callback is
    /// logged and at every step, so a console line stops at the next one).
    @inline(__always) func stopIfAtEntry() throws {
        if let stop = stopAtLogCount, logCount >= stop { throw StoppedAtEntry() }
    }
}

struct Interrupted: Error {
    var message: String
}

extension Statement {
    package func error(_ message: String, limit: PlaygroundLimits.Key? = nil) -> ScriptError {
        ScriptError(line: line, column: column, message: message, limit: limit)
    }
}
