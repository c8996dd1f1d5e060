/// The store's figures for the metrics route, read at scrape time in one value: gauges as they
/// are, counters as running totals.
extension SessionStore {
    func figures() -> ServiceMetrics.StoreFigures {
        var figures = ServiceMetrics.StoreFigures()
        registry.withLock { registry in (figures.sessions, figures.live) = (registry.sessions.count, registry.live.count) }
        figures.controllers = controllers.load(ordering: .relaxed)
        figures.hierarchyCacheBytes = hierarchyBudget.bytesUsed
        figures.heapBytes = heapBudget.bytesUsed
        figures.evictions = evictions.load(ordering: .relaxed)
        figures.replays = replays.load(ordering: .relaxed)
        figures.damaged = damages.load(ordering: .relaxed)
        figures.cacheHits = cacheHits.load(ordering: .relaxed)
        figures.cacheMisses = cacheMisses.load(ordering: .relaxed)
        if let snapshots {
            figures.snapshotsWritten = snapshots.writer.done.load(ordering: .relaxed)
            figures.snapshotsLoaded = snapshots.loaded.load(ordering: .relaxed)
            figures.snapshotsDropped = snapshots.writer.dropped.load(ordering: .relaxed)
        }
        if let cluster {
            figures.conflicts = cluster.conflicts.load(ordering: .relaxed)
            figures.deltaReplays = cluster.deltaReplays.load(ordering: .relaxed)
            figures.backgroundCatchUps = cluster.catchUps.done.load(ordering: .relaxed)
            figures.notifyLags = cluster.notifyLags.take()
        }
        return figures
    }
}
