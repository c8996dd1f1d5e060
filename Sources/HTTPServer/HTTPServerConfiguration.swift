import Foundation

/// Listening and resource limits; libmicrohttpd's own defaults have no timeout, per-IP limit or body cap.
public struct HTTPServerConfiguration: Sendable {
    /// IPv4 literal to bind.
    public var host: String = "127.0.0.1"
    /// 0 lets the system pick a free port; read it back from `HTTPServer.port`.
    public var port: Int = 8080
    public var threading: HTTPThreadingMode = .threadPool
    /// Threads in the pool; only used by `.threadPool`.
    public var threadPoolSize: Int = 2
    public var connectionLimit: Int = 1024
    /// Open connections per client address; 0: no per-address limit. A request on one more
    /// is answered `perIPLimited` (503 with Retry-After) and its connection closed; past twice
    /// the limit libmicrohttpd closes new connections at once (idle ones never send a request).
    public var perIPConnectionLimit: Int = 32
    /// The answer to a request on a connection past `perIPConnectionLimit`. nil: a plain 503.
    public var perIPLimited: (@Sendable (_ limit: Int) -> HTTPResponse)?
    /// Idle seconds before a connection is closed; 0: never.
    public var connectionTimeoutSeconds: Int = 10
    /// The memory libmicrohttpd gives each connection for the request line, headers, read
    /// buffer and the answer's headers (bodies stream through it). It zeroes the whole of it
    /// after every request on a kept-alive connection, so its default of 32 KiB cost 7 % of a
    /// `GET /healthz` (docs/performance.md); 16 KiB still holds any request HAProxy's default
    /// 16 KiB buffer lets through. Headers that do not fit are answered 431.
    public var connectionMemoryBytes: Int = 16_384
    /// Larger request bodies are answered with 413.
    public var maxBodyBytes: Int = 1_048_576
    /// The 413 answer for a body over `maxBodyBytes`, given the limit: the application's own
    /// problem (its catalogue), sent before the body is read. nil: a plain RFC 9457 problem.
    public var contentTooLarge: (@Sendable (_ limit: Int) -> HTTPResponse)?
    /// The 400 answer for a request that breaks HTTP/1.1 (`Content-Length` with
    /// `Transfer-Encoding`, HTTP/1.1 without `Host`, a control byte in the path), given why:
    /// the application's own problem. The connection is closed after it. nil: a plain problem.
    public var malformed: (@Sendable (_ reason: String) -> HTTPResponse)?
    /// Threads that run the handler, off libmicrohttpd's polling threads, so that one slow
    /// request does not stall the connections its polling thread serves. 0: handlers run on the
    /// polling threads. Not used by `.threadPerConnection`, where each connection has a thread.
    public var workerThreads: Int = 16
    /// Handlers that run on the workers at once (`WorkerPool`'s running slots); 0: one per core
    /// less one per polling thread, at least one (`resolvedRunningSlots`). The other workers wait
    /// for a slot, which a handler that runs long gives up (`HTTPServer.releaseRunningSlot`), so
    /// long requests never hold short ones back. Two per core (sessions 8-14) kept a third and
    /// fourth worker taking turns with the polling thread on 2 cores (0.55-0.65 context switches
    /// per mutation against 0.15 with one per core: 12 % more mutations a second). A core left
    /// to the polling thread, which every request passes through twice: over 8 sessions on 2
    /// cores, 6-7 % more mutations a second and 6-11 % less CPU per mutation than one slot per
    /// core, in 16 alternated pairs (docs/performance-archive.md, session 16).
    public var runningSlots: Int = 0

    /// The running slots `runningSlots` stands for on a machine of `cores` cores.
    public func resolvedRunningSlots(cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        if runningSlots > 0 { return runningSlots }
        let pollingThreads = threading == .threadPool ? max(1, threadPoolSize) : 1
        return max(1, cores - pollingThreads)
    }
    /// Requests that may wait for a worker; one more is answered with `overloaded`.
    public var workerQueueLimit: Int = 64
    /// The stack of every thread that runs a handler (libmicrohttpd's and the workers): deep
    /// recursion in a handler is bounded by the application's limits, and this leaves room.
    public var threadStackBytes: Int = 64 << 20
    /// Requests answered on the polling thread without queueing (cheap ones: health probes,
    /// static files), so that a backlog of slow requests never delays them. nil: none.
    public var runsInline: (@Sendable (_ method: String, _ path: String) -> Bool)?
    /// Requests with the same key (the application's: a session) run one at a time, in arrival
    /// order, and those waiting hold no worker. nil: no key, any order.
    public var serialKey: (@Sendable (_ method: String, _ path: String) -> String?)?
    /// The answer when the workers' queue is full: the application's own 503 problem (with
    /// `Retry-After`). nil: a plain RFC 9457 problem.
    public var overloaded: (@Sendable () -> HTTPResponse)?

    public init() {}
}

extension HTTPServerConfiguration {
    /// Why a server cannot start with this configuration, or nil when it can. libmicrohttpd takes
    /// its limits as unsigned integers, so a negative one would silently become a huge one.
    public var validationFailure: String? {
        guard (0...65_535).contains(port) else { return "port must be 0-65535, got \(port)" }
        for (name, value) in [
            ("maxBodyBytes", maxBodyBytes), ("connectionLimit", connectionLimit),
            ("threadPoolSize", threadPoolSize), ("workerQueueLimit", workerQueueLimit),
        ] where value < 1 {
            return "\(name) must be at least 1, got \(value)"
        }
        guard connectionMemoryBytes >= 4096 else {
            return "connectionMemoryBytes must be at least 4096, got \(connectionMemoryBytes)"
        }
        for (name, value) in [
            ("perIPConnectionLimit", perIPConnectionLimit),
            ("connectionTimeoutSeconds", connectionTimeoutSeconds), ("workerThreads", workerThreads),
            ("runningSlots", runningSlots),
        ] where value < 0 {
            return "\(name) must be 0 or more, got \(value)"
        }
        guard threadStackBytes >= 1 << 20 else { return "threadStackBytes must be at least 1048576, got \(threadStackBytes)" }
        return nil
    }
}
