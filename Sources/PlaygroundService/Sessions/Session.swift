import ContainmentEngine
import Synchronization

/// One session: its playground behind a lock, so mutations are serialised, ordered and atomic.
///
/// `@unchecked Sendable`: the playground (a non-Sendable engine object) and the access time are
/// only touched inside `lock.withLock`.
final class Session: @unchecked Sendable {
    let id: String
    private let lock = Mutex(())
    private let playground: Playground
    private var accessed: Duration

    init(id: String, playground: Playground, now: Duration) {
        self.id = id
        self.playground = playground
        self.accessed = now
    }

    /// Runs `body` with exclusive access to the playground.
    func withPlayground<Result>(now: Duration, _ body: (Playground) throws -> Result) rethrows -> Result {
        try lock.withLock { _ in
            accessed = now
            return try body(playground)
        }
    }

    func lastAccess() -> Duration { lock.withLock { _ in accessed } }
}
