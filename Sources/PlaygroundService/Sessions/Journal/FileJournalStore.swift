internal import CFileStatus
import Foundation
import PlaygroundAPI
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Journals as files, one per session (`<directory>/<id>.jsonl`, the format of `JournalFile`):
/// the embedded default. An append is one `write(2)` on a descriptor kept open between appends
/// (at most `maxOpenDescriptors`, least recently used closed first), before the mutation is
/// answered: a process killed at any moment keeps every acknowledged input (the kernel holds the
/// page); with `fsync` each append also survives power loss, at a cost.
///
/// The store remembers, per journal, the size and digest of what it wrote (`JournalFile.Mark`):
/// a journal deleted, truncated, appended to or rewritten by anyone else is refused when read
/// back, rather than replayed into a different session under the same id and revisions.
///
/// One discipline for every write: a journal is created whole under a temporary name and
/// renamed into place (a failed create leaves nothing); an append that fails is cut back to the
/// last whole line with `ftruncate`, and until that succeeds the journal refuses appends, so
/// nothing is ever acknowledged after a fragment; a torn last line found on reading is cut the
/// same way, never by rewriting the file. With `fsync`, the directory is synced too after a
/// create or a removal.
final class FileJournalStore: JournalStore, LinkStore, SnapshotStore {
    let directory: String
    /// Where links are kept (`<id>.json`, one file each); default `<directory>/links`.
    let linksDirectory: String
    /// How many links the folder holds, counted once then kept (nil: not counted yet).
    private let linkTally = Locked<Int?>(nil)
    private let fsync: Bool
    /// A write reaches the page cache at once; an fsync waits for the disk.
    var appendWaits: Bool { fsync }
    private let maxOpenDescriptors: Int
    private let journals = Locked([String: Journal]())
    /// Journals holding an open descriptor, least recently used first.
    private let openDescriptors = Locked(RecencyList<String>())
    /// The latest failed write, until a write succeeds: readiness reports it for a while.
    private let lastFailure = Locked<(message: String, at: ContinuousClock.Instant)?>(nil)

    init(directory: String, fsync: Bool, maxOpenDescriptors: Int = 256, linksDirectory: String? = nil) {
        self.directory = directory
        self.linksDirectory = linksDirectory ?? directory + "/links"
        self.fsync = fsync
        self.maxOpenDescriptors = max(1, maxOpenDescriptors)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// One journal's file and what the store knows of it. Guarded by its own lock: calls for one
    /// session are serialised by the session, but a descriptor may be closed by another's open.
    private final class Journal: Sendable {
        let path: String
        let state = Locked(State())
        init(path: String) { self.path = path }

        struct State {
            var descriptor: Int32 = -1
            /// What the store wrote, while the file is known to hold exactly that; nil while
            /// unknown (not read yet) or untrusted (a write failed and could not be undone).
            var mark: JournalFile.Mark?
            /// Inputs in the file, when known.
            var count: Int?
            /// A write failed and its fragment could not be cut: bytes past `mark` may follow.
            /// Appends try the cut again first and are refused until it succeeds.
            var fragment = false
        }
    }

    private func path(_ id: String) -> String { "\(directory)/\(id).\(JournalFile.fileExtension)" }

    private func journal(_ id: String) -> Journal {
        journals.withLock { journals in
            if let journal = journals[id] { return journal }
            let journal = Journal(path: path(id))
            journals[id] = journal
            return journal
        }
    }

    func create(_ id: String, with inputs: [SessionInput]) throws(JournalFailure) {
        let journal = journal(id)
        try noting { () throws(JournalFailure) in
            try journal.state.withLock { (state: inout Journal.State) throws(JournalFailure) in
                close(&state)
                let bytes = JournalFile.contents(inputs)
                state.descriptor = try writeWhole(bytes, at: journal.path, in: directory, what: "the journal \(JournalFile.shown(journal.path))")
                state.mark = JournalFile.Mark(bytes)
                state.count = inputs.count
                state.fragment = false
            }
        }
        opened(id)
    }

    /// Runs a write, keeping its failure (or clearing the last one) for `unwritable`.
    private func noting(_ write: () throws(JournalFailure) -> Void) throws(JournalFailure) {
        do throws(JournalFailure) {
            try write()
            if lastFailure.withLock({ $0 != nil }) { lastFailure.withLock { $0 = nil } }
        } catch {
            lastFailure.withLock { $0 = (error.message, ContinuousClock.now) }
            throw error
        }
    }

    /// A write failed in the last 10 s, or a probe file cannot be written now.
    func unwritable() -> String? {
        if let failure = lastFailure.withLock({ $0 }), ContinuousClock.now - failure.at < .seconds(10) {
            return "a journal write failed: \(failure.message)"
        }
        let probe = directory + "/.readyz-probe"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot create a file in the journal directory: \(String(cString: strerror(errno)))" }
        defer {
            closeDescriptor(descriptor)
            unlink(probe)
        }
        do throws(JournalFailure) {
            try JournalFile.write([UInt8](repeating: 0x0A, count: 4096), to: descriptor, path: "the readiness probe")
        } catch {
            return error.message
        }
        return nil
    }

    /// Writes `bytes` as the file at `path` (a journal, a link, a snapshot), in `folder`: under a
    /// temporary name first (synced with `fsync`), then renamed into place, so that the name only
    /// ever holds a whole file. Returns a descriptor open for appends; on failure nothing is left
    /// behind. `what` names the file in messages.
    private func writeWhole(_ bytes: [UInt8], at path: String, in folder: String, what: String) throws(JournalFailure) -> Int32 {
        let temporary = path + Self.temporarySuffix
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw JournalFailure(message: "cannot open \(what): \(String(cString: strerror(errno)))") }
        do throws(JournalFailure) {
            try JournalFile.write(bytes, to: descriptor, path: what)
            if fsync { try JournalFile.sync(descriptor, path: what) }
            guard rename(temporary, path) == 0 else {
                throw JournalFailure(message: "cannot name \(what): \(String(cString: strerror(errno)))")
            }
            if fsync { try JournalFile.syncDirectory(folder) }
            return descriptor
        } catch {
            closeDescriptor(descriptor)
            unlink(temporary)
            throw error
        }
    }

    static let temporarySuffix = ".tmp"

    func append(_ input: SessionInput, line: [UInt8], to id: String, at revision: Int) throws(JournalFailure) {
        let journal = journal(id)
        var reopened = false
        try noting { () throws(JournalFailure) in reopened = try appendLocked(journal, line, id, revision) }
        if reopened { opened(id) }
    }

    private func appendLocked(_ journal: Journal, _ bytes: [UInt8], _ id: String, _ revision: Int) throws(JournalFailure) -> Bool {
        try journal.state.withLock { (state: inout Journal.State) throws(JournalFailure) -> Bool in
            guard state.count == revision else {
                let held = state.count.map { "holds \($0) inputs" } ?? "was never read"
                throw JournalFailure(
                    message:
                        "the journal of session \(id) \(held), not the session's \(revision): another writer, or a journal that could not be replayed; nothing was written"
                )
            }
            guard let mark = state.mark else {
                throw JournalFailure(message: "the journal of session \(id) is not trusted since it changed outside the service; nothing was written")
            }
            let reopened = try ensureOpen(journal, &state)
            if state.fragment {
                guard ftruncate(state.descriptor, off_t(mark.bytes)) == 0 else {
                    throw JournalFailure(
                        message:
                            "the journal of session \(id) still ends in a fragment of a failed write that cannot be cut (\(String(cString: strerror(errno)))); it refuses writes until it can be: free disk space, then retry"
                    )
                }
                state.fragment = false
            }
            do throws(JournalFailure) {
                try JournalFile.write(bytes, to: state.descriptor, path: "the journal " + JournalFile.shown(journal.path))
                if fsync { try JournalFile.sync(state.descriptor, path: "the journal " + JournalFile.shown(journal.path)) }
            } catch {
                // Cut a partly written line at once, so no later append follows a fragment.
                if ftruncate(state.descriptor, off_t(mark.bytes)) != 0 { state.fragment = true }
                throw error
            }
            state.mark?.add(bytes)
            state.count = revision + 1
            return reopened
        }
    }

    /// Opens the journal's descriptor if it is closed, or if its file was unlinked since (appends
    /// to an unlinked file would be acknowledged and lost). Returns whether it opened one.
    private func ensureOpen(_ journal: Journal, _ state: inout Journal.State) throws(JournalFailure) -> Bool {
        if state.descriptor >= 0 {
            // The link count alone (not fstat): asking for the file's times made every append
            // update them finely, through ext4's journal (CFileStatus/shim.h).
            if cfs_link_count(state.descriptor) > 0 { return false }
            close(&state)
        }
        // No O_CREAT: a journal that went away is a failure to report, not a file to start over.
        let descriptor = open(journal.path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw openFailure(journal.path) }
        state.descriptor = descriptor
        return true
    }

    func inputs(of id: String, after revision: Int) throws(JournalFailure) -> [SessionInput] {
        let journal = journal(id)
        defer { opened(id) }  // a torn line's repair leaves a descriptor open: counted like the others
        return try journal.state.withLock { (state: inout Journal.State) throws(JournalFailure) -> [SessionInput] in
            let read = JournalFile.read(journal.path)
            // The store wrote this journal: anything else in it (deleted, truncated, appended to,
            // corrupted: another process or a person) would replay a different session, or an
            // empty one, under the same id and revisions. Refuse, and leave the file as it is.
            if let expected = state.mark, read.mark != expected || read.warning != nil {
                let found =
                    read.warning
                    ?? (read.mark.bytes == expected.bytes
                        ? "other bytes than were written"
                        : "\(read.mark.bytes) bytes where \(expected.bytes) were written")
                throw JournalFailure(
                    message:
                        "session \(id) cannot be restored: its journal \(JournalFile.shown(journal.path)) changed outside the service while the session was dormant (\(found)); restore the file or delete the session"
                )
            }
            // On a journal found at start, only a torn last line is repaired; a damaged one is
            // kept as it is rather than rewritten without the inputs after the damage.
            if let warning = read.warning, !read.tornLastLine {
                throw JournalFailure(
                    message: "session \(id) cannot be restored: \(warning); the file is left as it is: repair it or delete the session")
            }
            state.count = read.inputs.count
            state.mark = read.mark
            if read.tornLastLine {
                // The torn line goes before anything is appended after it: cut at the end of the
                // last whole line, in place. If it cannot be cut now, appends try again first.
                state.mark = read.goodMark
                state.fragment = truncate(journal.path, off_t(read.goodBytes)) != 0
            }
            return Array(read.inputs.dropFirst(revision))
        }
    }

    func holds(_ id: String, revision: Int) -> Bool {
        let journal = journal(id)
        return journal.state.withLock { state in
            guard let mark = state.mark, state.count == revision, !state.fragment else { return false }
            return JournalFile.size(journal.path) == mark.bytes
        }
    }

    func remove(_ id: String) {
        let removed = journals.withLock { $0.removeValue(forKey: id) } ?? Journal(path: path(id))
        removed.state.withLock { state in
            close(&state)
            unlink(removed.path)
            unlink(snapshotPath(id))
            if fsync { try? JournalFile.syncDirectory(directory) }
        }
        openDescriptors.withLock { _ = $0.remove(id) }
    }

    func list() -> (ids: [String], warnings: [String]) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return ([], ["cannot create the data directory \(directory): \(error)"])
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        var ids: [String] = [], warnings: [String] = []
        for name in names where name.hasSuffix("." + JournalFile.fileExtension + Self.temporarySuffix) {
            unlink(directory + "/" + name)  // a create that never finished: never acknowledged
        }
        for name in names where name.hasSuffix("." + JournalFile.fileExtension) {
            let id = String(name.dropLast(JournalFile.fileExtension.count + 1))
            guard SessionStore.isValidID(id) else { warnings.append("skipped \(name): not a session journal name"); continue }
            ids.append(id)
        }
        return (ids, warnings)
    }

    // MARK: Descriptors

    /// Marks `id`'s descriptor the most recently used; closes the least recently used others
    /// past `maxOpenDescriptors` (each under its own journal's lock, after `id`'s was released).
    private func opened(_ id: String) {
        let victims = openDescriptors.withLock { open -> [String] in
            open.use(id)
            let excess = open.count - maxOpenDescriptors
            guard excess > 0 else { return [] }
            let victims = open.oldest(excess, excluding: id)
            for victim in victims { _ = open.remove(victim) }
            return victims
        }
        for victim in victims {
            guard let journal = journals.withLock({ $0[victim] }) else { continue }
            journal.state.withLock { close(&$0) }
        }
    }

    private func close(_ state: inout Journal.State) {
        guard state.descriptor >= 0 else { return }
        closeDescriptor(state.descriptor)
        state.descriptor = -1
    }

    private func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    private func openFailure(_ path: String) -> JournalFailure {
        JournalFailure(message: "cannot open the journal \(JournalFile.shown(path)): \(String(cString: strerror(errno)))")
    }

    deinit {
        for journal in journals.withLock({ Array($0.values) }) { journal.state.withLock { close(&$0) } }
    }
}

// MARK: Links and snapshots: written whole, as a journal is created

extension FileJournalStore {
    /// A document the store writes whole and does not append to: its descriptor is closed.
    private func saveDocument(_ bytes: [UInt8], at path: String, in folder: String, what: String) throws(JournalFailure) {
        closeDescriptor(try writeWhole(bytes, at: path, in: folder, what: what))
    }

    func saveLink(_ document: [UInt8], as id: String) throws(JournalFailure) {
        try? FileManager.default.createDirectory(atPath: linksDirectory, withIntermediateDirectories: true)
        try saveDocument(document, at: "\(linksDirectory)/\(id).json", in: linksDirectory, what: "link \(id)")
        linkTally.withLock { $0 = $0.map { $0 + 1 } }
    }

    /// `<directory>/<id>.snapshot`: the revision on the first line, the engine's snapshot after
    /// it; the latest only, replaced whole.
    func saveSnapshot(_ bytes: [UInt8], of id: String, at revision: Int) {
        try? saveDocument(Array("\(revision)\n".utf8) + bytes, at: snapshotPath(id), in: directory, what: "the snapshot of session \(id)")
    }

    func latestSnapshot(of id: String) -> (revision: Int, bytes: [UInt8])? {
        guard let data = FileManager.default.contents(atPath: snapshotPath(id)), let newline = data.firstIndex(of: 0x0A),
            let revision = Int(String(decoding: data[..<newline], as: UTF8.self))
        else { return nil }
        return (revision, Array(data[(newline + 1)...]))
    }

    func snapshotPath(_ id: String) -> String { "\(directory)/\(id).snapshot" }

    func link(_ id: String) -> [UInt8]? {
        FileManager.default.contents(atPath: "\(linksDirectory)/\(id).json").map { Array($0) }
    }

    func linkCount() -> Int {
        linkTally.withLock { tally in
            if let tally { return tally }
            let counted = ((try? FileManager.default.contentsOfDirectory(atPath: linksDirectory)) ?? []).filter { $0.hasSuffix(".json") }.count
            tally = counted
            return counted
        }
    }
}
