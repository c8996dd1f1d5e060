import Foundation

/// A second thread for one part of a request that the calling thread does the rest of (the Swift
/// front end parses and lowers the two halves of a long paste at once, `TopLevelSplit`).
///
/// One job at a time: while it is busy with one caller's job, `start` answers nil and the next
/// caller does all of its work itself, so under load (every core already busy with a request)
/// it adds no waiting, and alone on an idle machine a request uses the core it would leave idle.
package final class SpareThread: @unchecked Sendable {  // its state is guarded by `condition`
    package typealias Job = @Sendable () -> Void
    /// A started job, to wait for.
    package struct Ticket: Sendable {
        fileprivate let number: Int
    }

    private let condition = NSCondition()
    private var job: Job?
    private var busy = false
    private var started = 0
    private var finished = 0
    private var running = false
    private let name: String
    private let stackBytes: Int

    package init(name: String, stackBytes: Int) { (self.name, self.stackBytes) = (name, stackBytes) }

    /// Hands `job` to the thread, or nil when it is busy (or the machine has one core).
    package func start(_ job: @escaping Job) -> Ticket? {
        guard Self.hasSpareCore else { return nil }
        condition.lock()
        defer { condition.unlock() }
        guard !busy else { return nil }
        busy = true
        self.job = job
        started += 1
        if !running { launch() }
        condition.broadcast()
        return Ticket(number: started)
    }

    /// Returns once the job of `ticket` has run.
    package func wait(_ ticket: Ticket) {
        condition.lock()
        defer { condition.unlock() }
        while finished < ticket.number { condition.wait() }
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
            while job == nil { condition.wait() }
            let next = job
            job = nil
            condition.unlock()
            next?()
            condition.lock()
            finished += 1
            busy = false
            condition.broadcast()
        }
    }
}
