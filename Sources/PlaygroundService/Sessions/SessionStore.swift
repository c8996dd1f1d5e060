import ContainmentEngine
import Synchronization

/// All sessions, bounded in number and evicted when idle. The map has its own lock; each session
/// its own, so one busy session never blocks another.
final class SessionStore: Sendable {
    private let sessions = Mutex<[String: Session]>([:])
    private let evictions = Atomic<Int>(0)
    let configuration: ServiceConfiguration
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(configuration: ServiceConfiguration) {
        self.configuration = configuration
        self.start = clock.now
    }

    var now: Duration { clock.now - start }

    enum StoreError: Error {
        case tooManySessions(limit: Int)
        case notFound(String)
    }

    func create() throws(StoreError) -> Session {
        evictIdle()
        let session = Session(id: Self.newID(), playground: Playground(limits: configuration.playground), now: now)
        let accepted = sessions.withLock { map -> Bool in
            guard map.count < configuration.maxSessions else { return false }
            map[session.id] = session
            return true
        }
        guard accepted else { throw .tooManySessions(limit: configuration.maxSessions) }
        return session
    }

    func session(_ id: String) throws(StoreError) -> Session {
        guard let session = sessions.withLock({ $0[id] }) else { throw .notFound(id) }
        return session
    }

    @discardableResult
    func remove(_ id: String) -> Bool {
        sessions.withLock { $0.removeValue(forKey: id) != nil }
    }

    func all() -> [Session] {
        sessions.withLock { Array($0.values) }.sorted { $0.id < $1.id }
    }

    var count: Int { sessions.withLock { $0.count } }
    var evictionCount: Int { evictions.load(ordering: .relaxed) }

    /// Drops sessions idle longer than the TTL.
    func evictIdle() {
        let ttl = Duration.seconds(configuration.sessionIdleTTLSeconds)
        let cutoff = now - ttl
        let candidates = sessions.withLock { Array($0.values) }.filter { $0.lastAccess() < cutoff }
        guard !candidates.isEmpty else { return }
        let removed = sessions.withLock { map in
            candidates.reduce(0) { count, session in count + (map.removeValue(forKey: session.id) == nil ? 0 : 1) }
        }
        evictions.add(removed, ordering: .relaxed)
    }

    /// 16 random hex digits: unguessable enough for a playground, short enough for a URL.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
