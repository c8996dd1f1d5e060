import ContainmentEngine
import Foundation
import Logging
import PlaygroundAPI
import Support
import Synchronization

/// All sessions, bounded in number and evicted when idle, and the one write door to them:
/// `mutate` (and `create`, which starts a session the same way) run a whole transaction in one
/// place. The map has its own lock; each session its own, so one busy session never blocks
/// another. With a journal store, every accepted input is journalled before it is answered, and
/// sessions are restored from their journals at start.
///
/// At most `maxLivePlaygrounds` sessions hold their playground: using one more puts the least
/// recently used others to sleep. Lock order: a session's lock, then the store's; never the
/// store's then a session's, never two sessions' (victims are put to sleep after the user's
/// session lock is released, each under its own lock).
///
/// Why it is about 800 lines over its files: the registry, residency and the write door are
/// one state under one lock order; what could leave did (`Replayer`, `ClusterSync`,
/// `SessionSnapshots`, `Links`, and the journal's roles), and each file is one concern
/// (residency, lifecycle, the cluster's changes applied, figures).
final class SessionStore: Sendable {
    struct Registry {
        var sessions: [String: Session] = [:]
        /// The sessions holding a playground, least recently used first.
        var live = RecencyList<String>()
    }
    let registry = Locked(Registry())
    let evictions = Atomic<Int>(0)
    let replays = Atomic<Int>(0)
    /// Uses served by a live copy as it was, and uses that first had to replay (all of a dormant
    /// session's inputs, or another node's delta).
    let cacheHits = Atomic<Int>(0)
    let cacheMisses = Atomic<Int>(0)
    /// Sessions found damaged (inputs that no longer replay) since start.
    let damages = Atomic<Int>(0)
    /// What all sessions' kept hierarchy JSON may hold (`maxHierarchyCacheBytes`).
    let hierarchyBudget: HierarchyJSONBudget
    /// What all sessions' values may take in the process (`maxProcessHeapBytes`).
    let heapBudget: ProcessHeapBudget
    /// A request's budget (`maxStepsPerRequest`, `maxRequestBytes`), its messages written once:
    /// formatting them for every request cost the flat mutation 5 % of its CPU.
    let requestBudget: RunBudget
    let controllers = Atomic<Int>(0)
    let configuration: ServiceConfiguration
    let limits: PlaygroundLimits
    let maxLive: Int
    /// Where accepted inputs are kept (nil: memory only).
    let journal: (any JournalStore)?
    /// The journal's part in a cluster, when other nodes share it (nil: this node alone).
    let cluster: ClusterSync?
    /// The explorer's long permalinks: kept by the journal store, or in memory when sessions are.
    let links: Links
    /// Engine snapshots, when the journal store keeps them and a setting asks for them.
    let snapshots: SessionSnapshots?
    /// Rebuilds playgrounds from inputs: waking, another node's delta, time travel.
    let replayer: Replayer
    let frontEnds: FrontEnds
    let logger: Logger
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// Told once when a request has run for `longRunMilliseconds`, and before a journal append that
    /// waits (`JournalStore.appendWaits`): the server then lets another request take its turn on
    /// the cores (`WorkerPool.releaseRunningSlot`). Given at creation and
    /// never changed: it was a closure in a `Locked`, set after creation, and every request's
    /// `withLock { $0 }` wrapped it in two more reabstraction thunks (Swift writes a closure
    /// reached `inout` through generic storage back converted): past about 100,000 requests the
    /// chain overflowed a stack when called or freed (LongRunNoticeTests).
    let longRun: @Sendable () -> Void
    static let longRunMilliseconds = 20

    /// A store over `journal`, which may also be a shared journal (the cluster's), a link store
    /// and a snapshot store: the roles it plays are the roles the store uses.
    init(
        configuration: ServiceConfiguration, journal: (any JournalStore)?, frontEnds: FrontEnds = FrontEnds(),
        logger: Logger = Logger(label: "containment-playground"), longRun: @escaping @Sendable () -> Void = {}
    ) {
        self.configuration = configuration
        self.longRun = longRun
        self.logger = logger
        self.limits = configuration.playground
        self.maxLive = max(1, configuration.maxLivePlaygrounds)
        self.journal = journal
        self.cluster = (journal as? any SharedJournal).map { ClusterSync(journal: $0) }
        self.links = Links(store: journal as? any LinkStore ?? MemoryLinkStore(), limit: configuration.maxLinks)
        self.snapshots = (journal as? any SnapshotStore).flatMap { store in
            configuration.snapshotEvery > 0 || configuration.snapshotOnSleepInputs > 0
                ? SessionSnapshots(
                    store: store, every: configuration.snapshotEvery, onSleepInputs: configuration.snapshotOnSleepInputs,
                    limits: configuration.playground)
                : nil
        }
        self.frontEnds = frontEnds
        self.start = clock.now
        self.hierarchyBudget = HierarchyJSONBudget(limit: configuration.maxHierarchyCacheBytes)
        self.requestBudget = RunBudget(configuration.playground)
        self.heapBudget = ProcessHeapBudget(
            limit: configuration.maxProcessHeapBytes > 0 ? configuration.maxProcessHeapBytes : ProcessHeapBudget.defaultLimit())
        self.replayer = Replayer(frontEnds: frontEnds, limits: configuration.playground, heapBudget: heapBudget)
        cluster?.journal.observeChanges { [weak self] change in self?.journalChanged(change) }
    }

    /// The store the configuration asks for: PostgreSQL when `journal` names a database, else
    /// files under `dataDirectory`, or none.
    convenience init(
        configuration: ServiceConfiguration, logger: Logger = Logger(label: "containment-playground"),
        longRun: @escaping @Sendable () -> Void = {}
    ) {
        let journal: (any JournalStore)?
        if let database = configuration.journal {
            do throws(JournalFailure) {
                journal = try PostgresJournalStore(conninfo: database, connections: configuration.journalConnections)
            } catch {
                journal = UnavailableJournalStore(failure: error)
            }
        } else {
            journal = configuration.dataDirectory.map {
                FileJournalStore(directory: $0 + "/sessions", fsync: configuration.journalFsync, linksDirectory: $0 + "/links")
            }
        }
        self.init(configuration: configuration, journal: journal, logger: logger, longRun: longRun)
    }

    var now: Duration { clock.now - start }

    /// The engine's interrupt for a request starting now: a message once
    /// `requestTimeoutMilliseconds` have passed.
    func deadline() -> @Sendable () -> String? {
        let timeout = configuration.requestTimeoutMilliseconds
        let now = ContinuousClock.now
        let end = now + .milliseconds(timeout)
        let long = now + .milliseconds(Self.longRunMilliseconds)
        let notice = longRun
        let told = Atomic<Bool>(false)
        return {
            let now = ContinuousClock.now
            if now >= long, !told.exchange(true, ordering: .relaxed) { notice() }
            return now < end
                ? nil
                : "the request ran longer than \(timeout) ms (requestTimeoutMilliseconds) and was undone; the service is busy, or the script is too heavy"
        }
    }

    // MARK: The write door

    /// Runs `posted` on session `id` as one transaction, in this order:
    /// 1. the front end turns the input into a program, outside any lock (400 / 422); a posted
    ///    `.script` text is the flat language or Swift as `FrontEnds.compile` decides, and is
    ///    journalled as what it was run as;
    /// 2. the session's lock, waking it from its journal if dormant (503);
    /// 3. `If-Match` against the current revision (412, nothing run);
    /// 4. the engine runs the program; an error leaves the session as it was (400 / 422);
    /// 5. the session's history limits (`SessionHistory`: scripts, bytes, steps; 422), then the
    ///    journal appends the input, compare-and-set on the revision, before the mutation is
    ///    committed: if either refuses, the engine rolls the mutation back (503);
    /// 6. the session's inputs, summary, controller count and place among the live sessions.
    /// `answer` runs last, still under the lock, with the input as it was run and journalled (its
    /// language decided); keep it to taking values out of the playground.
    func mutate<Answer>(
        _ id: String, _ posted: SessionInput, ifMatch: String?,
        answer: (Playground, RunReport, SessionInput) -> Answer
    ) throws(Problem) -> Answer {
        let session = try session(id)
        let interrupt = deadline()
        let input: SessionInput, program: any Program
        do throws(PlaygroundError) {
            switch posted {
            case .script(let source, let settle):
                (input, program) = try frontEnds.compile(source, settle: settle, sessionSpeaksSwift: session.speaksSwift, limits: limits)
            case .swift, .objc, .simulate:
                (input, program) = (posted, try frontEnds.program(for: posted, limits: limits))
            }
        } catch {
            throw Problem(error)
        }
        var victims: [Session] = []
        defer { putToSleep(victims) }  // after the session's lock is released
        return try session.withState(now: now) { (state: inout Session.State) throws(Problem) -> Answer in
            let (playground, _) = try wake(session, &state)
            defer { victims = settled(session, &state, playground) }
            // A shared journal's compare-and-set can lose to another node: catch up on what it
            // wrote and run again on the fresher state (with If-Match: 412, the revision moved).
            for attempt in 1... {
                if let failed = Preconditions.ifMatch(ifMatch, revision: playground.revision) { throw failed.withETag(revision: playground.revision) }
                switch try run(input, program, on: playground, in: session, &state, interrupt: interrupt, answer: answer) {
                case .success(let answer): return answer
                case .failure(let failure) where failure.kind == .conflict:
                    cluster?.conflicts.add(1, ordering: .relaxed)
                    guard attempt < Self.maxConflictAttempts else { throw Problem.journalFailed(failure) }
                    try catchUp(session, &state, playground)
                case .failure(let failure) where failure.kind == .missing:
                    dropShared(session, &state)
                    throw Problem.sessionNotFound(id)
                case .failure(let failure):
                    throw Problem.journalFailed(failure)
                }
            }
            fatalError("unreachable: the loop returns or throws")
        }
    }

    /// Runs of one mutation before a node that keeps losing to other writers answers 503.
    static let maxConflictAttempts = 4

    /// Steps 4 to 6 of `mutate`, on the session's playground under its lock. A journal's
    /// failure is returned (the caller decides between catching up and 503); the engine has
    /// then rolled the mutation back.
    private func run<Answer>(
        _ input: SessionInput, _ program: any Program, on playground: Playground, in session: Session, _ state: inout Session.State,
        interrupt: @escaping @Sendable () -> String?, answer: (Playground, RunReport, SessionInput) -> Answer
    ) throws(Problem) -> Result<Answer, JournalFailure> {
        var journalFailure: JournalFailure?
        var excess: Problem?
        var grown = state.history
        let report: RunReport
        let (budget, reserved) = heapBudget.reserve(requestBudget.interrupted(by: interrupt))
        defer { heapBudget.release(reserved) }
        do throws(PlaygroundError) {
            report = try playground.run(program, settle: input.settle, budget: budget) { report in
                let line = JournalFile.line(input)
                grown = grown.adding(lineBytes: line.count, steps: report.steps)
                excess = grown.excess(configuration)
                if excess != nil { return false }
                do throws(JournalFailure) {
                    if cluster != nil { session.withReplica { $0.wrote(report.revision) } }
                    if journal?.appendWaits == true { longRun() }
                    try journal?.append(input, line: line, to: session.id, at: report.revision - 1)
                    return true
                } catch {
                    journalFailure = error
                    return false
                }
            }
        } catch {
            if let journalFailure { return .failure(journalFailure) }
            if let excess { throw excess.withETag(revision: playground.revision) }
            // A text the flat language parses but cannot bind because it is plain Swift (`let x =
            // 5`, `print(x)`) runs as Swift (the failed run was rolled back), or answers Swift's
            // error: the text is Swift, and the flat language's words would mislead.
            if case .script(let source, let settle) = input, case .script(let flatError) = error, flatError.isSwiftOnly {
                let swift: any Program
                do throws(PlaygroundError) {
                    swift = try frontEnds.swift.program(for: source, limits: limits)
                } catch {
                    throw Problem(error).withETag(revision: playground.revision)
                }
                return try run(
                    .swift(source: source, settle: settle), swift, on: playground, in: session, &state, interrupt: interrupt, answer: answer)
            }
            throw Problem(error).withETag(revision: playground.revision)
        }
        state.history = grown
        heapBudget.record(playground, keeps: report.keptBytes)
        snapshots?.takeIfDue(of: session, playground, history: grown)
        if case .live(_, var inputs) = state.residency {
            state.residency = .dormantOnJournal  // drops the enum's reference: the append does not copy
            inputs.append(input)
            state.residency = .live(playground, inputs: inputs)
        }
        session.accepted(CollectionOfOne(input))
        return .success(answer(playground, report, input))
    }

    /// Starts a session from `inputs` (none, a preset's script, or an imported document's) the
    /// way `mutate` runs one: every input through its front end and the engine, then the journal
    /// created with them, and only then the session visible. An input that fails leaves no
    /// session behind; its problem names the input's index when there are several.
    func create<Answer>(_ inputs: [SessionInput], answer: (Session, Playground, [RunReport]) -> Answer) throws(Problem) -> Answer {
        evictIdle()
        let playground = Playground(limits: limits)
        var reports: [RunReport] = []
        var history = SessionHistory()
        let interrupt = deadline()
        for (index, input) in inputs.enumerated() {
            do throws(PlaygroundError) {
                // One budget for the whole request: each input has what the others left.
                let left = configuration.maxSessionSteps - history.steps
                let budget =
                    left < limits.maxStepsPerRequest
                    ? RunBudget(
                        steps: left,
                        exceeded: LimitExceeded(
                            serviceSetting: "maxSessionSteps",
                            "the inputs did more than \(configuration.maxSessionSteps) steps in all (maxSessionSteps), the budget of one import"),
                        interrupt: interrupt)
                    : requestBudget.interrupted(by: interrupt)
                let (limited, reserved) = heapBudget.reserve(budget)
                defer { heapBudget.release(reserved) }
                let report = try playground.run(try frontEnds.program(for: input, limits: limits), settle: input.settle, budget: limited)
                heapBudget.record(playground, keeps: report.keptBytes)
                reports.append(report)
                history = history.adding(input, steps: report.steps)
            } catch {
                throw Problem(error).inInput(index, of: inputs.count)
            }
            if let excess = history.excess(configuration) { throw excess.inInput(index, of: inputs.count) }
        }
        let id = Self.newID()
        let session = Session(id: id, residency: .live(playground, inputs: inputs), now: now)
        session.accepted(inputs)
        // A shared journal counts every node's sessions (a soft bound: two nodes may both take
        // the last place).
        if let shared = cluster?.sessionCount, shared >= configuration.maxSessions {
            throw Problem.tooManySessions(limit: configuration.maxSessions)
        }
        let accepted = registry.withLock { registry -> Bool in
            guard registry.sessions.count < configuration.maxSessions else { return false }
            registry.sessions[id] = session
            return true
        }
        guard accepted else { throw Problem.tooManySessions(limit: configuration.maxSessions) }
        var victims: [Session] = []
        defer { putToSleep(victims) }
        return try session.withState(now: now) { (state: inout Session.State) throws(Problem) -> Answer in
            do throws(JournalFailure) {
                try journal?.create(id, with: inputs)
            } catch {
                registry.withLock { _ = $0.sessions.removeValue(forKey: id) }
                throw Problem.journalFailed(error)
            }
            state.history = history
            snapshots?.takeIfDue(of: session, playground, history: history)
            victims = settled(session, &state, playground)
            return answer(session, playground, reports)
        }
    }

    // MARK: Reads

    /// Runs `body` on session `id`'s playground and accepted inputs under its lock, waking it if
    /// dormant; the session becomes the most recently used.
    func read<Answer>(_ id: String, _ body: (Playground, [SessionInput]) throws(Problem) -> Answer) throws(Problem) -> Answer {
        let session = try session(id)
        var victims: [Session] = []
        defer { putToSleep(victims) }
        return try session.withState(now: now) { (state: inout Session.State) throws(Problem) -> Answer in
            let (playground, inputs) = try wake(session, &state)
            defer { victims = settled(session, &state, playground) }
            return try body(playground, inputs)
        }
    }

    /// Session `id`'s whole hierarchy for an answer, through its `HierarchyJSONCache` (called
    /// inside `read` or `mutate`'s closures, with the playground they give).
    func hierarchy(of id: String, _ playground: Playground) -> HierarchyAnswer {
        guard let session = registry.withLock({ $0.sessions[id] }) else { return .snapshot(playground.hierarchy()) }
        return session.hierarchyJSON.hierarchy(of: playground, budget: hierarchyBudget)
    }

    func session(_ id: String) throws(Problem) -> Session {
        if let session = registry.withLock({ $0.sessions[id] }) { return session }
        // A shared journal: another node may have created it; it is served here from there on.
        guard let cluster, cluster.hasJournal(id) else { throw Problem.sessionNotFound(id) }
        return registered(id)
    }
}
