import Support
import Synchronization

/// A node's part in a cluster sharing one journal store (PostgreSQL): what the shared store adds
/// to a journal (other nodes' sessions, changes announced, the shared session count, expiry),
/// the catch-ups done off the request's path as other nodes' writes are announced, and the
/// figures of all this. Each session's own knowledge is its `ReplicaState`; the store applies
/// what this decides to its sessions (`SessionStore+Cluster`). Without a shared store, a store
/// has no `ClusterSync` and pays for none of it.
final class ClusterSync: Sendable {
    let journal: any SharedJournal
    /// Catches sessions up on other nodes' writes off the request's path; those done count in
    /// `catchUps.done`.
    let catchUps = BackgroundQueue<@Sendable () -> Bool>(name: "catch-up", capacity: 1024) { _, catchUp in catchUp() }
    /// How late other nodes' notifications arrive, until the next scrape takes them.
    let notifyLags = LagSamples()
    /// Appends that lost the journal's compare-and-set to another node, and the delta replays
    /// that caught a session up on other nodes' writes.
    let conflicts = Atomic<Int>(0)
    let deltaReplays = Atomic<Int>(0)
    /// When the shared journal was last asked to expire idle sessions (nil: never).
    private let lastExpiry = Locked<Duration?>(nil)
    /// How often one node asks the database to expire idle sessions.
    static let expiryInterval = Duration.seconds(30)

    init(journal: any SharedJournal) { self.journal = journal }

    deinit { catchUps.stop() }

    /// Whether session `id`, unknown here, has a journal another node created (only ids this
    /// service makes are looked up).
    func hasJournal(_ id: String) -> Bool { SessionStore.isValidID(id) && journal.exists(id) }

    /// The sessions of every node, against `maxSessions` (a soft bound: two nodes may both take
    /// the last place); nil when the database could not count them.
    var sessionCount: Int? { journal.sessionCount() }

    /// Asks the database to expire sessions idle for `seconds`, at most once per
    /// `expiryInterval` on this node; returns the ids it deleted.
    func expireIfDue(now: Duration, idleFor seconds: Int) -> [String] {
        let due = lastExpiry.withLock { last -> Bool in
            guard last.map({ now - $0 >= Self.expiryInterval }) ?? true else { return false }
            last = now
            return true
        }
        return due ? journal.expire(idleFor: seconds) : []
    }

    /// Notes how late a notification sent at `sentAt` (microseconds since 1970) arrived at `now`.
    func heard(sentAt: Int?, now: Int) {
        if let sentAt { notifyLags.record(microseconds: now - sentAt) }
    }
}
