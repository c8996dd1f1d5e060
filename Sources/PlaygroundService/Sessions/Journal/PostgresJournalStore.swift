import Foundation
import PlaygroundAPI
import PostgresClient
import Synchronization

/// Journals in PostgreSQL, shared by every node that points at the same database: a row per
/// accepted input, `PRIMARY KEY (session, revision)` as the compare-and-set (an append that
/// inserts no row lost to another writer), and a `NOTIFY` in the same statement so other nodes
/// learn early that their copy is behind. The schema is created and migrated at start-up, under
/// an advisory lock, and its version kept in `playground_schema`.
///
/// Each input is stored as the line a file journal holds (`JournalFile.line`), so an export, a
/// file journal and a row agree byte for byte.
final class PostgresJournalStore: SharedJournal, LinkStore, SnapshotStore {
    static let channel = "playground_sessions"
    /// `pg_advisory_xact_lock` keys: migrations, and expiry (one node at a time).
    static let migrationLock = 7_265_627_301
    static let expiryLock = 7_265_627_302

    /// Each step, in order, takes the schema one version up; a step is a list of statements
    /// (libpq's parameterised calls run one statement each).
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE playground_sessions (
                id text PRIMARY KEY,
                created timestamptz NOT NULL DEFAULT now(),
                written timestamptz NOT NULL DEFAULT now()
            )
            """,
            """
            CREATE TABLE playground_inputs (
                session text NOT NULL REFERENCES playground_sessions (id) ON DELETE CASCADE,
                revision integer NOT NULL CHECK (revision > 0),
                input text NOT NULL,
                PRIMARY KEY (session, revision)
            )
            """,
            "CREATE INDEX playground_sessions_written ON playground_sessions (written)",
        ],
        [
            """
            CREATE TABLE playground_links (
                id text PRIMARY KEY,
                document text NOT NULL,
                created timestamptz NOT NULL DEFAULT now()
            )
            """
        ],
        [
            """
            CREATE TABLE playground_snapshots (
                session text PRIMARY KEY REFERENCES playground_sessions (id) ON DELETE CASCADE,
                revision integer NOT NULL,
                engine text NOT NULL
            )
            """
        ],
    ]

    private let pool: PostgresPool
    private let conninfo: String
    private let listening = Atomic<Bool>(false)
    private let stopped = StopFlag()

    /// Connects and brings the schema to this version; fails with a message naming the database
    /// when it cannot.
    init(conninfo: String, connections: Int = 4) throws(JournalFailure) {
        self.conninfo = conninfo
        self.pool = PostgresPool(conninfo: conninfo, size: connections)
        do throws(PostgresError) {
            try pool.withConnection { (connection) throws(PostgresError) in try Self.migrate(connection) }
        } catch {
            throw JournalFailure(message: "the PostgreSQL journal (\(Self.redacted(conninfo))) cannot be used: \(error)")
        }
    }

    deinit { stopped.stop() }

    static func migrate(_ connection: PostgresConnection) throws(PostgresError) {
        try connection.transaction { () throws(PostgresError) in
            try connection.execute("SELECT pg_advisory_xact_lock($1)", [String(migrationLock)])
            try connection.execute("CREATE TABLE IF NOT EXISTS playground_schema (version integer NOT NULL)")
            let version = Int(try connection.execute("SELECT coalesce(max(version), 0) FROM playground_schema").first?[0] ?? "0") ?? 0
            guard version <= migrations.count else {
                throw PostgresError(
                    "the database's schema is version \(version), newer than this service's \(migrations.count): run the newer service, or another database"
                )
            }
            for (index, step) in migrations.enumerated() where index + 1 > version {
                for statement in step { try connection.execute(statement) }
                try connection.execute("INSERT INTO playground_schema (version) VALUES ($1)", [String(index + 1)])
            }
        }
    }

    // MARK: JournalStore

    var appendWaits: Bool { true }  // a round trip to the database

    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) {
        let lines = inputs.map { Self.row(JournalFile.line($0)) }
        let array = String(decoding: (try? JSONEncoder().encode(lines)) ?? Data("[]".utf8), as: UTF8.self)
        try run("create the journal of session \(id)") { (connection) throws(PostgresError) in
            try connection.transaction { () throws(PostgresError) in
                try connection.execute("DELETE FROM playground_sessions WHERE id = $1", [id])
                try connection.execute("INSERT INTO playground_sessions (id) VALUES ($1)", [id])
                try connection.execute(
                    """
                    INSERT INTO playground_inputs (session, revision, input)
                    SELECT $1, ordinality, value FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY
                    """, [id, array])
                try connection.execute("SELECT pg_notify($1, $2)", [Self.channel, "\(id) \(inputs.count)"])
            }
        }
    }

    func append(_ input: SessionInput, line journalLine: [UInt8], to id: String, at revision: Int) throws(JournalFailure) {
        let line = Self.row(journalLine)
        let inserted = try run("append to the journal of session \(id)") { (connection) throws(PostgresError) in
            // One statement, one transaction: the row, the session's write time and the
            // notification commit together or not at all.
            try connection.execute(
                """
                WITH appended AS (
                    INSERT INTO playground_inputs (session, revision, input) VALUES ($1, $2, $3)
                    ON CONFLICT DO NOTHING RETURNING session, revision
                ), touched AS (
                    UPDATE playground_sessions SET written = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM appended)
                )
                SELECT pg_notify($4, session || ' ' || revision || ' ' || (extract(epoch FROM clock_timestamp()) * 1000000)::bigint) FROM appended
                """, [id, String(revision + 1), line, Self.channel]
            ).rows.count
        }
        guard inserted == 1 else {
            throw JournalFailure(
                message: "another node appended revision \(revision + 1) of session \(id) first; nothing was written", kind: .conflict)
        }
    }

    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] {
        let rows = try run("read the journal of session \(id)") { (connection) throws(PostgresError) in
            try connection.execute(
                """
                SELECT i.revision, i.input FROM playground_sessions s
                LEFT JOIN playground_inputs i ON i.session = s.id AND i.revision > $2
                WHERE s.id = $1 ORDER BY i.revision
                """, [id, String(revision)]
            ).rows
        }
        guard !rows.isEmpty else { throw JournalFailure(message: "session \(id) has no journal", kind: .missing) }
        let decoder = JSONDecoder()
        var inputs: [SessionInput] = []
        for row in rows {
            guard let number = row[0].flatMap({ Int($0) }) else { continue }  // the session, without inputs after `revision`
            guard number == revision + inputs.count + 1, let text = row[1],
                let input = JournalLineReader.input(ArraySlice(text.utf8)) ?? (try? decoder.decode(SessionInput.self, from: Data(text.utf8)))
            else {
                throw JournalFailure(
                    message: "the journal of session \(id) in PostgreSQL is damaged at revision \(number): not the next input, or not one")
            }
            inputs.append(input)
        }
        return inputs
    }

    func holds(_ id: String, revision: Int) -> Bool {
        let row = try? run("count the journal of session \(id)") { (connection) throws(PostgresError) in
            try connection.execute("SELECT count(*), coalesce(max(revision), 0) FROM playground_inputs WHERE session = $1", [id]).first
        }
        return row?[0] == String(revision) && row?[1] == String(revision)
    }

    func remove(_ id: String) {
        _ = try? run("delete the journal of session \(id)") { (connection) throws(PostgresError) in
            try connection.execute(
                """
                WITH removed AS (DELETE FROM playground_sessions WHERE id = $1 RETURNING id)
                SELECT pg_notify($2, id || ' -') FROM removed
                """, [id, Self.channel])
        }
    }

    func list() -> (ids: [String], warnings: [String]) {
        do throws(JournalFailure) {
            let rows = try run("list the sessions") { (connection) throws(PostgresError) in
                try connection.execute("SELECT id FROM playground_sessions ORDER BY id").rows
            }
            return (rows.compactMap { $0[0] }, [])
        } catch {
            return ([], [error.message])
        }
    }

    func exists(_ id: String) -> Bool {
        let rows = try? run("look up session \(id)") { (connection) throws(PostgresError) in
            try connection.execute("SELECT 1 FROM playground_sessions WHERE id = $1", [id]).rows
        }
        return rows?.isEmpty == false
    }

    func sessionCount() -> Int? {
        let row = try? run("count the sessions") { (connection) throws(PostgresError) in
            try connection.execute("SELECT count(*) FROM playground_sessions").first
        }
        return row?[0].flatMap { Int($0) }
    }

    func unwritable() -> String? {
        do throws(JournalFailure) {
            _ = try run("reach the database") { (connection) throws(PostgresError) in try connection.execute("SELECT 1") }
            return nil
        } catch {
            return error.message
        }
    }

    func expire(idleFor seconds: Int) -> [String] {
        let rows = try? run("expire idle sessions") { (connection) throws(PostgresError) in
            try connection.transaction { () throws(PostgresError) -> [[String?]] in
                // Another node expiring now does the work; this one skips the round.
                guard try connection.execute("SELECT pg_try_advisory_xact_lock($1)", [String(Self.expiryLock)]).first?[0] == "t" else { return [] }
                return try connection.execute(
                    """
                    WITH removed AS (
                        DELETE FROM playground_sessions WHERE written < now() - make_interval(secs => $1::double precision) RETURNING id
                    )
                    SELECT id, pg_notify($2, id || ' -') FROM removed
                    """, [String(seconds), Self.channel]
                ).rows
            }
        }
        return rows?.compactMap { $0[0] } ?? []
    }

    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) {
        _ = try run("save link \(id)") { (connection) throws(PostgresError) in
            try connection.execute("INSERT INTO playground_links (id, document) VALUES ($1, $2)", [id, String(decoding: document, as: UTF8.self)])
        }
    }

    func link(_ id: String) -> [UInt8]? {
        let row = try? run("read link \(id)") { (connection) throws(PostgresError) in
            try connection.execute("SELECT document FROM playground_links WHERE id = $1", [id]).first
        }
        return row?[0].map { Array($0.utf8) }
    }

    func linkCount() -> Int {
        let row = try? run("count the links") { (connection) throws(PostgresError) in
            try connection.execute("SELECT count(*) FROM playground_links").first
        }
        return row?[0].flatMap { Int($0) } ?? 0
    }

    /// The latest only: a newer snapshot replaces an older one, never the other way round (two
    /// nodes may write one for the same session).
    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) {
        _ = try? run("save a snapshot of session \(id)") { (connection) throws(PostgresError) in
            try connection.execute(
                """
                INSERT INTO playground_snapshots (session, revision, engine) VALUES ($1, $2, $3)
                ON CONFLICT (session) DO UPDATE SET revision = excluded.revision, engine = excluded.engine
                WHERE playground_snapshots.revision < excluded.revision
                """, [id, String(revision), String(decoding: bytes, as: UTF8.self)])
        }
    }

    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? {
        let row = try? run("read the snapshot of session \(id)") { (connection) throws(PostgresError) in
            try connection.execute("SELECT revision, engine FROM playground_snapshots WHERE session = $1", [id]).first
        }
        guard let row, let revision = row[0].flatMap({ Int($0) }), let engine = row[1] else { return nil }
        return (revision, Array(engine.utf8))
    }

    /// Listens on a connection of its own, on a thread of its own; reconnects a second after
    /// losing it (notifications sent meanwhile are missed: they are hints, and a conflicting
    /// append catches a node up anyway).
    func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void) {
        guard !listening.exchange(true, ordering: .relaxed) else { return }
        let conninfo = self.conninfo, stopped = self.stopped
        let thread = Thread {
            while !stopped.isStopped {
                do throws(PostgresError) {
                    let connection = try PostgresConnection(conninfo)
                    try connection.listen(Self.channel)
                    body(.mayHaveMissed)  // whatever was written before this LISTEN went unheard
                    while !stopped.isStopped {
                        for (_, payload) in try connection.notifications(waitingUpTo: 500) {
                            if let change = Self.change(payload) { body(change) }
                        }
                    }
                } catch {
                    Thread.sleep(forTimeInterval: 1)
                }
            }
        }
        thread.name = "journal-listener"
        thread.start()
    }

    /// A notification's payload: `<id> <revision> [<microseconds since 1970>]`, or `<id> -` for a
    /// deletion.
    static func change(_ payload: String) -> JournalChange? {
        let parts = payload.split(separator: " ")
        guard parts.count == 2 || parts.count == 3 else { return nil }
        if parts[1] == "-" { return .deleted(id: String(parts[0])) }
        guard let revision = Int(parts[1]) else { return nil }
        return .written(id: String(parts[0]), revision: revision, sentAt: parts.count == 3 ? Int(parts[2]) : nil)
    }

    // MARK: Helpers

    /// An input as its row holds it: the file journal's line (`JournalFile.line`) without its line end.
    static func row(_ line: [UInt8]) -> String { String(decoding: line.dropLast(), as: UTF8.self) }

    /// Runs `body` on a pooled connection; a failure names what was being done, and a session
    /// deleted meanwhile (a foreign key violation) is `missing`.
    private func run<T>(_ doing: String, _ body: (PostgresConnection) throws(PostgresError) -> T) throws(JournalFailure) -> T {
        do throws(PostgresError) {
            return try pool.withConnection(body)
        } catch {
            if error.sqlState == "23503" { throw JournalFailure(message: "the session has no journal (deleted): \(error.message)", kind: .missing) }
            throw JournalFailure(message: "PostgreSQL could not \(doing): \(error)")
        }
    }

    /// The connection string without its password, for messages and logs.
    static func redacted(_ conninfo: String) -> String {
        guard let url = URLComponents(string: conninfo), url.password != nil else {
            return conninfo.replacing(/password=\S+/, with: "password=…")
        }
        var shown = url
        shown.password = "…"
        return shown.string ?? "postgres://…"
    }
}

/// Set once, read by the listener thread: the store is gone.
final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isStopped: Bool { flag.load(ordering: .relaxed) }
    func stop() { flag.store(true, ordering: .relaxed) }
}

/// The journal a configuration asked for but could not have (PostgreSQL unreachable at start):
/// every write fails with the reason, and `/readyz` and the executable's start check say it.
struct UnavailableJournalStore: JournalStore, LinkStore, SnapshotStore {
    let failure: JournalFailure

    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) { throw failure }
    func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure) { throw failure }
    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] { throw failure }
    func holds(_ id: String, revision: Int) -> Bool { false }
    func remove(_ id: String) {}
    func list() -> (ids: [String], warnings: [String]) { ([], [failure.message]) }
    func unwritable() -> String? { failure.message }
    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) { throw failure }
    func link(_ id: String) -> [UInt8]? { nil }
    func linkCount() -> Int { 0 }
    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) {}
    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? { nil }
}
