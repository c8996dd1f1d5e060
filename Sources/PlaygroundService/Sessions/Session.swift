import ContainmentEngine
import PlaygroundAPI
import Support
import Synchronization

/// One session: its state behind a lock, so mutations are serialised, ordered and atomic. The
/// store runs every transaction on it (`SessionStore.mutate`); this type only holds and guards.
///
/// `@unchecked Sendable`: `state` is only touched under its lock; the summary and the replica's
/// knowledge have their own locks and the access time is atomic, so listing, eviction and a
/// cluster's notifications never wait for a mutation in progress and never wake a dormant session.
final class Session: @unchecked Sendable {
    let id: String
    private let state: Locked<State>
    /// Nanoseconds on the store's clock at the last use.
    private let lastAccess: Atomic<Int>
    private let cachedSummary: Locked<Summary?>
    /// It has accepted Swift: later texts that both languages parse are Swift (see `FrontEnds.compile`).
    private let swift = Atomic<Bool>(false)
    /// What this node knows of other nodes' writes to its journal (a shared store only).
    private let replica = Locked(ReplicaState())
    /// The revision of the last snapshot this node offered for it or woke it from (0: none).
    let snapshotRevision = Atomic<Int>(0)
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
    }

    /// Runs `body` on what this node knows of other nodes' writes, under its own lock (never the
    /// state's: notifications are heard while a request holds that).
    func withReplica<Answer>(_ body: (inout ReplicaState) -> Answer) -> Answer { replica.withLock(body) }

    var speaksSwift: Bool { swift.load(ordering: .relaxed) }

    /// Notes the inputs it accepted (or replayed) for `speaksSwift`.
    func accepted(_ inputs: some Sequence<SessionInput>) {
        if inputs.contains(where: {
            switch $0 {
            case .swift, .objc: true;
            default: false
            }
        }) {
            swift.store(true, ordering: .relaxed)
        }
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
