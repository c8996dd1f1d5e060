import ContainmentEngine
import Synchronization

/// One session: its playground behind a lock, so mutations are serialised, ordered and atomic.
///
/// A session is *live* (it holds its `Playground`) or *dormant* (it holds none, and is rebuilt on
/// its next use by replaying its accepted scripts: the engine is deterministic, so the rebuilt
/// session is identical, log trimming included). Sessions restored from their journal start
/// dormant; the store puts the least recently used live sessions back to sleep when more than
/// `maxLivePlaygrounds` are live. A dormant session replays from its journal when the journal is
/// known to hold exactly its scripts; otherwise (no data directory, or a journal that failed or
/// changed under it) it keeps the scripts in memory, which costs far less than a playground.
///
/// `@unchecked Sendable`: the fields marked "guarded" are only touched inside `lock.withLock`;
/// the summary has its own lock and the access time is atomic, so listing and eviction never
/// wait for a mutation in progress, and never wake a dormant session.
final class Session: @unchecked Sendable {
    let id: String
    let journal: SessionJournal?
    private let limits: PlaygroundLimits
    /// Guards the fields below; its value is the controller count last reported to the store, to
    /// keep its total by differences. (Not `Locked<Void>`: ThreadSanitizer reports the accesses to
    /// a zero-sized value at whatever address follows the object, as races.)
    private let lock = Locked(0)
    /// Nanoseconds on the store's clock at the last use.
    private let lastAccess: Atomic<Int>
    private let cachedSummary: Locked<Summary?>
    /// Called each time the session is rebuilt from its scripts (woken), under its lock.
    private let replayed: @Sendable () -> Void

    // Guarded by `lock`:
    private var playground: Playground?
    /// A dormant session's accepted scripts, when its journal cannot be trusted to replay it.
    private var dormantScripts: [AcceptedScript]?
    /// The journal's size and digest when it holds exactly the session's scripts; nil while
    /// unknown (not read yet, or a write failed).
    private var journalMark: SessionJournal.Mark?

    /// What `GET /v1/sessions` shows, kept after each use so listing needs no playground.
    struct Summary: Equatable {
        var revision: Int
        var controllers: Int
        var logLength: Int
    }

    init(id: String, playground: Playground?, limits: PlaygroundLimits, journal: SessionJournal?, now: Duration,
         replayed: @escaping @Sendable () -> Void) {
        self.id = id
        self.playground = playground
        self.limits = limits
        self.journal = journal
        self.lastAccess = Atomic(now.nanoseconds)
        self.cachedSummary = Locked(playground.map(Summary.init))
        self.replayed = replayed
    }

    /// Runs `body` with exclusive access to the playground, replaying it first if dormant.
    /// `changedControllers` receives the change in controller count the body caused. After the
    /// body, still under the lock, `keepLive` tells whether the session may stay live: if not,
    /// it goes back to sleep before the lock is released. `now` nil leaves the access time.
    /// Throws, without running `body`, when a dormant session's journal no longer holds what the
    /// service wrote (see `wake`).
    func withPlayground<Answer>(now: Duration?, changedControllers: (Int) -> Void = { _ in },
                                keepLive: () -> Bool = { true },
                                _ body: (Playground) -> Answer) throws(SessionJournal.Failure) -> Answer {
        if let now { lastAccess.store(now.nanoseconds, ordering: .relaxed) }
        let outcome: Result<Answer, SessionJournal.Failure> = lock.withLock { countedControllers in
            let current: Playground
            do throws(SessionJournal.Failure) { current = try wake() } catch { return .failure(error) }
            defer {
                // `journalLastRun` may have rebuilt the playground: read the current one.
                if let playground {
                    let count = playground.controllerCount
                    if count != countedControllers { changedControllers(count - countedControllers); countedControllers = count }
                    let summary = Summary(playground)
                    cachedSummary.withLock { $0 = summary }
                }
                if !keepLive() { sleepLocked() }
            }
            return .success(body(current))
        }
        return try outcome.get()
    }

    /// Writes the mutation just run to the journal. Call inside `withPlayground`, after a
    /// successful `run`. If the write fails, the session is rebuilt without that mutation (the
    /// engine is deterministic), so the failed request leaves it exactly as it was.
    func journalLastRun() throws(SessionJournal.Failure) {
        guard let journal, let current = playground, let last = current.history.last else { return }
        do throws(SessionJournal.Failure) {
            let written = try journal.append(last)
            journalMark?.add(written)
        } catch {
            journalMark = nil  // maybe a torn line: never replay this session from it again
            playground = try? Self.replay(current.history.dropLast(), limits: limits)
            if playground == nil { dormantScripts = Array(current.history.dropLast()) }
            throw error
        }
    }

    /// Creates the journal with the scripts the session starts with.
    func createJournal() throws(SessionJournal.Failure) {
        guard let journal else { return }
        let failure: SessionJournal.Failure? = lock.withLock { _ in
            do throws(SessionJournal.Failure) {
                journalMark = try journal.create(with: playground?.history ?? [])
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The store's clock at the last use (never blocks).
    func accessed() -> Duration { .nanoseconds(lastAccess.load(ordering: .relaxed)) }

    /// Revision, controllers and log length as of the last use; nil for a session restored from
    /// its journal and not replayed yet. Never blocks on a mutation, never wakes the session.
    var summary: Summary? { cachedSummary.withLock { $0 } }

    var isDormant: Bool { lock.withLock { _ in playground == nil } }

    enum Residency: Equatable { case live, dormantOnJournal, dormantInMemory }

    /// Where the session's state is now (for tests and diagnostics).
    var residency: Residency {
        lock.withLock { _ in playground != nil ? .live : dormantScripts != nil ? .dormantInMemory : .dormantOnJournal }
    }

    /// Drops the playground if the session is live and `stillIdle()` (asked under the session's
    /// lock, so a session being used is never put to sleep under its user).
    func sleep(if stillIdle: () -> Bool) {
        lock.withLock { _ in
            guard playground != nil, stillIdle() else { return }
            sleepLocked()
        }
    }

    /// For a session leaving the store: waits for a use in progress, then returns the controllers
    /// it had counted (live or dormant) so the store can subtract them.
    func retire() -> Int {
        lock.withLock { countedControllers in
            defer { countedControllers = 0 }
            return countedControllers
        }
    }

    private func sleepLocked() {
        guard let current = playground else { return }
        if !journalHoldsScripts() {
            // A copy without the history's spare capacity: it outlives the playground, often for long.
            var scripts: [AcceptedScript] = []
            scripts.reserveCapacity(current.history.count)
            scripts.append(contentsOf: current.history)
            dormantScripts = scripts
        }
        playground = nil
    }

    /// Whether replaying the journal gives this session: it was written in full (`journalMark`)
    /// and still has that size (not deleted, truncated or appended to by someone else; the
    /// digest is checked when the session wakes).
    private func journalHoldsScripts() -> Bool {
        guard let journal, let expected = journalMark else { return false }
        return journal.size() == expected.bytes
    }

    private func wake() throws(SessionJournal.Failure) -> Playground {
        if let playground { return playground }
        defer { if playground != nil { replayed() } }
        let scripts: [AcceptedScript]
        if let dormantScripts {
            scripts = dormantScripts
            self.dormantScripts = nil
        } else if let journal {
            let read = journal.read()
            // The session slept on a journal that held exactly its scripts (`journalMark`).
            // Anything else (deleted, truncated, appended to, corrupted: another process or a
            // person) would replay a different session, or an empty one, under the same id and
            // revision numbers. Refuse instead, and leave the file as it is for inspection.
            if let expected = journalMark, read.mark != expected || read.warning != nil {
                let found = read.warning ?? (read.mark.bytes == expected.bytes ? "other bytes than were written"
                                                                                : "\(read.mark.bytes) bytes where \(expected.bytes) were written")
                throw SessionJournal.Failure(message: "session \(id) cannot be restored: its journal \(journal.path) changed outside the service while the session was dormant (\(found)); restore the file or delete the session")
            }
            // On a journal found at start, only a torn last line is repaired; a damaged one is
            // kept as it is rather than rewritten without the scripts after the damage.
            if let warning = read.warning, !read.tornLastLine {
                throw SessionJournal.Failure(message: "session \(id) cannot be restored: \(warning); the file is left as it is: repair it or delete the session")
            }
            scripts = read.scripts
            journalMark = read.mark
            // A torn last line must go before anything is appended after it.
            if read.tornLastLine { journalMark = try? journal.create(with: scripts) }
        } else {
            scripts = []
        }
        let restored: Playground
        do throws(ReplayFailure) {
            restored = try Self.replay(scripts[...], limits: limits)
        } catch {
            restored = error.partial  // limits lowered since: keep what still fits
            if error.index < scripts.count { journalMark = nil }
        }
        playground = restored
        return restored
    }

    /// Replays accepted scripts into a new playground; the first one that fails stops it.
    static func replay(_ scripts: ArraySlice<AcceptedScript>, limits: PlaygroundLimits) throws(ReplayFailure) -> Playground {
        let playground = Playground(limits: limits)
        for (index, script) in zip(scripts.indices, scripts) {
            do throws(PlaygroundError) {
                try playground.run(script.source, settle: script.settle)
            } catch {
                throw ReplayFailure(index: index - scripts.startIndex, error: error, partial: playground)
            }
        }
        return playground
    }

    /// `@unchecked Sendable`: it carries a playground, but never leaves the thread that replays.
    struct ReplayFailure: Error, @unchecked Sendable {
        var index: Int
        var error: PlaygroundError
        /// The session up to the failing script.
        var partial: Playground
    }
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
