import ContainmentEngine
import Foundation
import Synchronization

/// All sessions, bounded in number and evicted when idle. The map has its own lock; each session
/// its own, so one busy session never blocks another. With a data directory, each session has a
/// journal there, and the store restores them at start.
final class SessionStore: Sendable {
    private let sessions = Locked<[String: Session]>([:])
    private let evictions = Atomic<Int>(0)
    private let controllers = Atomic<Int>(0)
    let configuration: ServiceConfiguration
    private let journalDirectory: String?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(configuration: ServiceConfiguration) {
        self.configuration = configuration
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
        let session = Session(id: id, playground: playground, limits: configuration.playground, journal: journal, now: now)
        let accepted = sessions.withLock { map -> Bool in
            guard map.count < configuration.maxSessions else { return false }
            map[id] = session
            return true
        }
        guard accepted else { throw .tooManySessions(limit: configuration.maxSessions) }
        do throws(SessionJournal.Failure) {
            try journal?.create(with: playground.history)
        } catch {
            sessions.withLock { _ = $0.removeValue(forKey: id) }
            throw .journal(error.message)
        }
        session.withPlayground(now: now, changedControllers: countControllers) { _ in }
        return session
    }

    func session(_ id: String) throws(StoreError) -> Session {
        guard let session = sessions.withLock({ $0[id] }) else { throw .notFound(id) }
        return session
    }

    /// Runs `body` on a session's playground under its lock, keeping the controller total current.
    func withPlayground<Result>(_ session: Session, _ body: (Playground) throws -> Result) rethrows -> Result {
        try session.withPlayground(now: now, changedControllers: countControllers, body)
    }

    @discardableResult
    func remove(_ id: String) -> Bool {
        guard let session = sessions.withLock({ $0.removeValue(forKey: id) }) else { return false }
        forget(session)
        return true
    }

    func all() -> [Session] {
        sessions.withLock { Array($0.values) }.sorted { $0.id < $1.id }
    }

    var count: Int { sessions.withLock { $0.count } }
    var evictionCount: Int { evictions.load(ordering: .relaxed) }
    /// Controllers across the sessions in memory (dormant ones count once woken).
    var controllerCount: Int { controllers.load(ordering: .relaxed) }

    /// Drops sessions idle longer than the TTL, and their journals.
    func evictIdle() {
        let ttl = Duration.seconds(configuration.sessionIdleTTLSeconds)
        let cutoff = now - ttl
        let candidates = sessions.withLock { Array($0.values) }.filter { $0.accessed() < cutoff }
        guard !candidates.isEmpty else { return }
        let removed = sessions.withLock { map in
            candidates.filter { map.removeValue(forKey: $0.id) != nil }
        }
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
            let session = Session(id: id, playground: nil, limits: configuration.playground, journal: journal, now: now)
            sessions.withLock { $0[id] = session }
            restored += 1
        }
        return (restored, warnings)
    }

    /// Replays every dormant session (the executable does it in the background after start).
    func wakeAll() {
        for session in all() where session.isDormant {
            withPlayground(session) { _ in }
        }
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
