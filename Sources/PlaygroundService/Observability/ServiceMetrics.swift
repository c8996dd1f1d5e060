import CoreMetrics
import Prometheus
import Synchronization

/// The service's metrics, through swift-metrics into a Prometheus registry of its own (not the
/// process-wide `MetricsSystem`, so several services, as in tests, never share counters).
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let sessions: CoreMetrics.Gauge
    private let liveSessions: CoreMetrics.Gauge
    private let controllers: CoreMetrics.Gauge
    private let evictions: CoreMetrics.Counter
    private let replays: CoreMetrics.Counter
    private let damages: CoreMetrics.Counter
    private let droppedLogLines: CoreMetrics.Counter

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
        evictions = CoreMetrics.Counter(label: "playground_session_evictions_total", factory: factory)
        replays = CoreMetrics.Counter(label: "playground_session_replays_total", factory: factory)
        damages = CoreMetrics.Counter(label: "playground_sessions_damaged_total", factory: factory)
        droppedLogLines = CoreMetrics.Counter(label: "playground_log_lines_dropped_total", factory: factory)
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
    private let requestHandles = Mutex<[RequestSeries: (count: CoreMetrics.Counter, duration: CoreMetrics.Timer)]>([:])

    /// A script the engine refused: `script` (parse/bind), `exception` (UIKit raised) or `limit`.
    func scriptError(kind: String) {
        CoreMetrics.Counter(label: "playground_script_errors_total", dimensions: [("kind", kind)], factory: factory).increment()
    }

    /// The Prometheus text, with the gauges read from the store at scrape time.
    func exposition(
        sessions count: Int, live: Int, controllers controllerCount: Int, evictions evicted: Int, replays replayed: Int, damaged: Int,
        droppedLogLines dropped: Int
    ) -> [UInt8] {
        sessions.record(count)
        liveSessions.record(live)
        controllers.record(controllerCount)
        evictions.increment(by: max(0, evicted - evictionsReported.exchange(evicted, ordering: .relaxed)))
        replays.increment(by: max(0, replayed - replaysReported.exchange(replayed, ordering: .relaxed)))
        damages.increment(by: max(0, damaged - damagesReported.exchange(damaged, ordering: .relaxed)))
        droppedLogLines.increment(by: max(0, dropped - droppedReported.exchange(dropped, ordering: .relaxed)))
        return registry.emitToBuffer()
    }

    private let evictionsReported = Atomic<Int>(0)
    private let replaysReported = Atomic<Int>(0)
    private let damagesReported = Atomic<Int>(0)
    private let droppedReported = Atomic<Int>(0)
}

extension CoreMetrics.Timer {
    func recordInterval(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
