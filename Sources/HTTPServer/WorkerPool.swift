import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed set of threads, with a stack size of the server's choosing, running queued jobs in
/// order. Handlers run here instead of on libmicrohttpd's polling threads, so a slow request
/// holds one worker, not every connection that polling thread serves. The queue is bounded: a
/// job offered to a full queue is refused at once, and the caller answers 503.
///
/// Jobs with the same key (a session) run one at a time, in the order offered: while one runs,
/// the others wait beside it without holding a worker, and the worker that finishes it runs the
/// next. Many requests for one session then cost one worker, not a convoy of workers blocked on
/// the session's lock (16 of them tripled the p99 of a busy session), and the other workers stay
/// free for other sessions.
final class WorkerPool: @unchecked Sendable {  // `state` is only touched under `lock`
    typealias Job = @Sendable () -> Void

    private struct Item {
        var job: Job
        var key: String?
    }

    private struct Queue {
        var items: [Item?] = []  // nil: a worker's signal to stop
        var head = 0
        var threads = 0
        var stopping = true
        /// Keys with a job running (or queued to run), and the jobs waiting behind it.
        var waitingBehind: [String: [Job]] = [:]
        var waitingCount = 0
        var count: Int { items.count - head + waitingCount }

        mutating func pop() -> Item? {
            let item = items[head]
            head += 1
            if head > 1024, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return item
        }

        /// After a job of `key` ran: the next waiting behind it (the key stays busy), or nil.
        mutating func next(after key: String) -> Job? {
            guard var waiting = waitingBehind[key], !waiting.isEmpty else {
                waitingBehind[key] = nil
                return nil
            }
            let job = waiting.removeFirst()
            waitingBehind[key] = waiting
            waitingCount -= 1
            return job
        }
    }

    /// A pthread mutex (NSLock), not `Synchronization.Mutex`: ThreadSanitizer sees the former
    /// order the threads' accesses, and reported every access to the queue as a race under the
    /// latter, whose futex is inside the uninstrumented standard library (docs/operations.md).
    private let lock = NSLock()
    /// Under `lock` (unchecked exclusivity: the lock already keeps accesses apart).
    @exclusivity(unchecked) private var state = Queue()

    private func withQueue<Result>(_ body: (inout Queue) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let capacity: Int
    /// Jobs running at once with a slot: as many as the cores the polling threads leave, unless
    /// configured (`HTTPServerConfiguration.runningSlots`). More threads than that only take turns on the
    /// cores (16 workers on 2 cores served 8 busy sessions at 14k mutations/s, 4 at 21k, 2 at
    /// more again). A job that turns out long gives its slot up (`releaseRunningSlot`) and goes
    /// on without one, so long jobs never hold the short ones back: the reason for 16 workers.
    private let slots: DispatchSemaphore

    /// A pool whose queue holds at most `capacity` jobs, `runningSlots` (at least 1) of them
    /// running at once (`HTTPServerConfiguration.resolvedRunningSlots`); it runs none before `start`.
    init(capacity: Int, runningSlots: Int) {
        self.capacity = capacity
        self.slots = DispatchSemaphore(value: max(1, runningSlots))
    }

    /// The slot the job on this thread holds, if any: released by the job itself once it runs
    /// long. Thread-specific, so the service needs no handle on the pool.
    private static let heldSlot = ThreadSpecific<SlotHolder>()

    /// Called by a job that has run long (the service's deadline check, every few thousand
    /// engine steps): its slot goes to the next job. Does nothing on a thread without a slot.
    static func releaseRunningSlot() {
        guard let holder = heldSlot.value, let slots = holder.slots else { return }
        holder.slots = nil
        slots.signal()
    }

    /// Starts `threads` threads of `stackBytes` each (a pool that was stopped starts again).
    func start(threads: Int, stackBytes: Int) throws(HTTPServerError) {
        withQueue { $0 = Queue(stopping: false) }
        for _ in 0..<threads {
            do { try spawn(stackBytes: stackBytes) } catch {
                stop()
                throw error
            }
            withQueue { $0.threads += 1 }
        }
    }

    /// Queues `job` (after the jobs of the same `key`); false when the queue is full or the pool
    /// is stopping (the job never runs).
    func offer(key: String? = nil, _ job: @escaping Job) -> Bool {
        enum Outcome { case queued, waiting, refused }
        let outcome = withQueue { queue -> Outcome in
            guard !queue.stopping, queue.count < capacity else { return .refused }
            if let key {
                if queue.waitingBehind[key] != nil {
                    queue.waitingBehind[key]!.append(job)
                    queue.waitingCount += 1
                    return .waiting
                }
                queue.waitingBehind[key] = []
            }
            queue.items.append(Item(job: job, key: key))
            return .queued
        }
        if outcome == .queued { available.signal() }
        return outcome != .refused
    }

    /// Refuses new jobs, lets the queued ones run, then stops every thread and waits for them.
    /// Idempotent.
    func stop() {
        let threads = withQueue { queue in
            guard !queue.stopping else { return 0 }
            queue.stopping = true
            for _ in 0..<queue.threads { queue.items.append(nil) }
            return queue.threads
        }
        for _ in 0..<threads { available.signal() }
        for _ in 0..<threads { finished.wait() }
    }

    /// A worker takes a running slot before it takes a job, so at most `runningSlots` workers
    /// contend for jobs and none waits for a slot with a job in hand: taking the job first and
    /// the slot after, a worker gave its slot up after every job and took it back before the
    /// next, one hand-over between threads per request once more sessions were busy than there
    /// were slots (16 workers over 8 busy sessions: 1.2 context switches per request, against 0.7
    /// with as many workers as slots, and 10-15 % more CPU). The other workers wait for a slot
    /// that a long job gives up (`releaseRunningSlot`).
    ///
    /// After a job, the next of its key runs at once on the same worker when nothing else
    /// waits; when other jobs wait, it goes behind them (its key stays busy, so the key's order
    /// holds), so one busy session cannot hold a slot while others wait.
    private func work() {
        let holder = Self.heldSlot.value ?? SlotHolder()
        Self.heldSlot.value = holder
        while true {
            if holder.slots == nil {
                slots.wait()
                holder.slots = slots
            }
            available.wait()
            guard var item = withQueue({ $0.pop() }) else { break }
            while true {
                item.job()
                guard let key = item.key else { break }
                let following = withQueue { queue -> (job: Job, queued: Bool)? in
                    guard let job = queue.next(after: key) else { return nil }
                    // Run it here unless others wait, or this worker's slot went to them. While
                    // the pool stops, here: behind the workers' stop signals it would never run.
                    if !queue.stopping, queue.items.count > queue.head || holder.slots == nil {
                        queue.items.append(Item(job: job, key: key))
                        return (job, true)
                    }
                    return (job, false)
                }
                guard let following else { break }
                if following.queued {
                    available.signal()
                    break
                }
                item = Item(job: following.job, key: key)
            }
        }
        if let held = holder.slots {
            holder.slots = nil
            held.signal()  // a worker still waiting for a slot gets it, and its stop signal
        }
        finished.signal()
    }

    private func spawn(stackBytes: Int) throws(HTTPServerError) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else {
            throw HTTPServerError("cannot give worker threads a stack of \(stackBytes) bytes")
        }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { box in
                Unmanaged<WorkerPool>.fromOpaque(box!).takeRetainedValue().work()
                return nil
            }, box)
        guard status == 0 else {
            Unmanaged<WorkerPool>.fromOpaque(box).release()
            throw HTTPServerError("cannot start a worker thread (error \(status))")
        }
    }
}

/// A worker thread's running slot, while its job holds one.
final class SlotHolder: @unchecked Sendable {  // touched only by its own thread
    var slots: DispatchSemaphore?
}

/// A value per thread (pthread's thread-specific data), for state a job's own code reaches
/// without being handed it.
final class ThreadSpecific<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()

    init() {
        pthread_key_create(&key) { pointer in
            #if canImport(Glibc)
                guard let pointer else { return }
            #endif
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
    }

    var value: Value? {
        get { pthread_getspecific(key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as! Value } }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0 as AnyObject).toOpaque() })
        }
    }
}

extension HTTPServer {
    /// A handler that finds itself running long calls this: its worker's running slot goes to
    /// the next request (see `WorkerPool`); nothing happens off the workers.
    public static func releaseRunningSlot() { WorkerPool.releaseRunningSlot() }
}
