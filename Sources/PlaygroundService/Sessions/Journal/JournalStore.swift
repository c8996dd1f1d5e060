/// Where sessions' accepted inputs are kept durably: the session store's only way to disk, or to
/// a database shared by many nodes (`PostgresJournalStore`). A session's journal holds its inputs in order;
/// the revision of a session is the number of inputs in its journal.
///
/// Calls for one session come serialised (under the session's lock); calls for different
/// sessions come concurrently.
protocol JournalStore: Sendable {
    /// Starts `id`'s journal with the inputs the session starts with (replacing any journal of
    /// that id). Nothing of the session is visible before this succeeds.
    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure)

    /// Appends the input that takes the session from `revision` to `revision + 1`: a
    /// compare-and-set on the revision. Fails, writing nothing, when the journal does not hold
    /// exactly `revision` inputs (another writer won, or its state is unknown). Returns once
    /// the input is as durable as the store promises. `line` is the input's journal line
    /// (`JournalFile.line(input)`), which the caller has built already to weigh the input.
    func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure)

    /// The inputs after the first `revision` ones (0: all). Fails when the journal cannot be
    /// trusted to give the session back (damaged, or changed outside the store).
    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput]

    /// Whether the journal is known to hold exactly the session's `revision` inputs, as this
    /// store wrote them: a session going dormant may then drop its inputs from memory.
    func holds(_ id: String, revision: Int) -> Bool

    /// Deletes `id`'s journal (a deleted or evicted session).
    func remove(_ id: String)

    /// The sessions with a journal, and why any entry was skipped.
    func list() -> (ids: [String], warnings: [String])

    /// Why journals cannot be written now (nil: they can): `/readyz` answers 503 with it.
    func unwritable() -> String?

    /// Whether other processes write the same journals (PostgreSQL): sessions may then appear,
    /// move on and disappear under this one, which learns of it from `exists`, a conflicting
    /// append, and `observeChanges`.
    var isShared: Bool { get }

    /// Whether an append waits for more than memory (a database's round trip, an fsync): the
    /// request then gives its running slot up first, so the cores run other requests meanwhile.
    var appendWaits: Bool { get }

    /// Whether `id` has a journal now (a session another node created).
    func exists(_ id: String) -> Bool

    /// Calls `body` for each change any writer made. Delivered late or never (a cache hint, not
    /// a guarantee; `mayHaveMissed` says when changes may have gone unheard); unshared stores
    /// never call it.
    func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void)

    /// How many sessions the store holds across every node (nil: unshared, the registry knows).
    func sessionCount() -> Int?

    /// Deletes the journals of sessions not written for `seconds`, one node at a time, and
    /// returns their ids; unshared stores leave eviction to the store's own clock.
    func expire(idleFor seconds: Int) -> [String]

    /// Keeps a link's document (the explorer's long permalinks, `POST /v1/links`) under `id` for
    /// good: links outlive sessions, and any node reads what another saved.
    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure)

    /// The document saved under `id`; nil when there is none.
    func link(_ id: String) -> [UInt8]?

    /// How many links the store keeps (bounded by `maxLinks`).
    func linkCount() -> Int

    /// Keeps an engine snapshot of session `id` taken at `revision` as its latest (issue 19):
    /// waking the session, another node and time travel then replay only the inputs after it.
    /// Best effort: a snapshot only saves work, so a failure is not one of the session's.
    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int)

    /// The latest snapshot of session `id`, and the revision it was taken at.
    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])?
}

extension JournalStore {
    /// Appends `input`, building its line.
    func append(_ input: SessionInput, to id: String, at revision: Int) throws(JournalFailure) {
        try append(input, line: JournalFile.line(input), to: id, at: revision)
    }

    var isShared: Bool { false }
    var appendWaits: Bool { false }
    func exists(_ id: String) -> Bool { false }
    func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void) {}
    func expire(idleFor seconds: Int) -> [String] { [] }
    func sessionCount() -> Int? { nil }
}

/// What another writer did to a shared journal.
enum JournalChange: Equatable {
    /// Session `id`'s journal reached `revision`; `sentAt`: the database's clock, in microseconds
    /// since 1970, as it committed it (for the notification's lag).
    case written(id: String, revision: Int, sentAt: Int? = nil)
    case deleted(id: String)
    /// Notifications may have been lost (the listener connected or reconnected): any copy may
    /// be behind.
    case mayHaveMissed
}

/// Why a journal could not do what was asked; the message names the session and the journal,
/// and says what to do. Answered as 503 `journal-unavailable`.
struct JournalFailure: Error, Equatable {
    enum Kind: Equatable {
        case failed
        /// A compare-and-set lost: another writer appended first (a shared store).
        case conflict
        /// The session has no journal any more (another node deleted it).
        case missing
    }

    var message: String
    var kind = Kind.failed
}

extension Problem {
    /// A journal that could not record a write: the write was undone; retry once it can.
    static func journalFailed(_ failure: JournalFailure) -> Problem {
        var problem = Problem(.journalUnavailable, failure.message)
        problem.retryAfterSeconds = 1
        return problem
    }
}

/// Durations in microseconds, kept until taken (at most `capacity`; later ones are dropped until
/// the next take): the notifications' lag between scrapes.
final class LagSamples: Sendable {
    private let samples = Locked([Int]())
    private let capacity: Int

    init(capacity: Int = 10_000) { self.capacity = capacity }

    func record(microseconds: Int) {
        samples.withLock { samples in if samples.count < capacity { samples.append(max(0, microseconds)) } }
    }

    func take() -> [Int] {
        samples.withLock { samples in
            defer { samples.removeAll(keepingCapacity: true) }; return samples
        }
    }
}
