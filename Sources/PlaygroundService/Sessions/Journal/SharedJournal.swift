/// A journal store that other processes write too (PostgreSQL): sessions may appear, move on and
/// disappear under this node, which learns of it from `exists`, a conflicting append, and
/// `observeChanges`. The cluster's operations are this protocol's; the file store, which one
/// process owns, does not pretend to implement them (`ClusterSync` uses them).
protocol SharedJournal: JournalStore {
    /// Whether `id` has a journal now (a session another node created).
    func exists(_ id: String) -> Bool

    /// Calls `body` for each change any writer made. Delivered late or never (a cache hint, not
    /// a guarantee; `mayHaveMissed` says when changes may have gone unheard).
    func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void)

    /// How many sessions the store holds across every node (nil: it could not count them now).
    func sessionCount() -> Int?

    /// Deletes the journals of sessions not written for `seconds`, one node at a time, and
    /// returns their ids.
    func expire(idleFor seconds: Int) -> [String]
}

/// What another writer did to a shared journal.
enum JournalChange: Equatable {
    /// Session `id`'s journal reached `revision`; `sentAt`: the database's clock, in microseconds
    /// since 1970, as it committed it (for the notification's lag).
    case written(id: String, revision: Int, sentAt: Int? = nil)
    case deleted(id: String)
    /// Notifications may have been lost (the listener connected or reconnected): any copy may
    /// be behind.
    case mayHaveMissed
}
