/// Journals in memory: for tests, and the reference the other stores must behave like (the same
/// compare-and-set, the same answers). Nothing survives the process.
final class MemoryJournalStore: JournalStore {
    private let journals = Locked([String: [SessionInput]]())
    private let links = Locked([String: [UInt8]]())
    private let snapshots = Locked([String: (revision: Int, bytes: [UInt8])]())
    /// Shared: stands for a database several stores write (tests of the conflict path).
    let isShared: Bool

    init(shared: Bool = false) { isShared = shared }

    func exists(_ id: String) -> Bool { isShared && journals.withLock { $0[id] != nil } }

    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) {
        journals.withLock { $0[id] = inputs }
    }

    func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure) {
        let held = journals.withLock { journals -> Int? in
            guard let count = journals[id]?.count else { return nil }
            if count == revision { journals[id]!.append(input) }
            return count
        }
        guard let held else { throw JournalFailure(message: "session \(id) has no journal", kind: isShared ? .missing : .failed) }
        guard held == revision else {
            throw JournalFailure(
                message:
                    "the journal of session \(id) holds \(held) inputs, not the session's \(revision): another writer, or a journal that could not be replayed; nothing was written",
                kind: isShared && held > revision ? .conflict : .failed
            )
        }
    }

    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] {
        guard let inputs = journals.withLock({ $0[id] }) else {
            throw JournalFailure(message: "session \(id) has no journal", kind: isShared ? .missing : .failed)
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

    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) { links.withLock { $0[id] = document } }
    func link(_ id: String) -> [UInt8]? { links.withLock { $0[id] } }
    func linkCount() -> Int { links.withLock { $0.count } }

    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) { snapshots.withLock { $0[id] = (revision, bytes) } }
    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? { snapshots.withLock { $0[id] } }
}
