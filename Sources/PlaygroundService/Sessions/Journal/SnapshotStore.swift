/// Where engine snapshots are kept (issue 19): waking a session, another node and time travel
/// then replay only the inputs after the latest. Best effort: a snapshot only saves work, so a
/// failure to save one is not one of the session's. A session's snapshots go with its journal
/// (`JournalStore.remove`).
protocol SnapshotStore: Sendable {
    /// Keeps an engine snapshot of session `id` taken at `revision` as its latest.
    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int)

    /// The latest snapshot of session `id`, and the revision it was taken at.
    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])?
}
