import ContainmentEngine
import Dispatch
import Foundation
import PlaygroundAPI
import PostgresClient
import Support
import Testing

@testable import PlaygroundService

/// The test server's URL, if the run has one (an empty variable is none).
let testPostgres = ProcessInfo.processInfo.environment["PLAYGROUND_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

/// Journals in PostgreSQL shared by several nodes: each node is a `SessionStore` of its own over
/// one database, as two processes behind HAProxy would be. Needs a server: `PLAYGROUND_TEST_POSTGRES`
/// names one (scripts/test.sh starts a throwaway one with scripts/test-postgres.sh); each run gets
/// a database of its own.
@Suite(.enabled(if: testPostgres != nil, "PLAYGROUND_TEST_POSTGRES is not set"))
struct SharedJournalTests {
    static let server = testPostgres

    /// A new, empty database on the test server; its URL.
    static func freshDatabase() throws -> String {
        let base = try #require(server)
        let name = "playground_test_" + SessionStore.newID().prefix(12)
        try PostgresConnection(base).execute("CREATE DATABASE \(name)")
        var url = try #require(URLComponents(string: base))
        url.path = "/" + name
        return try #require(url.string)
    }

    static func node(_ database: String) throws -> SessionStore {
        var configuration = ServiceConfiguration.testing
        configuration.journal = database
        let store = SessionStore(configuration: configuration)
        #expect(store.journal?.unwritable() == nil)
        return store
    }

    static func script(_ source: String) -> SessionInput { .script(source: source, settle: true) }

    func revision(_ store: SessionStore, _ id: String, _ source: String, ifMatch: String? = nil) throws(Problem) -> Int {
        try store.mutate(id, Self.script(source), ifMatch: ifMatch) { _, report, _ in report.revision }
    }

    func state(_ store: SessionStore, _ id: String) throws -> String {
        try store.read(id) { playground, inputs in "\(playground.revision) \(playground.hierarchy()) \(playground.logCount) \(inputs)" }
    }

    // MARK: The store alone

    @Test func theStoreKeepsTheJournalContract() throws {
        let store = try PostgresJournalStore(conninfo: try Self.freshDatabase())
        let id = SessionStore.newID()
        try store.create(id, with: [Self.script("let a = UIViewController()")])
        #expect(store.exists(id) && store.holds(id, revision: 1) && !store.holds(id, revision: 2))
        try store.append(Self.script("let b = UIViewController()"), to: id, at: 1)
        // The compare-and-set: revision 2 is taken.
        #expect(throws: JournalFailure.self) { try store.append(Self.script("let c = UIViewController()"), to: id, at: 1) }
        do throws(JournalFailure) {
            try store.append(Self.script("let c = UIViewController()"), to: id, at: 1)
        } catch {
            #expect(error.kind == .conflict)
        }
        #expect(try store.inputs(of: id, after: 0) == [Self.script("let a = UIViewController()"), Self.script("let b = UIViewController()")])
        #expect(try store.inputs(of: id, after: 1) == [Self.script("let b = UIViewController()")])
        #expect(try store.inputs(of: id, after: 2) == [])
        #expect(store.list().ids == [id])
        store.remove(id)
        #expect(!store.exists(id))
        do throws(JournalFailure) {
            try store.append(Self.script("let d = UIViewController()"), to: id, at: 2)
            Issue.record("appended to a deleted session")
        } catch {
            #expect(error.kind == .missing)
        }
        do throws(JournalFailure) {
            _ = try store.inputs(of: id, after: 0)
            Issue.record("read a deleted session")
        } catch {
            #expect(error.kind == .missing)
        }
    }

    @Test func theSchemaIsVersionedAndMigratedOnce() throws {
        let database = try Self.freshDatabase()
        _ = try PostgresJournalStore(conninfo: database)
        _ = try PostgresJournalStore(conninfo: database)  // a second node: nothing to do
        let connection = try PostgresConnection(database)
        // One row per step, each once.
        #expect(
            try connection.execute("SELECT version FROM playground_schema ORDER BY version").rows
                == (1...PostgresJournalStore.migrations.count).map { [String($0)] })
        try connection.execute("INSERT INTO playground_schema (version) VALUES (99)")
        do throws(JournalFailure) {
            _ = try PostgresJournalStore(conninfo: database)
            Issue.record("a newer schema was accepted")
        } catch {
            #expect(error.message.contains("newer than this service's"))
        }
    }

    /// Swift inputs keep their language and exact text through the database.
    @Test func inputsComeBackByteForByte() throws {
        let store = try PostgresJournalStore(conninfo: try Self.freshDatabase())
        let id = SessionStore.newID()
        let text = "final class A: UIViewController {}\n// \"quoted\" \\ tab\t é 🙂\nlet a = A()\n"
        try store.create(id, with: [.swift(source: text, settle: false)])
        #expect(try store.inputs(of: id, after: 0) == [.swift(source: text, settle: false)])
    }

    // MARK: Two nodes

    @Test func aSessionCreatedOnOneNodeIsServedByAnother() throws {
        let database = try Self.freshDatabase()
        let first = try Self.node(database), second = try Self.node(database)
        let id = try first.create([Self.script("let host = UIViewController()")]) { session, _, _ in session.id }
        #expect(try revision(second, id, "window.rootViewController = host") == 2)
        // The first node's copy is behind: told by the notification, or by losing the append, it
        // catches up on the delta and runs the mutation on it.
        #expect(try revision(first, id, "let child = UIViewController()\nhost.addChild(child)") == 3)
        #expect(first.cluster!.deltaReplays.load(ordering: .relaxed) >= 1)
        // The second learns of revision 3 from the notification, or from its next conflict.
        let deadline = Date().addingTimeInterval(5)
        while try second.read(id, { playground, _ in playground.revision }) < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try state(first, id) == state(second, id))
    }

    /// A link saved through one node is read through another (the explorer's long permalinks).
    @Test func aLinkSavedOnOneNodeIsReadByAnother() throws {
        let database = try Self.freshDatabase()
        let first = try Self.node(database), second = try Self.node(database)
        let document = Array(#"{"editor": "é 🙂 \"x\""}"#.utf8)
        let id = try first.links.save(document)
        #expect(second.links.document(id) == document)
        #expect(second.links.document(SessionStore.newID()) == nil)
        #expect(second.links.store.linkCount() == 1)
    }

    /// Two nodes snapshotting every 2 inputs: the first creates a session of four `inputs` (a
    /// snapshot at revisions 2 and 4), the second serves it from the latest one, alike.
    func snapshottedOnOneNodeLoadedByAnother(_ inputs: [SessionInput]) throws -> (first: SessionStore, second: SessionStore, id: String) {
        var configuration = ServiceConfiguration.testing
        configuration.journal = try Self.freshDatabase()
        configuration.snapshotEvery = 2
        let first = SessionStore(configuration: configuration), second = SessionStore(configuration: configuration)
        let id = try first.create([inputs[0]]) { session, _, _ in session.id }
        // Each snapshot written before the next input: a newer one replaces a snapshot still
        // waiting for the writer's thread (which, under load, made this count 1 now and then).
        for input in inputs.dropFirst() {
            _ = try first.mutate(id, input, ifMatch: nil) { _, report, _ in report.revision }
            first.snapshots!.writer.flush()
        }
        #expect(first.snapshots!.writer.done.load(ordering: .relaxed) == 2, "at revisions 2 and 4")
        #expect(try state(second, id) == state(first, id))
        #expect(second.snapshots!.loaded.load(ordering: .relaxed) == 1)
        return (first, second, id)
    }

    /// A snapshot one node wrote is what another loads when it first serves the session.
    @Test func aSnapshotWrittenByOneNodeIsLoadedByAnother() throws {
        _ = try snapshottedOnOneNodeLoadedByAnother(
            [
                "let host = UIViewController()", "window.rootViewController = host", "let a = UIViewController()\nhost.addChild(a)",
                "host.view.addSubview(a.view)",
            ].map(Self.script))
    }

    /// A Swift session's snapshot too: the other node declares the classes again from the files
    /// the snapshot names, loads the heap, and runs the next call alike.
    @Test func aSwiftSessionsSnapshotIsLoadedByAnotherNode() throws {
        let declarations =
            "import UIKit\nfinal class Host: UIViewController {\n    var names: [String] = []\n    func add(_ name: String) { names.append(name) }\n}"
        let inputs = [declarations, "let host = Host()\nwindow.rootViewController = host", "host.add(\"a\")", "host.add(\"b\")"]
        let (first, second, id) = try snapshottedOnOneNodeLoadedByAnother(inputs.map { SessionInput.swift(source: $0, settle: true) })
        let next = SessionInput.swift(source: "print(host.names)", settle: true)
        let log = { (store: SessionStore) in try store.mutate(id, next, ifMatch: nil) { _, report, _ in report.log.map(\.text) } }
        #expect(try log(second) == ["console: [\"a\", \"b\"]"])
        #expect(try log(first) == ["console: [\"a\", \"b\"]"])
    }

    @Test func ifMatchOnAStaleCopyAnswers412() throws {
        let database = try Self.freshDatabase()
        let first = try Self.node(database), second = try Self.node(database)
        let id = try first.create([Self.script("let host = UIViewController()")]) { session, _, _ in session.id }
        #expect(try revision(second, id, "window.rootViewController = host") == 2)
        do throws(Problem) {
            _ = try revision(first, id, "let late = UIViewController()", ifMatch: "\"1\"")
            Issue.record("a stale If-Match was accepted")
        } catch {
            #expect(error.status == 412)
        }
        #expect(try first.read(id) { playground, _ in playground.revision } == 2)
        #expect(try state(first, id) == state(second, id))
    }

    @Test func aSessionDeletedOnOneNodeIsGoneFromTheOther() throws {
        let database = try Self.freshDatabase()
        let first = try Self.node(database), second = try Self.node(database)
        let id = try first.create([Self.script("let host = UIViewController()")]) { session, _, _ in session.id }
        _ = try second.read(id) { playground, _ in playground.revision }
        try first.remove(id, ifMatch: nil)
        do throws(Problem) {
            _ = try revision(second, id, "let other = UIViewController()")
            Issue.record("wrote to a deleted session")
        } catch {
            #expect(error.status == 404)
        }
        #expect(throws: Problem.self) { try second.read(id) { _, _ in 0 } }
    }

    /// Two nodes, four writers each, on one session, no If-Match: every acknowledged mutation is
    /// in the journal once, in a gapless order, and both nodes end with the same state.
    @Test func concurrentWritersOnTwoNodesLoseNothing() throws {
        let database = try Self.freshDatabase()
        let nodes = [try Self.node(database), try Self.node(database)]
        let id = try nodes[0].create([Self.script("let host = UIViewController()")]) { session, _, _ in session.id }
        let acknowledged = Locked([String]())
        let failures = Locked([String]())
        let group = DispatchGroup()
        for writer in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                for step in 0..<12 {
                    let name = "w\(writer)s\(step)"
                    do throws(Problem) {
                        _ = try nodes[writer % 2].mutate(id, Self.script("let \(name) = UIViewController()"), ifMatch: nil) { _, _, _ in 0 }
                        acknowledged.withLock { $0.append(name) }
                    } catch {
                        failures.withLock { $0.append("\(name): \(error.status) \(error.detail)") }
                    }
                }
            }
        }
        #expect(group.wait(timeout: .now() + 120) == .success)
        let journal = try #require(nodes[0].journal)
        let written = try journal.inputs(of: id, after: 1).map(\.source)
        let names = written.map { $0.replacing("let ", with: "").replacing(" = UIViewController()", with: "") }
        #expect(Set(names).count == names.count, "a mutation journalled twice")
        #expect(Set(acknowledged.withLock { $0 }).isSubset(of: Set(names)), "an acknowledged mutation is missing")
        // 503 after repeated conflicts is allowed (the client retries); nothing else is.
        #expect(failures.withLock { $0 }.allSatisfy { $0.contains(": 503 ") }, "\(failures.withLock { $0 })")
        for node in nodes { _ = try revision(node, id, "let last\(node === nodes[0] ? 0 : 1) = UIViewController()") }
        let deadline = Date().addingTimeInterval(5)
        while try state(nodes[0], id) != state(nodes[1], id), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try state(nodes[0], id) == state(nodes[1], id))
        #expect(try nodes[0].read(id) { playground, _ in playground.revision } == written.count + 3)
    }
}

@Suite struct NotificationTests {
    @Test(arguments: [
        (
            "0123456789abcdef0123456789abcdef 7 1764136800123",
            JournalChange.written(id: "0123456789abcdef0123456789abcdef", revision: 7, sentAt: 1_764_136_800_123)
        ),
        ("0123456789abcdef0123456789abcdef 7", .written(id: "0123456789abcdef0123456789abcdef", revision: 7, sentAt: nil)),
        ("0123456789abcdef0123456789abcdef -", .deleted(id: "0123456789abcdef0123456789abcdef")),
    ])
    func payloadsAreRead(_ payload: String, _ change: JournalChange) {
        #expect(PostgresJournalStore.change(payload) == change)
    }

    @Test(arguments: ["", "x", "a b c d", "a seven", "a 7 soon"])
    func otherPayloadsAreIgnored(_ payload: String) {
        let change = PostgresJournalStore.change(payload)
        // "a 7 soon": a revision without a readable time is still a revision.
        #expect(change == nil || change == .written(id: "a", revision: 7, sentAt: nil))
    }

    @Test func aNotificationMakesACopyCatchUpAndItsLagIsKept() throws {
        let journal = SharedMemoryJournalStore()
        let node = SessionStore(configuration: .testing, journal: journal)
        let id = try node.create([SharedJournalTests.script("let host = UIViewController()")]) { session, _, _ in session.id }
        try journal.append(SharedJournalTests.script("window.rootViewController = host"), to: id, at: 1)
        let sent = Int(Date().timeIntervalSince1970 * 1_000_000) - 40_000
        node.journalChanged(.written(id: id, revision: 2, sentAt: sent))
        #expect(try node.read(id) { playground, _ in playground.revision } == 2)
        #expect(node.cluster!.deltaReplays.load(ordering: .relaxed) == 1 && node.cacheMisses.load(ordering: .relaxed) == 1)
        let lags = node.cluster!.notifyLags.take()
        #expect(lags.count == 1 && lags[0] >= 40_000 && lags[0] < 5_000_000)
        #expect(node.cluster!.notifyLags.take().isEmpty)
        node.journalChanged(.deleted(id: id))
        #expect(node.count == 0)
    }

    /// A copy used here twice since its last catch-up follows another node's write as it is
    /// announced, off the request's path: the next request finds it current.
    @Test func aUsedCopyCatchesUpWhenAnotherNodesWriteIsAnnounced() throws {
        let journal = SharedMemoryJournalStore()
        let node = SessionStore(configuration: .testing, journal: journal)
        let id = try node.create([SharedJournalTests.script("let host = UIViewController()")]) { session, _, _ in session.id }
        #expect(try node.read(id) { playground, _ in playground.revision } == 1)
        try journal.append(SharedJournalTests.script("let other = UIViewController()"), to: id, at: 1)
        node.journalChanged(.written(id: id, revision: 2, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 0, "used once: maybe another node's session")
        #expect(try node.read(id) { playground, _ in playground.revision } == 2)
        #expect(try node.read(id) { playground, _ in playground.revision } == 2)
        try journal.append(SharedJournalTests.script("let child = UIViewController()"), to: id, at: 2)
        node.journalChanged(.written(id: id, revision: 3, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 1)
        #expect(node.cluster!.deltaReplays.load(ordering: .relaxed) == 2)
        #expect(node.listing().first?.summary.controllers == 3, "the summary follows the catch-up")
        let misses = node.cacheMisses.load(ordering: .relaxed)
        #expect(try node.read(id) { playground, _ in playground.revision } == 3)
        #expect(node.cacheMisses.load(ordering: .relaxed) == misses, "the request found the copy current")
    }

    /// A copy in doubt (the listener reconnected: writes may have gone unheard) stays in doubt
    /// when the journal cannot be read: the next use asks again instead of serving it as it is.
    @Test func aCopyInDoubtStaysInDoubtWhenItsCatchUpFails() throws {
        let journal = WriteDoorTests.SharedFailingJournalStore(events: WriteDoorTests.Events())
        let node = SessionStore(configuration: .testing, journal: journal)
        let id = try node.create([SharedJournalTests.script("let host = UIViewController()")]) { session, _, _ in session.id }
        #expect(try node.read(id) { playground, _ in playground.revision } == 1)
        try journal.base.append(SharedJournalTests.script("let unheard = UIViewController()"), to: id, at: 1)
        node.journalChanged(.mayHaveMissed)
        journal.failing = true
        #expect(throws: Problem.self) { try node.read(id) { playground, _ in playground.revision } }
        journal.failing = false
        #expect(try node.read(id) { playground, _ in playground.revision } == 2, "served the copy in doubt as it was")
    }

    /// Its own write's notification does nothing; a copy not used since its last catch-up does
    /// not follow every write (another node's session, woken here once): its next use catches up.
    @Test func ownWritesAndUnusedCopiesAreNotCaughtUpInTheBackground() throws {
        let journal = SharedMemoryJournalStore()
        let node = SessionStore(configuration: .testing, journal: journal)
        let id = try node.create([SharedJournalTests.script("let host = UIViewController()")]) { session, _, _ in session.id }
        #expect(try node.mutate(id, SharedJournalTests.script("let a = UIViewController()"), ifMatch: nil) { _, report, _ in report.revision } == 2)
        #expect(try node.read(id) { playground, _ in playground.revision } == 2)
        node.journalChanged(.written(id: id, revision: 2, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 0, "its own write")
        try journal.append(SharedJournalTests.script("let b = UIViewController()"), to: id, at: 2)
        node.journalChanged(.written(id: id, revision: 3, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 1)
        try journal.append(SharedJournalTests.script("let c = UIViewController()"), to: id, at: 3)
        node.journalChanged(.written(id: id, revision: 4, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 1, "not used since its last catch-up")
        #expect(try node.read(id) { playground, _ in playground.revision } == 4)
        #expect(node.cluster!.deltaReplays.load(ordering: .relaxed) == 2)
        // A deleted session's announcement schedules nothing.
        node.journalChanged(.deleted(id: id))
        node.journalChanged(.written(id: id, revision: 5, sentAt: nil))
        node.cluster!.catchUps.flush()
        #expect(node.cluster!.catchUps.done.load(ordering: .relaxed) == 1)
    }
}

/// Without a database the service says so instead of starting (this needs no server).
@Suite struct UnreachableJournalTests {
    @Test func anUnreachableDatabaseIsNamedAndNothingIsWritten() throws {
        var configuration = ServiceConfiguration.testing
        configuration.journal = "postgres://nobody:secret@127.0.0.1:1/none?connect_timeout=2"
        let store = SessionStore(configuration: configuration)
        let reason = try #require(store.journal?.unwritable())
        #expect(reason.contains("cannot connect to PostgreSQL"))
        #expect(!reason.contains("secret"), "the password leaked: \(reason)")
        #expect(throws: Problem.self) { try store.create([]) { session, _, _ in session.id } }
        #expect(store.count == 0)
    }
}

/// The write door's conflict path, deterministic: a shared journal (in memory) written behind a
/// node's back, as another node would.
@Suite struct ConflictPathTests {
    struct Fixture {
        let journal = SharedMemoryJournalStore()
        let node: SessionStore
        let id: String

        init() throws {
            node = SessionStore(configuration: .testing, journal: journal)
            id = try node.create([SharedJournalTests.script("let host = UIViewController()")]) { session, _, _ in session.id }
        }

        /// Another node's write: straight into the journal.
        func writeElsewhere(_ source: String, at revision: Int) throws {
            try journal.append(SharedJournalTests.script(source), to: id, at: revision)
        }

        func mutate(_ source: String, ifMatch: String? = nil) throws(Problem) -> Int {
            try node.mutate(id, SharedJournalTests.script(source), ifMatch: ifMatch) { _, report, _ in report.revision }
        }
    }

    @Test func aLostAppendCatchesUpAndRunsAgain() throws {
        let fixture = try Fixture()
        try fixture.writeElsewhere("window.rootViewController = host", at: 1)
        #expect(try fixture.mutate("let child = UIViewController()\nhost.addChild(child)") == 3)
        #expect(fixture.node.cluster!.conflicts.load(ordering: .relaxed) == 1)
        #expect(fixture.node.cluster!.deltaReplays.load(ordering: .relaxed) == 1)
        #expect(fixture.node.cacheMisses.load(ordering: .relaxed) == 0, "the append, not a use, found the copy behind")
        // The copy is the replay of the journal, nothing more, nothing less.
        let inputs = try fixture.journal.inputs(of: fixture.id, after: 0)
        #expect(inputs.count == 3)
        let replayed = try #require(try? fixture.node.replayer.replay(inputs).get().0)
        #expect(try fixture.node.read(fixture.id) { playground, kept in playground.hierarchy() == replayed.hierarchy() && kept == inputs })
    }

    @Test func withIfMatchALostAppendAnswers412AndKeepsTheFresherState() throws {
        let fixture = try Fixture()
        try fixture.writeElsewhere("window.rootViewController = host", at: 1)
        do throws(Problem) {
            _ = try fixture.mutate("let late = UIViewController()", ifMatch: "\"1\"")
            Issue.record("a stale If-Match was accepted")
        } catch {
            #expect(error.status == 412)
        }
        #expect(try fixture.node.read(fixture.id) { playground, _ in playground.revision } == 2)
        #expect(try fixture.journal.inputs(of: fixture.id, after: 0).count == 2)
    }

    @Test func aSessionDeletedElsewhereAnswers404() throws {
        let fixture = try Fixture()
        fixture.journal.remove(fixture.id)
        do throws(Problem) {
            _ = try fixture.mutate("let other = UIViewController()")
            Issue.record("wrote to a deleted session")
        } catch {
            #expect(error.status == 404)
        }
        #expect(fixture.node.count == 0)
    }

    @Test func theListingShowsEveryNodesSessionsAsTheyAre() throws {
        let fixture = try Fixture()
        let other = SessionStore(configuration: .testing, journal: fixture.journal)
        let second = try other.create([SharedJournalTests.script("let a = UIViewController()")]) { session, _, _ in session.id }
        #expect(try fixture.mutate("window.rootViewController = host") == 2)
        var listed = Dictionary(uniqueKeysWithValues: other.listing().map { ($0.id, $0.summary) })
        #expect(listed.count == 2 && listed[fixture.id]?.revision == 2 && listed[second]?.revision == 1)
        #expect(listed[fixture.id]?.controllers == 1)
        // The first node writes again and tells the other: the listing is brought up to date.
        #expect(try fixture.mutate("let child = UIViewController()") == 3)
        other.journalChanged(.written(id: fixture.id, revision: 3))
        listed = Dictionary(uniqueKeysWithValues: other.listing().map { ($0.id, $0.summary) })
        #expect(listed[fixture.id]?.revision == 3 && listed[fixture.id]?.controllers == 2)
    }

    @Test func aSessionCreatedElsewhereIsFoundAndRegisteredOnce() throws {
        let fixture = try Fixture()
        let other = SessionStore(configuration: .testing, journal: fixture.journal)
        #expect(other.count == 0)
        #expect(try other.read(fixture.id) { playground, _ in playground.revision } == 1)
        #expect(other.count == 1)
        #expect(throws: Problem.self) { try other.read(SessionStore.newID()) { _, _ in 0 } }
        #expect(other.count == 1)
    }
}
