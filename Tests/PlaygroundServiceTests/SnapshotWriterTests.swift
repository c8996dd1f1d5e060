import ContainmentEngine
import Dispatch
import Foundation
import Support
import Testing

@testable import PlaygroundService

/// `SnapshotWriter` writes off the request's path, and may lose a snapshot but never misplace one:
/// the newest waiting one of a session replaces the older, a full queue drops, and cancelling a
/// session leaves nothing of it to be written afterwards.
@Suite struct SnapshotWriterTests {
    /// Records what it writes; `hold` blocks the writer inside a write until released.
    final class Recorder: Sendable {
        let writes = Locked<[String]>([])
        let holding = Locked<Bool>(false)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)

        func write(_ id: String, _ snapshot: EngineSnapshot) -> Bool {
            if holding.withLock({ $0 }) {
                entered.signal()
                release.wait()
            }
            writes.withLock { $0.append("\(id)@\(snapshot.revision)") }
            return true
        }
    }

    static func snapshot(revision: Int) throws -> EngineSnapshot {
        let playground = Playground()
        for index in 0..<revision { try playground.run("let c\(index) = UIViewController()") }
        return try #require(playground.snapshot())
    }

    @Test func anOfferedSnapshotIsWrittenByTheWritersThread() throws {
        let recorder = Recorder()
        let writer = SnapshotWriter(write: recorder.write)
        writer.offer(try Self.snapshot(revision: 1), of: "a")
        writer.flush()
        #expect(recorder.writes.withLock { $0 } == ["a@1"])
        #expect(writer.done.load(ordering: .relaxed) == 1)
        writer.stop()
    }

    @Test func theNewestWaitingSnapshotOfASessionReplacesTheOlderAndAFullQueueDrops() throws {
        let recorder = Recorder()
        let writer = SnapshotWriter(capacity: 2, write: recorder.write)
        recorder.holding.withLock { $0 = true }
        writer.offer(try Self.snapshot(revision: 1), of: "a")
        recorder.entered.wait()  // the writer is inside a@1
        recorder.holding.withLock { $0 = false }
        writer.offer(try Self.snapshot(revision: 2), of: "b")
        writer.offer(try Self.snapshot(revision: 3), of: "b")  // replaces b@2
        writer.offer(try Self.snapshot(revision: 2), of: "c")
        writer.offer(try Self.snapshot(revision: 1), of: "d")  // two waiting already: dropped
        recorder.release.signal()
        writer.flush()
        #expect(recorder.writes.withLock { $0 } == ["a@1", "b@3", "c@2"])
        #expect(writer.dropped.load(ordering: .relaxed) == 1)
        writer.stop()
    }

    /// Cancelling returns only once the session's snapshot being written is done, and its
    /// waiting one is never written: a deleted session's file cannot reappear.
    @Test func cancelWaitsForTheWriteInProgressAndForgetsTheWaitingOne() throws {
        let recorder = Recorder()
        let writer = SnapshotWriter(write: recorder.write)
        recorder.holding.withLock { $0 = true }
        writer.offer(try Self.snapshot(revision: 1), of: "a")
        recorder.entered.wait()
        recorder.holding.withLock { $0 = false }
        writer.offer(try Self.snapshot(revision: 2), of: "a")
        let cancelled = Locked<Bool>(false)
        let done = DispatchSemaphore(value: 0)
        Thread {
            writer.cancel("a")
            cancelled.withLock { $0 = true }
            done.signal()
        }.start()
        usleep(50_000)
        #expect(!cancelled.withLock { $0 })  // a@1 is still being written
        recorder.release.signal()
        done.wait()
        writer.flush()
        #expect(recorder.writes.withLock { $0 } == ["a@1"])
        writer.stop()
    }

    @Test func stopWritesWhatWaits() throws {
        let recorder = Recorder()
        let writer = SnapshotWriter(write: recorder.write)
        for (index, id) in ["a", "b", "c"].enumerated() { writer.offer(try Self.snapshot(revision: index + 1), of: id) }
        writer.stop()
        #expect(recorder.writes.withLock { $0 }.sorted() == ["a@1", "b@2", "c@3"])
    }
}
