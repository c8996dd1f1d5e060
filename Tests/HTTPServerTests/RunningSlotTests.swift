import Dispatch
import Testing

@testable import HTTPServer

/// At most `runningSlots` jobs run with a slot; a job that runs long gives its slot up and goes
/// on, and the next job starts beside it.
@Suite struct RunningSlotTests {
    @Test func aJobWaitsForASlotUntilTheRunningOneEndsOrGivesItUp() throws {
        let pool = WorkerPool(capacity: 16, runningSlots: 1)
        try pool.start(threads: 4, stackBytes: 1 << 20)
        defer { pool.stop() }
        let firstRunning = DispatchSemaphore(value: 0), mayRelease = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0), mayEnd = DispatchSemaphore(value: 0)
        let secondRan = DispatchSemaphore(value: 0), thirdRan = DispatchSemaphore(value: 0)
        #expect(
            pool.offer(key: "a") {
                firstRunning.signal()
                mayRelease.wait()
                HTTPServer.releaseRunningSlot()  // as a request past its long-run mark does
                HTTPServer.releaseRunningSlot()  // a second call gives nothing more
                released.signal()
                mayEnd.wait()
            })
        #expect(firstRunning.wait(timeout: .now() + 5) == .success)
        #expect(pool.offer(key: "b") { secondRan.signal() })
        #expect(secondRan.wait(timeout: .now() + 0.3) == .timedOut, "ran without a slot")
        mayRelease.signal()
        #expect(released.wait(timeout: .now() + 5) == .success)
        #expect(secondRan.wait(timeout: .now() + 5) == .success, "the given-up slot was not passed on")
        // The slot came back after the second job: a third runs while the first still goes on.
        #expect(pool.offer(key: "c") { thirdRan.signal() })
        #expect(thirdRan.wait(timeout: .now() + 5) == .success)
        mayEnd.signal()
    }
}
