import Dispatch
import Foundation
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

/// Jobs of one key run in order on a worker that keeps its slot; when other keys wait, the key's
/// next job goes behind them, and stopping still runs every job that was accepted.
@Suite struct WorkerTurnTests {
    final class Order: @unchecked Sendable {  // guarded by `lock`
        private let lock = NSLock()
        private var names: [String] = []
        func add(_ name: String) { lock.withLock { names.append(name) } }
        var all: [String] { lock.withLock { names } }
    }

    @Test func aBusyKeyTakesTurnsWithTheKeysWaiting() throws {
        let pool = WorkerPool(capacity: 16, runningSlots: 1)
        try pool.start(threads: 2, stackBytes: 1 << 20)
        defer { pool.stop() }
        let order = Order(), gate = DispatchSemaphore(value: 0), done = DispatchGroup()
        func offer(_ key: String, _ name: String, wait: Bool = false) {
            done.enter()
            #expect(
                pool.offer(key: key) {
                    if wait { gate.wait() }
                    order.add(name)
                    done.leave()
                })
        }
        offer("a", "a0", wait: true)
        for index in 1...3 { offer("a", "a\(index)") }
        offer("b", "b0")
        gate.signal()
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(order.all == ["a0", "b0", "a1", "a2", "a3"])
    }

    @Test func stoppingRunsTheJobsWaitingBehindAKey() throws {
        let pool = WorkerPool(capacity: 16, runningSlots: 2)
        try pool.start(threads: 3, stackBytes: 1 << 20)
        let order = Order(), gate = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
        #expect(
            pool.offer(key: "a") {
                started.signal()
                gate.wait()
                order.add("a0")
            })
        for index in 1...2 { #expect(pool.offer(key: "a") { order.add("a\(index)") }) }
        #expect(started.wait(timeout: .now() + 5) == .success)
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            pool.stop()
            stopped.signal()
        }
        usleep(100_000)  // the stop signals are queued before the first job ends
        gate.signal()
        #expect(stopped.wait(timeout: .now() + 5) == .success)
        #expect(order.all == ["a0", "a1", "a2"])
    }
}

@Suite struct RunningSlotCountTests {
    /// 0 leaves a core to each polling thread (at least one slot); a number is taken as it is.
    @Test func slotsAreTheCoresThePollingThreadsLeave() {
        var configuration = HTTPServerConfiguration()
        configuration.threading = .threadPool
        configuration.threadPoolSize = 1
        configuration.runningSlots = 0
        #expect(configuration.resolvedRunningSlots(cores: 2) == 1)
        #expect(configuration.resolvedRunningSlots(cores: 8) == 7)
        #expect(configuration.resolvedRunningSlots(cores: 1) == 1)
        configuration.threadPoolSize = 2
        #expect(configuration.resolvedRunningSlots(cores: 8) == 6)
        #expect(configuration.resolvedRunningSlots(cores: 2) == 1)
        configuration.threading = .singleThread
        #expect(configuration.resolvedRunningSlots(cores: 4) == 3)
        configuration.runningSlots = 5
        #expect(configuration.resolvedRunningSlots(cores: 2) == 5)
    }
}
