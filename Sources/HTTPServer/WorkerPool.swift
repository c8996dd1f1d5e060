import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fixed set of threads, with a stack size of the server's choosing, running queued jobs in
/// order. Handlers run here instead of on libmicrohttpd's polling threads, so a slow request
/// holds one worker, not every connection that polling thread serves. The queue is bounded: a
/// job offered to a full queue is refused at once, and the caller answers 503.
final class WorkerPool: Sendable {
    typealias Job = @Sendable () -> Void

    private struct Queue {
        var jobs: [Job?] = []  // nil: a worker's signal to stop
        var head = 0
        var running = 0
        var threads = 0
        var stopping = true
        var count: Int { jobs.count - head }
    }

    private let queue = Mutex(Queue())
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let capacity: Int

    /// A pool whose queue holds at most `capacity` jobs; it runs none before `start`.
    init(capacity: Int) { self.capacity = capacity }

    /// Starts `threads` threads of `stackBytes` each (a pool that was stopped starts again).
    func start(threads: Int, stackBytes: Int) throws(HTTPServerError) {
        queue.withLock { $0 = Queue(stopping: false) }
        for _ in 0..<threads {
            do { try spawn(stackBytes: stackBytes) } catch {
                stop()
                throw error
            }
            queue.withLock { $0.threads += 1 }
        }
    }

    /// Queues `job`; false when the queue is full or the pool is stopping (the job never runs).
    func offer(_ job: @escaping Job) -> Bool {
        let accepted = queue.withLock { queue in
            guard !queue.stopping, queue.count < capacity else { return false }
            queue.jobs.append(job)
            return true
        }
        if accepted { available.signal() }
        return accepted
    }

    /// Jobs waiting and running.
    var backlog: Int { queue.withLock { $0.count + $0.running } }

    /// Refuses new jobs, lets the queued ones run, then stops every thread and waits for them.
    /// Idempotent.
    func stop() {
        let threads = queue.withLock { queue in
            guard !queue.stopping else { return 0 }
            queue.stopping = true
            for _ in 0..<queue.threads { queue.jobs.append(nil) }
            return queue.threads
        }
        for _ in 0..<threads { available.signal() }
        for _ in 0..<threads { finished.wait() }
    }

    private func work() {
        while true {
            available.wait()
            let job = queue.withLock { queue -> Job? in
                let job = queue.jobs[queue.head]
                queue.head += 1
                if queue.head > 1024, queue.head * 2 > queue.jobs.count {
                    queue.jobs.removeFirst(queue.head)
                    queue.head = 0
                }
                if job != nil { queue.running += 1 }
                return job
            }
            guard let job else { break }
            job()
            queue.withLock { $0.running -= 1 }
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
