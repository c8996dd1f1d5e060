import Foundation
import Synchronization

/// Work that only saves time, done on a thread of its own so that no request waits for it:
/// one job per key (a session id) at a time, the newest replacing one still waiting.
///
/// Losing a job is allowed, misplacing one is not: past `capacity` waiting, a new job is dropped
/// (counted); `cancel` (a session leaving) removes its waiting job and waits for one in progress,
/// so that nothing is done for a session after it is gone.
///
/// Two uses in the service: `SnapshotWriter`, and the catch-up of a session another node wrote
/// (`ClusterSync`).
package final class BackgroundQueue<Job>: @unchecked Sendable {  // its state is guarded by `condition`
    /// A job is handed from the thread that offers it to this queue's thread, which alone reads it.
    private struct Entry: @unchecked Sendable {
        let key: String
        let job: Job
    }

    private let condition = NSCondition()
    private var waiting: [Entry] = []
    private var working: String?
    private var running = false
    private let name: String
    private let stackBytes: Int
    private let capacity: Int
    private let perform: @Sendable (_ key: String, _ job: Job) -> Bool
    /// Jobs done (`perform` answered true), and dropped because `capacity` were already waiting.
    package let done = Atomic<Int>(0)
    package let dropped = Atomic<Int>(0)

    /// `perform` does one job; false when it could not be done (not counted as done).
    package init(name: String, stackBytes: Int = 1 << 20, capacity: Int = 64, perform: @escaping @Sendable (_ key: String, _ job: Job) -> Bool) {
        (self.name, self.stackBytes, self.capacity, self.perform) = (name, stackBytes, capacity, perform)
    }

    deinit { stop() }

    package func offer(_ job: Job, of key: String) {
        condition.lock()
        defer { condition.unlock() }
        if let index = waiting.firstIndex(where: { $0.key == key }) {
            waiting[index] = Entry(key: key, job: job)
        } else if waiting.count >= capacity {
            dropped.add(1, ordering: .relaxed)
            return
        } else {
            waiting.append(Entry(key: key, job: job))
        }
        if !running { start() }
        condition.broadcast()
    }

    /// Forgets `key`'s waiting job, and returns once none of it is in progress.
    package func cancel(_ key: String) {
        condition.lock()
        defer { condition.unlock() }
        waiting.removeAll { $0.key == key }
        while working == key { condition.wait() }
    }

    /// Returns once every job offered so far is done (tests, and a graceful stop).
    package func flush() {
        condition.lock()
        defer { condition.unlock() }
        while !waiting.isEmpty || working != nil { condition.wait() }
    }

    /// Does what is waiting, then ends the thread.
    package func stop() {
        flush()
        condition.lock()
        running = false
        condition.broadcast()
        condition.unlock()
    }

    /// Called with the lock held.
    private func start() {
        running = true
        Thread.start(named: name, stackBytes: stackBytes) { [self] in work() }
    }

    private func work() {
        condition.lock()
        while true {
            while waiting.isEmpty, running { condition.wait() }
            guard running || !waiting.isEmpty else { break }
            let entry = waiting.removeFirst()
            working = entry.key
            condition.unlock()
            if perform(entry.key, entry.job) { done.add(1, ordering: .relaxed) }
            condition.lock()
            working = nil
            condition.broadcast()
        }
        condition.unlock()
    }
}
