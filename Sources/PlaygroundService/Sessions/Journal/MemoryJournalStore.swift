import PlaygroundAPI
import Support

/// Journals in memory: for tests, and the reference the other stores must behave like (the same
/// compare-and-set, the same answers). Nothing survives the process.
///
/// Not final: `SharedMemoryJournalStore` stands for a database several stores write.
class MemoryJournalStore: JournalStore, LinkStore, SnapshotStore, @unchecked Sendable {  // its state is in `Locked`s
    private let journals = Locked([String: [SessionInput]]())
    private let links = MemoryLinkStore()
    private let snapshots = Locked([String: (revision: Int, bytes: [UInt8])]())

    init() {}

    /// How a failure reads to the store: a shared store's missing journal was deleted by another
    /// node, and a journal ahead of the session is another node's write.
    fileprivate var failureKinds: (missing: JournalFailure.Kind, ahead: JournalFailure.Kind) { (.failed, .failed) }

    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) {
        journals.withLock { $0[id] = inputs }
    }

    func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure) {
        let held = journals.withLock { journals -> Int? in
            guard let count = journals[id]?.count else { return nil }
            if count == revision { journals[id]!.append(input) }
            return count
        }
        guard let held else { throw JournalFailure(message: "session \(id) has no journal", kind: failureKinds.missing) }
        guard held == revision else {
            throw JournalFailure(
                message:
                    "the journal of session \(id) holds \(held) inputs, not the session's \(revision): another writer, or a journal that could not be replayed; nothing was written",
                kind: held > revision ? failureKinds.ahead : .failed
            )
        }
    }

    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] {
        guard let inputs = journals.withLock({ $0[id] }) else {
            throw JournalFailure(message: "session \(id) has no journal", kind: failureKinds.missing)
        }
        return Array(inputs.dropFirst(revision))
    }

    func holds(_ id: String, revision: Int) -> Bool {
        journals.withLock { $0[id]?.count == revision }
    }

    func remove(_ id: String) {
        journals.withLock { _ = $0.removeValue(forKey: id) }
        snapshots.withLock { _ = $0.removeValue(forKey: id) }
    }

    func list() -> (ids: [String], warnings: [String]) {
        (journals.withLock { $0.keys.sorted() }, [])
    }

    func unwritable() -> String? { nil }

    /// Whether `id` has a journal.
    func exists(_ id: String) -> Bool { journals.withLock { $0[id] != nil } }

    var count: Int { journals.withLock { $0.count } }

    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) { try links.saveLink(document, as: id) }
    func link(_ id: String) -> [UInt8]? { links.link(id) }
    func linkCount() -> Int { links.linkCount() }

    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) { snapshots.withLock { $0[id] = (revision, bytes) } }
    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? { snapshots.withLock { $0[id] } }
}

/// Journals in memory that several session stores share, as nodes share a database: for tests
/// of the cluster's paths (conflicts, catch-up, another node's sessions). It announces nothing:
/// tests deliver changes themselves.
final class SharedMemoryJournalStore: MemoryJournalStore, SharedJournal, @unchecked Sendable {
    override fileprivate var failureKinds: (missing: JournalFailure.Kind, ahead: JournalFailure.Kind) { (.missing, .conflict) }

    func observeChanges(_ body: @escaping @Sendable (JournalChange) -> Void) {}
    func sessionCount() -> Int? { count }
    func expire(idleFor seconds: Int) -> [String] { [] }
}
