import CoreMetrics
import Prometheus
import Support

/// The service's metrics, through swift-metrics into a Prometheus registry of its own (not the
/// process-wide `MetricsSystem`, so several services, as in tests, never share counters).
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let sessions: CoreMetrics.Gauge
    private let liveSessions: CoreMetrics.Gauge
    private let controllers: CoreMetrics.Gauge
    private let hierarchyCacheBytes: CoreMetrics.Gauge
    private let heapBytes: CoreMetrics.Gauge
    private let evictions: CoreMetrics.Counter
    private let replays: CoreMetrics.Counter
    private let damages: CoreMetrics.Counter
    private let droppedLogLines: CoreMetrics.Counter
    private let conflicts: CoreMetrics.Counter
    private let deltaReplays: CoreMetrics.Counter
    private let backgroundCatchUps: CoreMetrics.Counter
    private let cacheHits: CoreMetrics.Counter
    private let cacheMisses: CoreMetrics.Counter
    private let snapshotsWritten: CoreMetrics.Counter
    private let snapshotsLoaded: CoreMetrics.Counter
    private let snapshotsDropped: CoreMetrics.Counter
    private let notifyLag: CoreMetrics.Timer

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2),
            .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(100), .milliseconds(500), .seconds(2),
        ]
        self.factory = factory
        sessions = CoreMetrics.Gauge(label: "playground_sessions", factory: factory)
        liveSessions = CoreMetrics.Gauge(label: "playground_live_sessions", factory: factory)
        controllers = CoreMetrics.Gauge(label: "playground_controllers", factory: factory)
        hierarchyCacheBytes = CoreMetrics.Gauge(label: "playground_hierarchy_cache_bytes", factory: factory)
        heapBytes = CoreMetrics.Gauge(label: "playground_session_heap_bytes", factory: factory)
        evictions = CoreMetrics.Counter(label: "playground_session_evictions_total", factory: factory)
        replays = CoreMetrics.Counter(label: "playground_session_replays_total", factory: factory)
        damages = CoreMetrics.Counter(label: "playground_sessions_damaged_total", factory: factory)
        droppedLogLines = CoreMetrics.Counter(label: "playground_log_lines_dropped_total", factory: factory)
        conflicts = CoreMetrics.Counter(label: "playground_journal_conflicts_total", factory: factory)
        deltaReplays = CoreMetrics.Counter(label: "playground_session_delta_replays_total", factory: factory)
        backgroundCatchUps = CoreMetrics.Counter(label: "playground_session_background_catchups_total", factory: factory)
        cacheHits = CoreMetrics.Counter(label: "playground_session_cache_hits_total", factory: factory)
        cacheMisses = CoreMetrics.Counter(label: "playground_session_cache_misses_total", factory: factory)
        snapshotsWritten = CoreMetrics.Counter(label: "playground_snapshots_written_total", factory: factory)
        snapshotsLoaded = CoreMetrics.Counter(label: "playground_snapshots_loaded_total", factory: factory)
        snapshotsDropped = CoreMetrics.Counter(label: "playground_snapshots_dropped_total", factory: factory)
        notifyLag = CoreMetrics.Timer(label: "playground_journal_notify_lag_seconds", factory: factory)
    }

    /// One answered request, labelled by route pattern (not path, which would explode the series).
    /// The handles are made once per label set: making one checks every name and label and takes
    /// the registry's lock, which cost a tenth of a `GET /healthz`.
    func request(route: String, method: String, status: Int, duration: Duration) {
        let key = RequestSeries(route: route, method: method, status: status)
        let handles = requestHandles.withLock { handles in
            if let made = handles[key] { return made }
            let made = (
                count: CoreMetrics.Counter(
                    label: "http_requests_total",
                    dimensions: [("route", route), ("method", method), ("status", String(status))], factory: factory),
                duration: CoreMetrics.Timer(label: "http_request_duration_seconds", dimensions: [("route", route)], factory: factory)
            )
            handles[key] = made
            return made
        }
        handles.count.increment()
        handles.duration.recordInterval(duration)
    }

    private struct RequestSeries: Hashable {
        var route: String
        var method: String
        var status: Int
    }
    /// Bounded: routes are patterns, methods and statuses few.
    private let requestHandles = Locked<[RequestSeries: (count: CoreMetrics.Counter, duration: CoreMetrics.Timer)]>([:])

    /// A script the engine refused: `script` (parse/bind), `exception` (UIKit raised) or `limit`.
    func scriptError(kind: String) {
        CoreMetrics.Counter(label: "playground_script_errors_total", dimensions: [("kind", kind)], factory: factory).increment()
    }

    /// The memory budgets (issue 38), by the setting that refused a request.
    static let memoryBudgets: Set<String> = ["maxRequestBytes", "maxValueBytes", "maxSessionHeapBytes", "maxProcessHeapBytes"]

    /// A request refused by one of `memoryBudgets`.
    func budgetRefusal(limit: String) {
        CoreMetrics.Counter(label: "playground_budget_refusals_total", dimensions: [("limit", limit)], factory: factory).increment()
    }

    /// The store's figures at scrape time: gauges as they are, counters as running totals.
    struct StoreFigures {
        var sessions = 0, live = 0, controllers = 0
        /// What the sessions keep of their hierarchies' JSON (`HierarchyJSONCache`).
        var hierarchyCacheBytes = 0
        /// What live sessions keep of values and logs, and running requests hold (`ProcessHeapBudget`).
        var heapBytes = 0
        var evictions = 0, replays = 0, damaged = 0, droppedLogLines = 0
        /// Shared journals: appends that lost to another node, catch-ups on other nodes' writes,
        /// and those of them done off the request's path as the writes were announced.
        var conflicts = 0, deltaReplays = 0, backgroundCatchUps = 0
        /// Uses served by a live copy as it was, and uses that had to replay first.
        var cacheHits = 0, cacheMisses = 0
        /// Engine snapshots written, loaded in place of the inputs they stand for, and dropped
        /// (the writer's queue full).
        var snapshotsWritten = 0, snapshotsLoaded = 0, snapshotsDropped = 0
        /// Notifications' lag since the last scrape, in microseconds.
        var notifyLags: [Int] = []
    }

    /// The Prometheus text, with the gauges read from the store at scrape time.
    func exposition(_ figures: StoreFigures) -> [UInt8] {
        sessions.record(figures.sessions)
        liveSessions.record(figures.live)
        controllers.record(figures.controllers)
        hierarchyCacheBytes.record(figures.hierarchyCacheBytes)
        heapBytes.record(figures.heapBytes)
        let totals = [
            (evictions, figures.evictions), (replays, figures.replays), (damages, figures.damaged), (droppedLogLines, figures.droppedLogLines),
            (conflicts, figures.conflicts), (deltaReplays, figures.deltaReplays), (cacheHits, figures.cacheHits),
            (cacheMisses, figures.cacheMisses), (snapshotsWritten, figures.snapshotsWritten), (snapshotsLoaded, figures.snapshotsLoaded),
            (snapshotsDropped, figures.snapshotsDropped), (backgroundCatchUps, figures.backgroundCatchUps),
        ]
        let increments = reported.withLock { reported in
            if reported.count < totals.count { reported += Array(repeating: 0, count: totals.count - reported.count) }
            return totals.enumerated().map { index, entry in
                defer { reported[index] = max(reported[index], entry.1) }
                return max(0, entry.1 - reported[index])
            }
        }
        for (entry, increment) in zip(totals, increments) where increment > 0 { entry.0.increment(by: increment) }
        for lag in figures.notifyLags { notifyLag.recordInterval(.microseconds(lag)) }
        return registry.emitToBuffer()
    }

    /// The totals already added to each counter, in `exposition`'s order (as many as it lists).
    private let reported = Locked([Int]())
}

extension CoreMetrics.Timer {
    func recordInterval(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
