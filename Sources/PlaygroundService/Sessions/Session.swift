import ContainmentEngine
import Synchronization

/// One session: its state behind a lock, so mutations are serialised, ordered and atomic. The
/// store runs every transaction on it (`SessionStore.mutate`); this type only holds and guards.
///
/// `@unchecked Sendable`: `state` is only touched under its lock; the summary has its own lock
/// and the access time is atomic, so listing and eviction never wait for a mutation in progress
/// and never wake a dormant session.
final class Session: @unchecked Sendable {
    let id: String
    private let state: Locked<State>
    /// Nanoseconds on the store's clock at the last use.
    private let lastAccess: Atomic<Int>
    private let cachedSummary: Locked<Summary?>
    /// It has accepted Swift: later texts that both languages parse are Swift (see `FrontEnds.compile`).
    private let swift = Atomic<Bool>(false)
    /// The highest revision another node is known to have written (a shared journal's
    /// notification): a live copy below it catches up before its next use.
    private let announced = Atomic<Int>(0)
    private let unverified = Atomic<Bool>(false)
    /// The revision of the last snapshot this node offered for it or woke it from (0: none).
    let snapshotRevision = Atomic<Int>(0)
    /// The highest revision this node wrote (set before the append, so that its own write's
    /// notification never looks like another node's) or served.
    private let highestLocalRevision = Atomic<Int>(0)
    /// Uses on this node since its last catch-up in the background: only a session used twice
    /// follows other nodes' writes as they are announced (`SessionStore.journalChanged`).
    private let usesSinceCatchUp = Atomic<Int>(0)
    /// Its hierarchy's JSON node by node, for answers that carry the whole hierarchy.
    let hierarchyJSON = HierarchyJSONCache()

    /// Where a session's state is: the session is the list of its accepted inputs, and a
    /// playground is only a cache of their replay.
    enum Residency {
        /// Holding its playground, and the inputs that built it (for export, and for sleeping
        /// without a trustworthy journal).
        case live(Playground, inputs: [SessionInput])
        /// Holding nothing: its journal holds exactly its inputs and replays it on next use.
        case dormantOnJournal
        /// Holding only its inputs: no journal, or one that cannot be trusted to replay it (a
        /// write failed, it changed under the session, or it holds inputs that no longer replay).
        case dormantInMemory([SessionInput])
        /// Its inputs no longer replay (a limit lowered, an engine changed): it is never served
        /// shorter or different, and nothing is appended after them. Every route but DELETE
        /// answers 503 with the reason; its journal is left as it is.
        case damaged(reason: String)

        enum Kind: Equatable { case live, dormantOnJournal, dormantInMemory, damaged }

        var kind: Kind {
            switch self {
            case .live: .live
            case .dormantOnJournal: .dormantOnJournal
            case .dormantInMemory: .dormantInMemory
            case .damaged: .damaged
            }
        }
    }

    struct State {
        var residency: Residency
        /// The controllers last counted into the store's total, to keep it by differences.
        var countedControllers = 0
        /// The weight of its inputs, known while live (recomputed by each replay).
        var history = SessionHistory()
        /// Deleted or evicted: a request that found it before it left treats it as gone.
        var removed = false
    }

    /// What `GET /v1/sessions` shows, kept after each use so listing needs no playground.
    struct Summary: Equatable {
        var revision: Int
        var controllers: Int
        var logLength: Int
    }

    init(id: String, residency: Residency, now: Duration) {
        self.id = id
        self.state = Locked(State(residency: residency))
        self.lastAccess = Atomic(now.nanoseconds)
        self.cachedSummary = Locked(nil)
    }

    /// Runs `body` with the session's state under its lock; `now` (nil: leave it) is the use's
    /// time on the store's clock.
    func withState<Answer, Failure: Error>(now: Duration?, _ body: (inout State) throws(Failure) -> Answer) throws(Failure) -> Answer {
        if let now { lastAccess.store(now.nanoseconds, ordering: .relaxed) }
        return try state.withLock(body)
    }

    /// The store's clock at the last use (never blocks).
    func accessed() -> Duration { .nanoseconds(lastAccess.load(ordering: .relaxed)) }

    /// Revision, controllers and log length as of the last use; nil for a session restored from
    /// its journal and not replayed yet. Never blocks on a mutation, never wakes the session.
    var summary: Summary? { cachedSummary.withLock { $0 } }

    func remember(_ summary: Summary) {
        cachedSummary.withLock { $0 = summary }
        writing(revision: summary.revision)
    }

    /// Notes that this node is writing (or serving) `revision`; never lowers what it knew.
    func writing(revision: Int) { highestLocalRevision.max(revision, ordering: .relaxed) }

    var localRevision: Int { highestLocalRevision.load(ordering: .relaxed) }

    var speaksSwift: Bool { swift.load(ordering: .relaxed) }

    /// Notes that the session's journal has reached `revision` (never lowers it).
    func announce(revision: Int) {
        var current = announced.load(ordering: .relaxed)
        while current < revision {
            let (exchanged, original) = announced.compareExchange(expected: current, desired: revision, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Notes `count` uses on this node (a request served; a catch-up that had nothing to do gives
    /// back what it took).
    func noteUse(_ count: Int = 1) { usesSinceCatchUp.add(count, ordering: .relaxed) }

    /// Whether it was used here at least twice since the last time this answered true: a session
    /// this node serves, not another node's that one request sent here directly woke.
    func takeUses() -> Bool {
        var current = usesSinceCatchUp.load(ordering: .relaxed)
        while current >= 2 {
            let (exchanged, found) = usesSinceCatchUp.compareExchange(expected: current, desired: 0, ordering: .relaxed)
            if exchanged { return true }
            current = found
        }
        return false
    }

    /// Notes that another node may have written it unheard: its next use asks the journal.
    func announceUnknown() { unverified.store(true, ordering: .relaxed) }

    /// Whether another node announced a revision above `revision` (asks without clearing doubt).
    func isAnnounced(above revision: Int) -> Bool { announced.load(ordering: .relaxed) > revision }

    /// Whether a copy at `revision` is behind what another node announced, or may be; asking
    /// clears the doubt (the caller then asks the journal).
    func isBehind(_ revision: Int) -> Bool {
        if unverified.exchange(false, ordering: .relaxed) { return true }
        return announced.load(ordering: .relaxed) > revision
    }

    /// Notes the inputs it accepted (or replayed) for `speaksSwift`.
    func accepted(_ inputs: some Sequence<SessionInput>) {
        if inputs.contains(where: { if case .swift = $0 { true } else { false } }) { swift.store(true, ordering: .relaxed) }
    }

    /// Where the session's state is now (for tests and diagnostics).
    var residency: Residency.Kind { state.withLock { $0.residency.kind } }
}

extension Session.Summary {
    init(_ playground: Playground) {
        self.init(revision: playground.revision, controllers: playground.controllerCount, logLength: playground.logCount)
    }
}

extension Duration {
    /// Whole nanoseconds (an `Int` holds 292 years of them).
    var nanoseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    }
}
