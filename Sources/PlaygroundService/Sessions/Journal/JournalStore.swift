import PlaygroundAPI

/// Where sessions' accepted inputs are kept durably: the session store's only way to disk, or to
/// a database shared by many nodes (`PostgresJournalStore`, a `SharedJournal`). A session's
/// journal holds its inputs in order; the revision of a session is the number of inputs in its
/// journal. Links (`LinkStore`) and engine snapshots (`SnapshotStore`) are other stores' roles,
/// which the journal stores also play.
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

    /// Whether an append waits for more than memory (a database's round trip, an fsync): the
    /// request then gives its running slot up first, so the cores run other requests meanwhile.
    var appendWaits: Bool { get }
}

extension JournalStore {
    /// Appends `input`, building its line.
    func append(_ input: SessionInput, to id: String, at revision: Int) throws(JournalFailure) {
        try append(input, line: JournalFile.line(input), to: id, at: revision)
    }

    var appendWaits: Bool { false }
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
