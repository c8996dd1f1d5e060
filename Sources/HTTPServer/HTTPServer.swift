internal import CMicroHTTPD
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd. The handler runs on libmicrohttpd's threads, possibly
/// concurrently, once per request with the whole body received.
public final class HTTPServer: Sendable {
    private struct Running {
        let daemon: OpaquePointer
        let port: Int
    }

    private let configuration: HTTPServerConfiguration
    private let context: ServerContext
    private let running = Locked<Running?>(nil)

    public init(configuration: HTTPServerConfiguration, handler: @escaping HTTPHandler) {
        self.configuration = configuration
        self.context = ServerContext(handler: handler, configuration: configuration)
    }

    deinit {
        stop()
    }

    /// Binds and starts serving; throws if already running, if the configuration is invalid or if
    /// the address cannot be bound.
    public func start() throws {
        try running.withLock { (running: inout Running?) throws(HTTPServerError) in
            guard running == nil else { throw HTTPServerError("server is already running") }
            if let failure = configuration.validationFailure { throw HTTPServerError(failure) }
            // libmicrohttpd avoids SIGPIPE itself where it can (MSG_NOSIGNAL on Linux); elsewhere a
            // write to a connection the client closed would kill the process.
            if MHD_is_feature_supported(.FEATURE_AUTOSUPPRESS_SIGPIPE) != .YES {
                signal(SIGPIPE, SIG_IGN)
            }
            var address = try configuration.socketAddress()
            try context.workers?.start(threads: configuration.workerThreads, stackBytes: configuration.threadStackBytes)
            context.lastLogMessage.withLock { $0 = nil }
            let daemon = withUnsafeMutablePointer(to: &address) { address in
                let callbackContext = Unmanaged.passUnretained(context).toOpaque()
                return configuration.optionItems(socketAddress: address).withUnsafeBufferPointer { options in
                    cmhd_start_daemon(
                        configuration.daemonFlags, UInt16(configuration.port),
                        accessHandler, callbackContext, requestCompleted, callbackContext,
                        logMessage, callbackContext, connectionNotified, callbackContext, options.baseAddress)
                }
            }
            guard let daemon else {
                context.workers?.stop()
                let reason = context.lastLogMessage.withLock { $0 } ?? "libmicrohttpd refused to start"
                throw HTTPServerError(
                    "cannot serve on \(configuration.host):\(configuration.port): \(reason)")
            }
            running = Running(daemon: daemon, port: Int(cmhd_bound_port(daemon)))
        }
    }

    /// The bound port while running (the system's pick when configured with 0), else 0.
    public var port: Int {
        running.withLock { $0?.port ?? 0 }
    }

    /// Stops accepting new connections, lets requests already received finish (answered or
    /// aborted) for up to `gracePeriod`, then stops. Idle keep-alive connections are closed.
    /// Returns the requests still unfinished when the grace period ran out (0 when all finished).
    @discardableResult
    public func shutdown(gracePeriod: Duration) -> Int {
        let listening = running.withLock { $0.map { MHD_quiesce_daemon($0.daemon) } }
        if let listening, listening >= 0 { close(listening) }
        let clock = ContinuousClock()
        let deadline = clock.now + gracePeriod
        var unfinished = context.requestsInFlight.load(ordering: .relaxed)
        while unfinished > 0, clock.now < deadline {
            usleep(2_000)
            unfinished = context.requestsInFlight.load(ordering: .relaxed)
        }
        stop()
        return unfinished
    }

    /// Requests received and not yet completed.
    public var requestsInFlight: Int { context.requestsInFlight.load(ordering: .relaxed) }

    /// Stops accepting, waits for in-flight handlers and closes all connections. Idempotent.
    /// Must not be called from a handler, which would wait for itself.
    public func stop() {
        running.withLock { running in
            guard let daemon = running?.daemon else { return }
            // Every suspended connection must be resumed before the daemon stops: the queued
            // handlers run to the end first.
            context.workers?.stop()
            MHD_stop_daemon(daemon)
            running = nil
        }
    }
}
