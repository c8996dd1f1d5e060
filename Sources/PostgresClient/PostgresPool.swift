import Dispatch
import Support

/// A few connections shared by the service's worker threads: each call borrows one for its
/// statements and gives it back; a connection found broken is dropped and the next borrower
/// connects anew. Blocking, like the handlers that call it.
public final class PostgresPool: Sendable {
    private let conninfo: String
    private let idle = Locked<[PostgresConnection]>([])
    private let slots: DispatchSemaphore
    private let waitSeconds: Int

    /// At most `size` connections at once; a caller waits up to `waitSeconds` for one.
    public init(conninfo: String, size: Int, waitSeconds: Int = 5) {
        self.conninfo = conninfo
        self.slots = DispatchSemaphore(value: max(1, size))
        self.waitSeconds = waitSeconds
    }

    public func withConnection<T>(_ body: (PostgresConnection) throws(PostgresError) -> T) throws(PostgresError) -> T {
        guard slots.wait(timeout: .now() + .seconds(waitSeconds)) == .success else {
            throw PostgresError("no PostgreSQL connection came free within \(waitSeconds) s")
        }
        defer { slots.signal() }
        let connection: PostgresConnection
        if let pooled = idle.withLock({ $0.popLast() }) { connection = pooled } else { connection = try PostgresConnection(conninfo) }
        defer { if connection.isHealthy { idle.withLock { $0.append(connection) } } }
        return try body(connection)
    }

    /// A connection of its own, outside the pool (a listener holds one for good).
    public func dedicatedConnection() throws(PostgresError) -> PostgresConnection { try PostgresConnection(conninfo) }
}
