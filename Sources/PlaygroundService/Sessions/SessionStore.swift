import ContainmentEngine
import Foundation
import Synchronization

/// All sessions, bounded in number and evicted when idle. The map has its own lock; each session
/// its own, so one busy session never blocks another. With a data directory, each session has a
/// journal there, and the store restores them at start.
///
/// At most `maxLivePlaygrounds` sessions hold their playground: using one more puts the least
/// recently used others to sleep (see `Session`). Lock order: a session's lock, then the store's;
/// never the store's then a session's, never two sessions' (victims are put to sleep after the
/// user's session lock is released, each under its own lock).
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
    private let maxLive: Int
    private let journalDirectory: String?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(configuration: ServiceConfiguration) {
        self.configuration = configuration
        self.maxLive = max(1, configuration.maxLivePlaygrounds)
        self.journalDirectory = configuration.dataDirectory.map { $0 + "/sessions" }
        self.start = clock.now
        if let journalDirectory {
            try? FileManager.default.createDirectory(atPath: journalDirectory, withIntermediateDirectories: true)
        }
    }

    var now: Duration { clock.now - start }

    enum StoreError: Error {
        case tooManySessions(limit: Int)
        case notFound(String)
        case journal(String)
    }

    /// Adds a session holding `playground` (already built from a preset or an import) and writes
    /// its journal before anyone can see it.
    func insert(_ playground: Playground) throws(StoreError) -> Session {
        evictIdle()
        let id = Self.newID()
        let journal = journalDirectory.map { SessionJournal(path: "\($0)/\(id).\(SessionJournal.fileExtension)", fsync: configuration.journalFsync) }
        let session = Session(id: id, playground: playground, limits: configuration.playground, journal: journal, now: now,
                              replayed: countReplay)
        let accepted = registry.withLock { registry -> Bool in
            guard registry.sessions.count < configuration.maxSessions else { return false }
            registry.sessions[id] = session
            return true
        }
        guard accepted else { throw .tooManySessions(limit: configuration.maxSessions) }
        do throws(SessionJournal.Failure) {
            try session.createJournal()
        } catch {
            registry.withLock { _ = $0.sessions.removeValue(forKey: id) }
            throw .journal(error.message)
        }
        _ = try? withPlayground(session) { _ in }  // counts its controllers; the newest live session (live: cannot fail)
        return session
    }

    func session(_ id: String) throws(StoreError) -> Session {
        guard let session = registry.withLock({ $0.sessions[id] }) else { throw .notFound(id) }
        return session
    }

    /// Runs `body` on a session's playground under its lock (replaying it first if dormant),
    /// keeping the controller total current; then puts the least recently used others to sleep
    /// if more than `maxLivePlaygrounds` are live.
    func withPlayground<Answer>(_ session: Session, _ body: (Playground) -> Answer) throws(StoreError) -> Answer {
        var victims: [Session] = []
        defer { putToSleep(victims) }  // after the session's lock is released
        do throws(SessionJournal.Failure) {
            return try session.withPlayground(now: now, changedControllers: countControllers,
                                              keepLive: { victims = used(session); return true }, body)
        } catch {
            throw .journal(error.message)
        }
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
                registry.live.remove(id)
                return registry.sessions[id]
            }
        }
    }

    /// Each victim sleeps under its own lock, unless it was used again since it was picked (its
    /// user put it back on the live list) or is being used now (then this waits for that use,
    /// which puts it back).
    private func putToSleep(_ victims: [Session]) {
        for victim in victims {
            victim.sleep(if: { registry.withLock { !$0.live.contains(victim.id) } })
        }
    }

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
    private func replayRestored(_ session: Session) throws(SessionJournal.Failure) -> Session.Summary {
        try session.withPlayground(now: nil, changedControllers: countControllers, keepLive: { liveIfRoom(session) }) { Session.Summary($0) }
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

    @discardableResult
    func remove(_ id: String) -> Bool {
        let removed = registry.withLock { registry -> Session? in
            registry.live.remove(id)
            return registry.sessions.removeValue(forKey: id)
        }
        guard let removed else { return false }
        forget(removed)
        return true
    }

    func all() -> [Session] {
        registry.withLock { Array($0.sessions.values) }.sorted { $0.id < $1.id }
    }

    var count: Int { registry.withLock { $0.sessions.count } }
    /// Sessions holding their playground now.
    var liveCount: Int { registry.withLock { $0.live.count } }
    var evictionCount: Int { evictions.load(ordering: .relaxed) }

    /// Dormant sessions rebuilt from their scripts since start. Rising with the requests means
    /// more sessions are in use at once than `maxLivePlaygrounds`: each use replays one.
    var replayCount: Int { replays.load(ordering: .relaxed) }

    private var countReplay: @Sendable () -> Void { { [weak self] in self?.replays.add(1, ordering: .relaxed) } }
    /// Controllers across the sessions, dormant ones included (restored ones once replayed).
    var controllerCount: Int { controllers.load(ordering: .relaxed) }

    /// Drops sessions idle longer than the TTL, and their journals. Reads each session's access
    /// time without its lock, so it neither waits for a mutation nor wakes a dormant session.
    func evictIdle() {
        let cutoff = now - .seconds(configuration.sessionIdleTTLSeconds)
        let removed = registry.withLock { registry -> [Session] in
            let idle = registry.sessions.values.filter { $0.accessed() < cutoff }
            for session in idle {
                registry.sessions.removeValue(forKey: session.id)
                registry.live.remove(session.id)
            }
            return idle
        }
        guard !removed.isEmpty else { return }
        removed.forEach(forget)
        evictions.add(removed.count, ordering: .relaxed)
    }

    private func forget(_ session: Session) {
        countControllers(-session.retire())
        session.journal?.remove()
    }

    private func countControllers(_ change: Int) {
        controllers.add(change, ordering: .relaxed)
    }

    /// Registers every journal in the data directory as a dormant session (replayed on first use,
    /// or by `wakeAll`). Returns how many, and warnings for files it skipped.
    func restore() -> (restored: Int, warnings: [String]) {
        guard let directory = journalDirectory else { return (0, []) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return (0, ["cannot create the data directory \(directory): \(error)"])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var warnings: [String] = [], restored = 0
        for name in names where name.hasSuffix("." + SessionJournal.fileExtension) {
            let id = String(name.dropLast(SessionJournal.fileExtension.count + 1))
            guard Self.isValidID(id) else { warnings.append("skipped \(name): not a session journal name"); continue }
            guard restored < configuration.maxSessions else { warnings.append("skipped \(name): maxSessions reached"); continue }
            let journal = SessionJournal(path: "\(directory)/\(name)", fsync: configuration.journalFsync)
            let session = Session(id: id, playground: nil, limits: configuration.playground, journal: journal, now: now,
                                  replayed: countReplay)
            registry.withLock { $0.sessions[id] = session }
            restored += 1
        }
        return (restored, warnings)
    }

    /// Replays every restored session not replayed yet (the executable does it in the background
    /// after start), so each has its summary and counts its controllers; as many as
    /// `maxLivePlaygrounds` allows stay live, the others go back to sleep.
    /// Returns, for each session that could not be replayed, why.
    func wakeAll() -> [String] {
        var failures: [String] = []
        for session in all() where session.summary == nil {
            do throws(SessionJournal.Failure) {
                _ = try replayRestored(session)
            } catch {
                failures.append(error.message)
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
