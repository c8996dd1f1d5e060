import ContainmentEngine
import Foundation
import Synchronization

/// The memory every session's values may take in this process, against `maxProcessHeapBytes`
/// (issue 38): what live playgrounds keep (`RunReport.keptBytes`, each playground's share
/// released when the playground goes, whichever way it goes), plus what running requests have
/// reserved. A request gets the smaller of its own `maxRequestBytes` and what is left, so
/// sixteen memory-hungry requests at once cannot take together what one may take alone.
final class ProcessHeapBudget: Sendable {
    let limit: Int
    private let used = Atomic<Int>(0)

    init(limit: Int) { self.limit = limit }

    /// What the live playgrounds keep and the running requests hold, in bytes.
    var bytesUsed: Int { used.load(ordering: .relaxed) }

    /// A run's budget: `budget`, with at most what the process has left for values, reserved
    /// until `release` (`nil` when nothing is left: the run may make no value at all).
    func reserve(_ budget: RunBudget) -> (budget: RunBudget, reserved: Int) {
        var current = used.load(ordering: .relaxed)
        while true {
            let wanted = min(budget.bytes, max(0, limit - current))
            let (exchanged, found) = used.compareExchange(expected: current, desired: current + wanted, ordering: .relaxed)
            if exchanged {
                let limited = budget.limitingBytes(
                    to: wanted,
                    exceeded: LimitExceeded(
                        serviceSetting: "maxProcessHeapBytes",
                        "the service's sessions hold \(current) bytes of values of the \(limit) it may use (maxProcessHeapBytes); try again later, or keep less"
                    ))
                return (limited, wanted)
            }
            current = found
        }
    }

    func release(_ reserved: Int) { used.subtract(reserved, ordering: .relaxed) }

    /// Records what `playground` keeps after a run (its share, replacing the previous one).
    func record(_ playground: Playground, keeps bytes: Int) {
        let share: Share
        if let existing = playground.attachment as? Share {
            share = existing
        } else {
            share = Share(budget: self)
            playground.attachment = share
        }
        share.set(bytes)
    }

    /// One playground's part of `used`, given back when the playground is freed (put to sleep,
    /// evicted, deleted, a time-travel copy dropped): no path can forget to.
    final class Share: @unchecked Sendable {
        private let budget: ProcessHeapBudget
        private var bytes = 0

        init(budget: ProcessHeapBudget) { self.budget = budget }

        /// Under the session's lock, as every use of its playground.
        func set(_ newBytes: Int) {
            budget.used.add(newBytes - bytes, ordering: .relaxed)
            bytes = newBytes
        }

        deinit { budget.used.subtract(bytes, ordering: .relaxed) }
    }

    /// The default `maxProcessHeapBytes`: half of the memory the service may use (the least of
    /// the machine's, its cgroup's `memory.max` and its address-space limit), leaving the rest to
    /// the engine's own tables, the hierarchy cache, journals and the allocator's slack.
    static func defaultLimit() -> Int {
        var available = ProcessInfo.processInfo.physicalMemory > UInt64(Int.max) ? Int.max : Int(ProcessInfo.processInfo.physicalMemory)
        if let text = try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8),
            let cgroup = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            available = min(available, cgroup)
        }
        var addressSpace = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &addressSpace) == 0, addressSpace.rlim_cur < UInt64(Int.max) {
            available = min(available, Int(addressSpace.rlim_cur))
        }
        return max(64 << 20, available / 2)
    }
}
