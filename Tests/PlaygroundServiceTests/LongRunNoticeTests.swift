import Dispatch
import Foundation
import Support
import Synchronization
import Testing

@testable import PlaygroundService

/// The store's long-run notice (`SessionStore.longRun`): every request takes it out with its
/// deadline, so taking it must leave it exactly as it was.
@Suite struct LongRunNoticeTests {
    /// Kept as a bare closure in a generic `Locked` (until session 15), every take wrapped the
    /// stored closure in two more reabstraction thunks (Swift writes an `inout` closure back
    /// through a thunk when the generic and the concrete abstraction differ). After 100,000
    /// requests the notice of a long request called through 200,000 nested thunks and overflowed
    /// its worker's stack, and freeing the chain at shutdown overflowed the main thread's: the
    /// service crashed.
    @Test func takingTheNoticeLeavesItAsItWas() {
        let told = Atomic<Int>(0)
        let store = SessionStore(configuration: .testing, journal: nil, longRun: { told.add(1, ordering: .relaxed) })
        for _ in 0..<100_000 { _ = store.deadline() }
        let deadline = store.deadline()
        Thread.sleep(forTimeInterval: Double(SessionStore.longRunMilliseconds + 5) / 1000)
        // A small stack, as a worker's: a chain of thunks would overflow it.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = deadline()
            _ = deadline()  // told once per request, however often it checks
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(told.load(ordering: .relaxed) == 1)
    }

    /// A mutation whose journal append waits on a disk's fsync (or a database) gives its running
    /// slot up before it waits; one whose append only reaches the page cache keeps it.
    @Test(arguments: [true, false])
    func anAppendThatWaitsGivesTheSlotUp(fsync: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("long-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let told = Atomic<Int>(0)
        let journal = FileJournalStore(directory: directory, fsync: fsync)
        #expect(journal.appendWaits == fsync)
        let store = SessionStore(configuration: .testing, journal: journal, longRun: { told.add(1, ordering: .relaxed) })
        let id = try store.create([]) { session, _, _ in session.id }
        for index in 0..<3 {
            let source = "let A\(index) = UIViewController()\nA\(index).loadViewIfNeeded()"
            _ = try store.mutate(id, .script(source: source, settle: true), ifMatch: nil) {
                _, report, _ in report.revision
            }
        }
        #expect(told.load(ordering: .relaxed) == (fsync ? 3 : 0))
    }
}
