import ContainmentEngine
import Foundation
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
final class SessionStore: Sendable {
    private struct Registry {
        var sessions: [String: Session] = [:]
        /// The sessions holding a playground, least recently used first.
        var live = RecencyList<String>()
    }
    private let registry = Locked(Registry())
    private let evictions = Atomic<Int>(0)
    private let replays = Atomic<Int>(0)
    private let controllers = Atomic<Int>(0)
    let configuration: ServiceConfiguration
    private let limits: PlaygroundLimits
    private let maxLive: Int
    let journal: (any JournalStore)?
    let frontEnds: FrontEnds
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(configuration: ServiceConfiguration, journal: (any JournalStore)?, frontEnds: FrontEnds = FrontEnds()) {
        self.configuration = configuration
        self.limits = configuration.playground
        self.maxLive = max(1, configuration.maxLivePlaygrounds)
        self.journal = journal
        self.frontEnds = frontEnds
        self.start = clock.now
    }

    /// The store the configuration asks for: files under `dataDirectory`, or none.
    convenience init(configuration: ServiceConfiguration) {
        let journal = configuration.dataDirectory.map { FileJournalStore(directory: $0 + "/sessions", fsync: configuration.journalFsync) }
        self.init(configuration: configuration, journal: journal)
    }

    var now: Duration { clock.now - start }

    // MARK: The write door

    /// Runs `posted` on session `id` as one transaction, in this order:
    /// 1. the front end turns the input into a program, outside any lock (400 / 422); a posted
    ///    `.script` text is the flat language or Swift as `FrontEnds.compile` decides, and is
    ///    journalled as what it was run as;
    /// 2. the session's lock, waking it from its journal if dormant (503);
    /// 3. `If-Match` against the current revision (412, nothing run);
    /// 4. the engine runs the program; an error leaves the session as it was (400 / 422);
    /// 5. the journal appends the input, compare-and-set on the revision, before the mutation is
    ///    committed: if it cannot, the engine rolls the mutation back (503);
    /// 6. the session's inputs, summary, controller count and place among the live sessions.
    /// `answer` runs last, still under the lock; keep it to taking values out of the playground.
    func mutate<Answer>(
        _ id: String, _ posted: SessionInput, ifMatch: String?,
        answer: (Playground, RunReport) -> Answer
    ) throws(Problem) -> Answer {
        let session = try session(id)
        let input: SessionInput, program: any Program
        do throws(PlaygroundError) {
            switch posted {
            case .script(let source, let settle):
                (input, program) = try frontEnds.compile(source, settle: settle, sessionSpeaksSwift: session.speaksSwift, limits: limits)
            case .swift:
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
            if let failed = Preconditions.ifMatch(ifMatch, revision: playground.revision) { throw failed.withETag(revision: playground.revision) }
            var journalFailure: JournalFailure?
            let report: RunReport
            do throws(PlaygroundError) {
                report = try playground.run(program, settle: input.settle) { report in
                    do throws(JournalFailure) {
                        try journal?.append(input, to: id, at: report.revision - 1)
                        return true
                    } catch {
                        journalFailure = error
                        return false
                    }
                }
            } catch {
                if let journalFailure { throw Problem(.journalUnavailable, journalFailure.message) }
                throw Problem(error).withETag(revision: playground.revision)
            }
            if case .live(_, var inputs) = state.residency {
                state.residency = .dormantOnJournal  // drops the enum's reference: the append does not copy
                inputs.append(input)
                state.residency = .live(playground, inputs: inputs)
            }
            session.accepted(CollectionOfOne(input))
            return answer(playground, report)
        }
    }

    /// Starts a session from `inputs` (none, a preset's script, or an imported document's) the
    /// way `mutate` runs one: every input through its front end and the engine, then the journal
    /// created with them, and only then the session visible. An input that fails leaves no
    /// session behind; its problem names the input's index when there are several.
    func create<Answer>(_ inputs: [SessionInput], answer: (Session, Playground, [RunReport]) -> Answer) throws(Problem) -> Answer {
        evictIdle()
        let playground = Playground(limits: limits)
        var reports: [RunReport] = []
        for (index, input) in inputs.enumerated() {
            do throws(PlaygroundError) {
                reports.append(try playground.run(try frontEnds.program(for: input, limits: limits), settle: input.settle))
            } catch {
                throw Problem(error).inInput(index, of: inputs.count)
            }
        }
        let id = Self.newID()
        let session = Session(id: id, residency: .live(playground, inputs: inputs), now: now)
        session.accepted(inputs)
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
                throw Problem(.journalUnavailable, error.message)
            }
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

    func session(_ id: String) throws(Problem) -> Session {
        guard let session = registry.withLock({ $0.sessions[id] }) else { throw Problem.sessionNotFound(id) }
        return session
    }

    // MARK: Residency

    /// The session's playground, replaying its inputs first if it is dormant. Throws 503 when a
    /// dormant session's journal no longer holds what the store wrote (it is left as it was).
    private func wake(_ session: Session, _ state: inout Session.State) throws(Problem) -> (Playground, [SessionInput]) {
        let inputs: [SessionInput]
        switch state.residency {
        case .live(let playground, let inputs): return (playground, inputs)
        case .dormantInMemory(let kept): inputs = kept
        case .dormantOnJournal:
            guard let journal else { inputs = []; break }
            do throws(JournalFailure) { inputs = try journal.inputs(of: session.id, after: 0) } catch {
                throw Problem(.journalUnavailable, error.message)
            }
        }
        let (playground, replayed) = replay(inputs)
        session.accepted(replayed)
        state.residency = .live(playground, inputs: replayed)
        replays.add(1, ordering: .relaxed)
        return (playground, replayed)
    }

    /// Replays inputs into a new playground through their front ends, as `mutate` ran them. The
    /// first that fails (limits lowered since, say) stops it: the session keeps what still fits,
    /// and its journal, holding more, is no longer trusted to replay it.
    func replay(_ inputs: [SessionInput]) -> (Playground, replayed: [SessionInput]) {
        let playground = Playground(limits: limits)
        for (index, input) in inputs.enumerated() {
            do throws(PlaygroundError) {
                try playground.run(try frontEnds.program(for: input, limits: limits), settle: input.settle)
            } catch {
                return (playground, Array(inputs[..<index]))
            }
        }
        return (playground, inputs)
    }

    /// The bookkeeping after a use, under the session's lock: its summary, the controller total,
    /// and its place among the live sessions. Returns the sessions to put to sleep.
    private func settled(_ session: Session, _ state: inout Session.State, _ playground: Playground) -> [Session] {
        let count = playground.controllerCount
        if count != state.countedControllers {
            controllers.add(count - state.countedControllers, ordering: .relaxed)
            state.countedControllers = count
        }
        session.remember(Session.Summary(playground))
        return used(session)
    }

    /// Marks `session` (live, under its lock) the most recently used; returns the live sessions
    /// over the limit, least recently used first, already taken off the live list.
    private func used(_ session: Session) -> [Session] {
        registry.withLock { registry in
            guard registry.sessions[session.id] === session else { return [] }  // removed meanwhile
            registry.live.use(session.id)
            let excess = registry.live.count - maxLive
            guard excess > 0 else { return [] }
            return registry.live.oldest(excess, excluding: session.id).compactMap { id in
                _ = registry.live.remove(id)
                return registry.sessions[id]
            }
        }
    }

    /// Each victim sleeps under its own lock, unless it was used again since it was picked (its
    /// user put it back on the live list) or is being used now (then this waits for that use,
    /// which puts it back).
    private func putToSleep(_ victims: [Session]) {
        for victim in victims {
            victim.withState(now: nil) { state in
                guard registry.withLock({ !$0.live.contains(victim.id) }) else { return }
                sleep(victim, &state)
            }
        }
    }

    /// Drops a live session's playground; its inputs stay in memory unless its journal is known
    /// to hold exactly them.
    private func sleep(_ session: Session, _ state: inout Session.State) {
        guard case .live(let playground, let inputs) = state.residency else { return }
        if let journal, journal.holds(session.id, revision: playground.revision), inputs.count == playground.revision {
            state.residency = .dormantOnJournal
        } else {
            // A copy without the array's spare capacity: it outlives the playground, often for long.
            state.residency = .dormantInMemory(
                Array(unsafeUninitializedCapacity: inputs.count) { buffer, count in
                    count = buffer.initialize(fromContentsOf: inputs)
                })
        }
    }

    // MARK: Listing

    /// The listing's view of a session without disturbing the live set: the summary kept after
    /// its last use, or, for a restored session never replayed, a replay that stays live only if
    /// there is room.
    func summary(of session: Session) -> Session.Summary {
        if let summary = session.summary { return summary }
        // Only a restored session has no summary; one whose journal is damaged cannot be replayed
        // (its routes answer 503) and is listed with zeros.
        return (try? replayRestored(session)) ?? Session.Summary(revision: 0, controllers: 0, logLength: 0)
    }

    /// Replays a restored session without making room for it: it stays live only if there is room.
    private func replayRestored(_ session: Session) throws(Problem) -> Session.Summary {
        try session.withState(now: nil) { (state: inout Session.State) throws(Problem) -> Session.Summary in
            let (playground, _) = try wake(session, &state)
            let count = playground.controllerCount
            controllers.add(count - state.countedControllers, ordering: .relaxed)
            state.countedControllers = count
            let summary = Session.Summary(playground)
            session.remember(summary)
            if !liveIfRoom(session) { sleep(session, &state) }
            return summary
        }
    }

    private func liveIfRoom(_ session: Session) -> Bool {
        registry.withLock { registry in
            guard registry.sessions[session.id] === session else { return false }
            if registry.live.contains(session.id) { return true }
            guard registry.live.count < maxLive else { return false }
            registry.live.use(session.id)
            return true
        }
    }

    func all() -> [Session] {
        registry.withLock { Array($0.sessions.values) }.sorted { $0.id < $1.id }
    }

    var count: Int { registry.withLock { $0.sessions.count } }
    /// Sessions holding their playground now.
    var liveCount: Int { registry.withLock { $0.live.count } }
    var evictionCount: Int { evictions.load(ordering: .relaxed) }
    /// Dormant sessions rebuilt from their inputs since start. Rising with the requests means
    /// more sessions are in use at once than `maxLivePlaygrounds`: each use replays one.
    var replayCount: Int { replays.load(ordering: .relaxed) }
    /// Controllers across the sessions, dormant ones included (restored ones once replayed).
    var controllerCount: Int { controllers.load(ordering: .relaxed) }

    // MARK: Removal

    /// Deletes session `id` and its journal; with `If-Match`, only at that revision (412).
    func remove(_ id: String, ifMatch: String?) throws(Problem) {
        if let ifMatch {
            try read(id) { (playground, _) throws(Problem) in
                if let failed = Preconditions.ifMatch(ifMatch, revision: playground.revision) { throw failed }
            }
        }
        let removed = registry.withLock { registry -> Session? in
            _ = registry.live.remove(id)
            return registry.sessions.removeValue(forKey: id)
        }
        guard let removed else { throw Problem.sessionNotFound(id) }
        forget(removed)
    }

    /// Drops sessions idle longer than the TTL, and their journals. Reads each session's access
    /// time without its lock, so it neither waits for a mutation nor wakes a dormant session.
    func evictIdle() {
        let cutoff = now - .seconds(configuration.sessionIdleTTLSeconds)
        let removed = registry.withLock { registry -> [Session] in
            let idle = registry.sessions.values.filter { $0.accessed() < cutoff }
            for session in idle {
                registry.sessions.removeValue(forKey: session.id)
                _ = registry.live.remove(session.id)
            }
            return idle
        }
        guard !removed.isEmpty else { return }
        removed.forEach(forget)
        evictions.add(removed.count, ordering: .relaxed)
    }

    /// For a session leaving the store: waits for a use in progress, subtracts its controllers
    /// and deletes its journal.
    private func forget(_ session: Session) {
        let counted = session.withState(now: nil) { state in
            defer { state.countedControllers = 0 }
            return state.countedControllers
        }
        controllers.add(-counted, ordering: .relaxed)
        journal?.remove(session.id)
    }

    // MARK: Restoring

    /// Registers every journal in the store as a dormant session (replayed on first use, or by
    /// `wakeAll`). Returns how many, and warnings for entries it skipped.
    func restore() -> (restored: Int, warnings: [String]) {
        guard let journal else { return (0, []) }
        var (ids, warnings) = journal.list()
        var restored = 0
        for id in ids {
            guard restored < configuration.maxSessions else {
                warnings.append("skipped \(id).\(JournalFile.fileExtension): maxSessions reached")
                continue
            }
            let session = Session(id: id, residency: .dormantOnJournal, now: now)
            registry.withLock { $0.sessions[id] = session }
            restored += 1
        }
        ids.removeAll()
        return (restored, warnings)
    }

    /// Replays every restored session not replayed yet (the executable does it in the background
    /// after start), so each has its summary and counts its controllers; as many as
    /// `maxLivePlaygrounds` allows stay live, the others go back to sleep.
    /// Returns, for each session that could not be replayed, why.
    func wakeAll() -> [String] {
        var failures: [String] = []
        for session in all() where session.summary == nil {
            do throws(Problem) {
                _ = try replayRestored(session)
            } catch {
                failures.append(error.detail)
            }
        }
        return failures
    }

    /// 16 random hex digits: unguessable enough for a playground, short enough for a URL.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func isValidID(_ id: String) -> Bool {
        id.utf8.count == 16 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
