import Support

/// Where the explorer's long permalinks are kept (`POST /v1/links`): documents saved for good
/// under an id. Links outlive sessions, and with a shared store any node reads what another
/// saved. The journal stores keep them beside the journals; without one, `MemoryLinkStore`.
protocol LinkStore: Sendable {
    /// Keeps a link's document under `id`.
    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure)

    /// The document saved under `id`; nil when there is none.
    func link(_ id: String) -> [UInt8]?

    /// How many links the store keeps (bounded by `maxLinks`).
    func linkCount() -> Int
}

/// Links in memory: when sessions are too (no data directory), and for tests.
final class MemoryLinkStore: LinkStore {
    private let links = Locked([String: [UInt8]]())

    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) { links.withLock { $0[id] = document } }
    func link(_ id: String) -> [UInt8]? { links.withLock { $0[id] } }
    func linkCount() -> Int { links.withLock { $0.count } }
}
