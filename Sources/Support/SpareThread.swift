import Foundation
import Synchronization

/// A second thread for one part of a request that the calling thread does the rest of (the Swift
/// front end parses and lowers the two halves of a long paste at once, `TopLevelSplit`).
///
/// One job at a time: while it is busy with one caller's job, `start` answers nil and the next
/// caller does all of its work itself, so under load (every core already busy with a request)
/// it adds no waiting, and alone on an idle machine a request uses the core it would leave idle.
///
/// Waking a sleeping thread on an idle core took 55-90 us on the machine the service ships for
/// (a virtual one: the idle core is handed back to the host), a tenth of the work it takes
/// over; and the caller, when its own half ends first, was woken as slowly. So both sides spin
/// for a short, bounded while before they sleep: the caller `warmUp`s the thread as soon as it
/// knows a job will come (before the scans that find the cut), the thread spins for that job,
/// and `wait` spins for the job's end.
package final class SpareThread: @unchecked Sendable {  // its state is guarded by `condition`
    package typealias Job = @Sendable () -> Void
    /// A started job, to wait for.
    package struct Ticket: Sendable {
        fileprivate let number: Int
    }

    private let condition = NSCondition()
    private var job: Job?
    private var busy = false
    /// The number of the job a `warmUp` expects (0: none): the thread spins for it.
    private var expected = 0
    private var running = false
    /// Jobs started and finished: written under `condition`, read without it by the spinning side.
    private let started = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let name: String
    private let stackBytes: Int
    /// How long each side spins before it sleeps.
    private let spinNanoseconds: UInt64

    package init(name: String, stackBytes: Int, spinMicroseconds: Int = 400) {
        (self.name, self.stackBytes) = (name, stackBytes)
        spinNanoseconds = UInt64(max(0, spinMicroseconds)) * 1000
    }

    /// Wakes the thread to spin for the next job, which is about to come; called while it runs
    /// a job, it spins once that job is done. (A spin for nothing costs the idle core
    /// `spinMicroseconds`.)
    package func warmUp() {
        guard Self.hasSpareCore, spinNanoseconds > 0 else { return }
        condition.lock()
        defer { condition.unlock() }
        expected = started.load(ordering: .relaxed) + 1
        if !running { launch() }
        condition.broadcast()
    }

    /// Hands `job` to the thread, or nil when it is busy (or the machine has one core).
    package func start(_ job: @escaping Job) -> Ticket? {
        guard Self.hasSpareCore else { return nil }
        condition.lock()
        defer { condition.unlock() }
        guard !busy else { return nil }
        busy = true
        self.job = job
        let number = started.load(ordering: .relaxed) + 1
        started.store(number, ordering: .releasing)
        if !running { launch() }
        condition.broadcast()
        return Ticket(number: number)
    }

    /// Returns once the job of `ticket` has run.
    package func wait(_ ticket: Ticket) {
        if spin(until: { finished.load(ordering: .acquiring) >= ticket.number }) { return }
        condition.lock()
        defer { condition.unlock() }
        while finished.load(ordering: .relaxed) < ticket.number { condition.wait() }
    }

    private static let hasSpareCore = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Called with the lock held. The thread lives as long as the process (one per use).
    private func launch() {
        running = true
        Thread.start(named: name, stackBytes: stackBytes) { [self] in work() }
    }

    private func work() {
        condition.lock()
        while true {
            while job == nil && expected <= started.load(ordering: .relaxed) { condition.wait() }
            if job == nil {
                // Warmed up: spin for the job outside the lock, then take it (or sleep again).
                let seen = started.load(ordering: .relaxed)
                condition.unlock()
                _ = spin(until: { started.load(ordering: .acquiring) != seen })
                condition.lock()
                if job == nil { expected = 0 }
                continue
            }
            let next = job
            job = nil
            condition.unlock()
            next?()
            condition.lock()
            busy = false
            finished.store(finished.load(ordering: .relaxed) + 1, ordering: .releasing)
            condition.broadcast()
        }
    }

    /// Spins until `done` holds (true) or `spinNanoseconds` pass (false).
    private func spin(until done: () -> Bool) -> Bool {
        guard spinNanoseconds > 0 else { return done() }
        let deadline = DispatchTime.now().uptimeNanoseconds + spinNanoseconds
        while true {
            for _ in 0..<64 where done() { return true }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return done() }
        }
    }
}
