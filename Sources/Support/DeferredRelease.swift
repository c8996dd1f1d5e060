import Dispatch

/// Values a request is done with but need not free itself: a lowered file evicted from a cache,
/// the untyped halves of a file the type pass has rewritten. Freeing thousands of IR nodes is
/// tens of microseconds of a request's time; here they are kept until `batch` have gathered and
/// then freed together on a background queue, so that no request waits for the freeing and only
/// one in `batch` pays for waking the queue's thread (27-51 us on the machine the service ships
/// for, probes in session 35, docs/performance-archive.md).
package final class DeferredRelease: Sendable {
    /// Values of any type, handed from the requests' threads to the queue's, which alone frees them.
    private final class Batch: @unchecked Sendable {
        var values: [Any] = []
    }

    private let pending = Locked<[Any]>([])
    private let batch: Int
    private let queue: DispatchQueue

    package init(label: String, batch: Int = 8) {
        self.batch = max(1, batch)
        queue = DispatchQueue(label: label, qos: .background)
    }

    /// Keeps `value` (the caller's last reference to it, when it is to be freed here) until the
    /// next batch is freed.
    ///
    /// Consumed and moved into the batch: a borrowed argument stays the caller's until this
    /// returns, and when the queue freed the batch first the caller's reference was the last, so
    /// the value was freed on the caller's thread after all (seen once under load in session 36).
    package func release(_ value: consuming Any) {
        var handed: Any? = consume value
        let full = Batch()
        pending.withLock { pending in
            if let moved = handed.take() { pending.append(moved) }
            if pending.count >= batch { swap(&full.values, &pending) }
        }
        guard !full.values.isEmpty else { return }
        queue.async { full.values = [] }
    }

    /// Values waiting for the next batch.
    package var waiting: Int { pending.withLock { $0.count } }

    /// The one the front ends share.
    package static let shared = DeferredRelease(label: "deferred-release")
}
