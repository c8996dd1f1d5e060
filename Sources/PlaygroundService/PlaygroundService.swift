import ContainmentEngine
import HTTPServer
import Logging
import PlaygroundAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The HTTP API of the playground: sessions, scripts, logs, hierarchies, metrics and the
/// explorer's files. Every route is a function of the request and the session store.
public final class PlaygroundService: Sendable {
    let store: SessionStore
    let configuration: ServiceConfiguration
    let staticFiles: StaticFiles
    let logger: Logger
    let metrics = ServiceMetrics()
    let router: Router
    let policy: AccessPolicy
    /// Where the log lines go, when the executable buffers them (for the dropped-lines metric).
    let logWriter: LogWriter?

    public init(configuration: ServiceConfiguration, logger: Logger = Logger(label: "containment-playground"), logWriter: LogWriter? = nil) {
        self.configuration = configuration
        self.logWriter = logWriter
        // A long request gives its running slot to the next (WorkerPool): short requests never
        // wait for long ones, and the cores are not shared by more requests than they serve well.
        self.store = SessionStore(configuration: configuration, logger: logger, longRun: { HTTPServer.releaseRunningSlot() })
        self.staticFiles = StaticFiles(
            mounts: [
                ("/", configuration.publicDirectory), ("/vendor/codemirror/", configuration.codemirrorDirectory),
                ("/docs/", configuration.docsDirectory),
            ])
        self.logger = logger
        let routes = Routes(
            store: store, configuration: configuration,
            presets: PresetLibrary(directory: configuration.presetsDirectory), metrics: metrics,
            rateLimiter: MutationRateLimiter(perMinute: configuration.maxMutationsPerMinute), logWriter: logWriter)
        self.policy = AccessPolicy(configuration: configuration)
        var router = Router()
        routes.add(to: &router)
        self.router = router
    }

    /// On every answer: no MIME sniffing, no referrer sent on (a permalink carries a script).
    /// The page gets a policy that allows its own files only and no framing (clickjacking); the
    /// API's answers, never meant to render, allow nothing. OWASP secure headers project.
    static let pageHeaders: [(name: String, value: String)] = [
        (name: "X-Content-Type-Options", value: "nosniff"), (name: "Referrer-Policy", value: "no-referrer"),
        (
            name: "Content-Security-Policy",
            value: "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; object-src 'none'"
        ),
        (name: "X-Frame-Options", value: "DENY"),
    ]
    static let apiHeaders: [(name: String, value: String)] = [
        (name: "X-Content-Type-Options", value: "nosniff"), (name: "Referrer-Policy", value: "no-referrer"),
        (name: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'"),
    ]

    /// The handler given to `HTTPServer`: routes, then records the request's metrics and log line.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let clock = ContinuousClock()
        let started = clock.now
        var (response, route) = respond(to: request)
        // A prepared answer was built with its headers (`Routes.healthy`).
        if response.prepared == nil { response.headers += route == "static" ? Self.pageHeaders : Self.apiHeaders }
        // HEAD keeps the body: libmicrohttpd sends the headers alone, with GET's Content-Length
        // (emptying it here sent `Content-Length: 0`, which RFC 9110 §8.6 forbids).
        let duration = clock.now - started
        metrics.request(route: route, method: request.method, status: response.status, duration: duration)
        // At debug: an access line per request, even written by another thread, halved a health
        // check's throughput (its formatting alone); `logLevel: debug` turns them on.
        logger.debug(
            "request",
            metadata: [
                "method": "\(request.method)", "path": "\(request.path)", "route": "\(route)",
                "status": "\(response.status)", "bytes": "\(response.body.count)",
                "duration_us": "\(duration / .microseconds(1))", "remote": "\(request.remoteAddress)",
            ])
        return response
    }

    private func respond(to request: HTTPRequest) -> (HTTPResponse, route: String) {
        do throws(Problem) { try policy.check(request) } catch { return (error.response(), "refused") }
        switch router.match(method: request.method, path: request.path) {
        case .found(let handler, let parameters, let pattern):
            return (handler(request, parameters), pattern)
        case .methodNotAllowed(let allow, let pattern):
            return (methodNotAllowed(request, allow: allow), pattern)
        case .notFound:
            if let file = staticFiles.response(for: request) { return (file, "static") }
            if staticFiles.serves(request.path) { return (methodNotAllowed(request, allow: ["GET", "HEAD"]), "static") }
            return (Problem.notFound("no route for \(request.method) \(request.path); see /openapi.json").response(), "unmatched")
        }
    }

    private func methodNotAllowed(_ request: HTTPRequest, allow: [String]) -> HTTPResponse {
        let allowed = allow.joined(separator: ", ")
        return Problem(.methodNotAllowed, "\(request.method) is not allowed on \(request.path); allowed: \(allowed)")
            .response(headers: [(name: "Allow", value: allowed)])
    }

    /// Registers the sessions journalled in the data directory (dormant until used). Fast: call
    /// before serving, then `wakeRestoredSessions` in the background.
    public func restoreSessions() -> (restored: Int, warnings: [String]) { store.restore() }

    /// Replays every dormant session, so first requests find them warm; logs each that cannot be
    /// (a damaged journal: its routes answer 503). Returns how many could not.
    @discardableResult
    public func wakeRestoredSessions() -> Int {
        let failures = store.wakeAll()
        for failure in failures { logger.error("\(failure)") }
        return failures.count
    }

    /// Gives the HTTP layer the service's answers and placement: its own 413 and 503 problems,
    /// and which requests run on the polling threads.
    public static func adapt(_ http: inout HTTPServerConfiguration) {
        http.contentTooLarge = { Problem.contentTooLarge(limit: $0) }
        http.overloaded = { Problem.workersBusy() }
        http.perIPLimited = { Problem.tooManyConnections(limit: $0) }
        http.runsInline = runsInline
        http.serialKey = sessionKey
        http.malformed = { Problem.badRequest("not accepted: \($0) (RFC 9112); the connection is closed").response() }
    }

    /// Requests answered on the HTTP layer's polling thread, never queued behind engine work:
    /// GET and HEAD outside `/v1/` (health, readiness, metrics, OpenAPI, the explorer's files),
    /// which read no session and cost microseconds.
    @Sendable public static func runsInline(method: String, path: String) -> Bool {
        (method == "GET" || method == "HEAD") && !path.hasPrefix("/v1/")
    }

    /// The session a request works on (`/v1/sessions/{id}...`): its requests run one at a time
    /// on the HTTP layer's workers, in arrival order, instead of many workers waiting on its lock.
    /// Read from the path's bytes: `hasPrefix` and a walk through `utf8`'s checked indices were a
    /// thousand instructions of the polling thread's time per request.
    @Sendable public static func sessionKey(method: String, path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            let prefix: StaticString = "/v1/sessions/"
            let start = prefix.utf8CodeUnitCount
            guard bytes.count > start, let base = bytes.baseAddress, memcmp(base, prefix.utf8Start, start) == 0 else { return nil }
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            return end == start ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// Why journals cannot be written now (the reason `/readyz` gives), or nil when they can or
    /// there are none. The executable refuses to start on one.
    public var journalsUnwritable: String? { store.journal?.unwritable() }

    /// A database address without its password, for logs and messages.
    public static func redacted(_ conninfo: String) -> String { PostgresJournalStore.redacted(conninfo) }

    /// Evicts idle sessions; the executable calls it periodically.
    public func evictIdleSessions() { store.evictIdle() }

    public var sessionCount: Int { store.count }
}
