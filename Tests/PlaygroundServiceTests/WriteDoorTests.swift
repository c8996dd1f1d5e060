import ContainmentEngine
import Dispatch
import Foundation
import PlaygroundAPI
import Testing

@testable import PlaygroundService

/// `SessionStore.mutate`, the one write door, with stand-ins for its two protocols: a front end
/// that returns a fixed program (or fails) and a journal store that fails on demand. Each records
/// what it was asked, so the tests see the transaction's order.
@Suite struct WriteDoorTests {
    /// What happened, in order, across the stand-ins.
    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ event: String) { lock.withLock { list.append(event) } }
        var all: [String] { lock.withLock { list } }
    }

    /// Declares a controller named after the input, and records that it ran.
    struct RecordingProgram: Program {
        let name: String
        let events: Events
        func run(in playground: Playground) throws {
            events.add("run \(name)")
            try playground.perform(
                Statement(
                    line: 1, column: 1,
                    action: .declareController(
                        name: name, className: "UIViewController", kind: .plain, root: nil, style: nil)))
        }
    }

    /// Returns a `RecordingProgram` for any source, or fails with a located error for "fail".
    struct FixedFrontEnd: FrontEnd {
        let events: Events
        func program(for source: String, limits: PlaygroundLimits) throws(PlaygroundError) -> any Program {
            events.add("front end \(source)")
            if source == "fail" { throw .script(ScriptError(line: 1, column: 2, message: "fixed failure")) }
            return RecordingProgram(name: source, events: events)
        }
    }

    /// A journal in memory that fails every call while `failing` is set.
    class FailingJournalStore: JournalStore, LinkStore, SnapshotStore, @unchecked Sendable {
        let base: MemoryJournalStore
        let events: Events
        private let lock = NSLock()
        private var _failing = false
        var failing: Bool {
            get { lock.withLock { _failing } }
            set { lock.withLock { _failing = newValue } }
        }
        init(events: Events, base: MemoryJournalStore = MemoryJournalStore()) { (self.events, self.base) = (events, base) }

        private func check(_ what: String) throws(JournalFailure) {
            events.add(what)
            if failing { throw JournalFailure(message: "the test journal refused: \(what)") }
        }
        func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) {
            try check("create \(inputs.count)")
            try base.create(id, with: inputs)
        }
        func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure) {
            try check("append \(input.source) at \(revision)")
            try base.append(input, line: line, to: id, at: revision)
        }
        func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] {
            try check("inputs after \(revision)")
            return try base.inputs(of: id, after: revision)
        }
        func holds(_ id: String, revision: Int) -> Bool { base.holds(id, revision: revision) }
        func remove(_ id: String) { base.remove(id) }
        func list() -> (ids: [String], warnings: [String]) { base.list() }
        func unwritable() -> String? { failing ? "the test journal refuses" : nil }
        func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) {
            try check("save link")
            try base.saveLink(document, as: id)
        }
        func link(_ id: String) -> [UInt8]? { base.link(id) }
        func linkCount() -> Int { base.linkCount() }
        func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) { base.saveSnapshot(bytes, of: id, at: revision) }
        func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? { base.latestSnapshot(of: id) }
    }

    /// As several nodes' journal: another node's writes go to `base`.
    final class SharedFailingJournalStore: FailingJournalStore, SharedJournal, @unchecked Sendable {
        init(events: Events) { super.init(events: events, base: SharedMemoryJournalStore()) }
        func exists(_ id: String) -> Bool { base.exists(id) }
        func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void) {}
        func sessionCount() -> Int? { base.count }
        func expire(idleFor seconds: Int) -> [String] { [] }
    }

    struct Fixture {
        let events = Events()
        let journal: FailingJournalStore
        let store: SessionStore
        let id: String

        init() throws {
            journal = FailingJournalStore(events: events)
            store = SessionStore(
                configuration: .testing, journal: journal,
                frontEnds: FrontEnds(script: FixedFrontEnd(events: events), swift: FixedFrontEnd(events: events)))
            id = try store.create([]) { session, _, _ in session.id }
        }

        func mutate(_ source: String, ifMatch: String? = nil) throws(Problem) -> Int {
            try store.mutate(id, .script(source: source, settle: true), ifMatch: ifMatch) { _, report, _ in report.revision }
        }

        /// Everything a client can read of the session.
        func snapshot() throws -> String {
            try store.read(id) { playground, inputs in
                "\(playground.revision) \(playground.logEntries(from: 1, limit: .max)) \(playground.hierarchy()) \(inputs)"
            }
        }
    }

    @Test func theTransactionRunsInItsOrder() throws {
        let fixture = try Fixture()
        #expect(try fixture.mutate("A") == 1)
        #expect(try fixture.mutate("B") == 2)
        #expect(fixture.events.all == ["create 0", "front end A", "run A", "append A at 0", "front end B", "run B", "append B at 1"])
        #expect(
            try fixture.journal.base.inputs(of: fixture.id, after: 0) == [.script(source: "A", settle: true), .script(source: "B", settle: true)])
    }

    /// The front end runs before the session's lock: while another request holds the lock, a
    /// failing input is answered at once, with the front end's located error.
    @Test func aFailedFrontEndTakesNoLock() throws {
        let fixture = try Fixture()
        let session = try fixture.store.session(fixture.id)
        let holding = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            session.withState(now: nil) { _ in
                holding.signal()
                release.wait()
            }
        }
        holding.wait()
        defer { release.signal() }
        let answered = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Thread.detachNewThread {
            do throws(Problem) { _ = try fixture.mutate("fail") } catch { outcome.set(error) }
            answered.signal()
        }
        #expect(answered.wait(timeout: .now() + 5) == .success, "the failing input waited for the session's lock")
        let problem = try #require(outcome.problem)
        #expect(problem.status == 400)
        #expect(problem.type == ProblemType.scriptError.uri)
        #expect(problem.line == 1 && problem.column == 2)
        #expect(!fixture.events.all.contains { $0.hasPrefix("run") || $0.hasPrefix("append") })
    }

    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var _problem: Problem?
        func set(_ problem: Problem) { lock.withLock { _problem = problem } }
        var problem: Problem? { lock.withLock { _problem } }
    }

    /// A journal that cannot record the input: the engine rolls the mutation back in place, the
    /// answer says why, and the session is byte for byte what it was; the next append succeeds
    /// at the same revision.
    @Test func aFailedAppendLeavesTheSessionAsItWas() throws {
        let fixture = try Fixture()
        _ = try fixture.mutate("A")
        let before = try fixture.snapshot()
        fixture.journal.failing = true
        #expect {
            try fixture.mutate("B")
        } throws: { error in
            guard let problem = error as? Problem else { return false }
            return problem.status == 503 && problem.type == ProblemType.journalUnavailable.uri
                && problem.detail == "the test journal refused: append B at 1"
        }
        #expect(try fixture.snapshot() == before)
        fixture.journal.failing = false
        #expect(try fixture.mutate("C") == 2)
        #expect(fixture.events.all.suffix(3) == ["front end C", "run C", "append C at 1"])
    }

    @Test func anIfMatchConflictRunsNothing() throws {
        let fixture = try Fixture()
        _ = try fixture.mutate("A")
        let before = try fixture.snapshot()
        #expect {
            try fixture.mutate("B", ifMatch: "\"7\"")
        } throws: { error in
            guard let problem = error as? Problem else { return false }
            return problem.status == 412 && problem.etag == "\"1\""
        }
        #expect(!fixture.events.all.contains("run B"))
        #expect(!fixture.events.all.contains { $0.hasPrefix("append B") })
        #expect(try fixture.snapshot() == before)
        #expect(try fixture.mutate("B", ifMatch: "\"1\"") == 2)
    }

    /// A session that could not be created in its journal is not created at all.
    @Test func aFailedCreateLeavesNoSession() throws {
        let fixture = try Fixture()
        fixture.journal.failing = true
        #expect(throws: Problem.self) { try fixture.store.create([.script(source: "A", settle: true)]) { session, _, _ in session.id } }
        #expect(fixture.store.count == 1)
    }
}

/// The journal stores' shared contract, run on each implementation.
@Suite struct JournalStoreContractTests {
    static func stores() throws -> [(String, any JournalStore, () -> Void)] {
        let directory = try TemporaryDirectory()
        return [
            ("memory", MemoryJournalStore(), {}),
            ("file", FileJournalStore(directory: directory.path, fsync: false), { directory.remove() }),
        ]
    }

    @Test func appendIsACompareAndSetOnTheRevision() throws {
        for (name, store, cleanup) in try Self.stores() {
            defer { cleanup() }
            let a = SessionInput.script(source: "let A = UIViewController()", settle: true)
            let b = SessionInput.script(source: "let B = UIViewController()\n\"quoted\"", settle: false)
            let id = "00000000000000aa"
            try store.create(id, with: [a])
            #expect(store.holds(id, revision: 1), "\(name)")
            try store.append(b, to: id, at: 1)
            #expect(throws: JournalFailure.self, "\(name): a second writer at revision 1 must lose") { try store.append(a, to: id, at: 1) }
            #expect(throws: JournalFailure.self, "\(name)") { try store.append(a, to: id, at: 5) }
            #expect(try store.inputs(of: id, after: 0) == [a, b], "\(name)")
            #expect(try store.inputs(of: id, after: 1) == [b], "\(name)")
            #expect(store.holds(id, revision: 2) && !store.holds(id, revision: 1), "\(name)")
            #expect(store.list().ids == [id], "\(name)")
            store.remove(id)
            #expect(store.list().ids.isEmpty, "\(name)")
            #expect(throws: JournalFailure.self, "\(name)") { try store.append(a, to: id, at: 2) }
        }
    }
}
