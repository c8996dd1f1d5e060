import ContainmentEngine
import Synchronization

/// One session: its playground behind a lock, so mutations are serialised, ordered and atomic.
/// A session restored from its journal stays dormant (no playground) until first used, so the
/// service starts at once however many sessions it keeps.
///
/// `@unchecked Sendable`: the playground and the controller count are only touched inside
/// `lastAccess.withLock` (the lock guards the access time as its value, and those with it).
final class Session: @unchecked Sendable {
    let id: String
    let journal: SessionJournal?
    private let lastAccess: Locked<Duration>
    private var playground: Playground?
    private let limits: PlaygroundLimits
    /// The controller count last reported to the store, to keep its total by differences.
    private var countedControllers = 0

    init(id: String, playground: Playground?, limits: PlaygroundLimits, journal: SessionJournal?, now: Duration) {
        self.id = id
        self.playground = playground
        self.limits = limits
        self.journal = journal
        self.lastAccess = Locked(now)
    }

    /// Runs `body` with exclusive access to the playground, replaying the journal first if dormant.
    /// `changedControllers` receives the change in controller count the body caused.
    func withPlayground<Result>(now: Duration, changedControllers: (Int) -> Void = { _ in },
                                _ body: (Playground) throws -> Result) rethrows -> Result {
        try lastAccess.withLock { accessed in
            accessed = now
            let current = wake()
            defer {
                let count = playground?.controllerCount ?? 0
                if count != countedControllers { changedControllers(count - countedControllers); countedControllers = count }
            }
            return try body(current)
        }
    }

    /// Writes the mutation just run to the journal. Call inside `withPlayground`, after a
    /// successful `run`. If the write fails, the session is rebuilt without that mutation (the
    /// engine is deterministic), so the failed request leaves it exactly as it was.
    func journalLastRun() throws(SessionJournal.Failure) {
        guard let journal, let current = playground, let last = current.history.last else { return }
        do throws(SessionJournal.Failure) {
            try journal.append(last)
        } catch {
            playground = try? Self.replay(current.history.dropLast(), limits: limits)
            throw error
        }
    }

    func accessed() -> Duration { lastAccess.withLock { $0 } }

    var isDormant: Bool { lastAccess.withLock { _ in playground == nil } }

    /// For a session leaving the store: waits for a mutation in progress, then returns the
    /// controllers it had counted so the store can subtract them.
    func retire() -> Int {
        lastAccess.withLock { _ in
            defer { countedControllers = 0 }
            return countedControllers
        }
    }

    private func wake() -> Playground {
        if let playground { return playground }
        let (scripts, warning) = journal?.read() ?? ([], nil)
        // A torn or unreadable line must go before anything is appended after it.
        if warning != nil { try? journal?.create(with: scripts) }
        let restored: Playground
        do throws(ReplayFailure) {
            restored = try Self.replay(scripts[...], limits: limits)
        } catch {
            restored = error.partial  // limits lowered since: keep what still fits
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
