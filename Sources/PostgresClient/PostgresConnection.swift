import CLibPQ

#if canImport(Glibc)
    import Glibc
#endif

/// What PostgreSQL (or libpq) refused, with the SQLSTATE when the server gave one
/// (`23505` unique violation, `23503` foreign key violation, ...).
public struct PostgresError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var sqlState: String?

    public init(_ message: String, sqlState: String? = nil) {
        self.message = message
        self.sqlState = sqlState
    }

    public var description: String { sqlState.map { "\(message) (SQLSTATE \($0))" } ?? message }
}

/// The rows of a statement, as text (libpq's text format), and how many rows it changed.
public struct PostgresRows: Sendable {
    public var rows: [[String?]]
    public var affected: Int

    public var first: [String?]? { rows.first }
}

/// One connection (libpq's blocking API), used by one thread at a time: the pool hands each to
/// one caller. Statements take their values as parameters (`$1`, `$2`), never spliced in.
public final class PostgresConnection: @unchecked Sendable {
    private let handle: OpaquePointer

    /// Connects with a libpq connection string or URL (`postgres://user@host:port/db`).
    public init(_ conninfo: String) throws(PostgresError) {
        guard let handle = PQconnectdb(conninfo) else { throw PostgresError("libpq could not allocate a connection") }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = Self.text(PQerrorMessage(handle))
            PQfinish(handle)
            throw PostgresError("cannot connect to PostgreSQL: \(message)")
        }
        self.handle = handle
    }

    deinit { PQfinish(handle) }

    /// Whether the connection is still up (after a failure, a broken one is dropped by the pool).
    public var isHealthy: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Runs one statement with text parameters (nil: SQL NULL).
    @discardableResult
    public func execute(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> PostgresRows {
        // libpq reads the values as C strings during the call; they are freed after it.
        let values = parameters.map { $0.map { strdup($0) } ?? nil }
        defer { values.forEach { free($0) } }
        let result = values.map { UnsafePointer<CChar>($0) }.withUnsafeBufferPointer { buffer in
            PQexecParams(handle, sql, Int32(parameters.count), nil, buffer.baseAddress, nil, nil, 0)
        }
        guard let result else { throw PostgresError("PostgreSQL gave no result: \(Self.text(PQerrorMessage(handle)))") }
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK: break
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            throw PostgresError(Self.text(PQresultErrorMessage(result)), sqlState: state)
        }
        let rowCount = Int(PQntuples(result)), columnCount = Int(PQnfields(result))
        var rows: [[String?]] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<Int32(rowCount) {
            rows.append(
                (0..<Int32(columnCount)).map { column in
                    PQgetisnull(result, row, column) == 1 ? nil : String(cString: PQgetvalue(result, row, column))
                })
        }
        return PostgresRows(rows: rows, affected: Int(String(cString: PQcmdTuples(result))) ?? 0)
    }

    /// Runs `body` between BEGIN and COMMIT; any error rolls back.
    public func transaction<T>(_ body: () throws(PostgresError) -> T) throws(PostgresError) -> T {
        try execute("BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            _ = try? execute("ROLLBACK")
            throw error
        }
    }

    /// Subscribes to `channel` (`LISTEN`): `notifications(waitingUpTo:)` then delivers its payloads.
    public func listen(_ channel: String) throws(PostgresError) {
        try execute("LISTEN \"\(channel.replacing("\"", with: "\"\""))\"")
    }

    /// Notifications received, waiting at most `milliseconds` for the first (0: only those
    /// already here). Fails when the connection is lost.
    public func notifications(waitingUpTo milliseconds: Int32) throws(PostgresError) -> [(channel: String, payload: String)] {
        let socket = PQsocket(handle)
        guard socket >= 0 else { throw PostgresError("the PostgreSQL connection is closed") }
        var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        if milliseconds > 0 { _ = poll(&waiting, 1, milliseconds) }
        guard PQconsumeInput(handle) == 1 else { throw PostgresError("lost the PostgreSQL connection: \(Self.text(PQerrorMessage(handle)))") }
        var received: [(String, String)] = []
        while let notification = PQnotifies(handle) {
            received.append((String(cString: notification.pointee.relname), String(cString: notification.pointee.extra)))
            PQfreemem(notification)
        }
        return received
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0).trimmingSuffix() } ?? "unknown error"
    }
}

extension String {
    /// libpq's messages end with a line break.
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while let last = text.last, last.isNewline || last == " " { text.removeLast() }
        return text
    }
}
