import ContainmentEngine
import Foundation
import PlaygroundAPI

/// Sessions leaving (deleted, evicted when idle) and coming back (restored from their journals).
extension SessionStore {
    // MARK: Removal

    /// Deletes session `id` and its journal; with `If-Match`, only at that revision (412).
    func remove(_ id: String, ifMatch: String?) throws(Problem) {
        _ = try session(id)  // registers one another node created (a shared journal)
        if let ifMatch {
            try read(id) { (playground, _) throws(Problem) in
                if let failed = Preconditions.ifMatch(ifMatch, revision: playground.revision) { throw failed }
            }
        }
        let removed = registry.withLock { registry -> Session? in
            _ = registry.live.remove(id)
            return registry.sessions.removeValue(forKey: id)
        }
        guard let removed else { throw Problem.sessionNotFound(id) }
        forget(removed)
    }

    /// Drops sessions idle longer than the TTL, and their journals. Reads each session's access
    /// time without its lock, so it neither waits for a mutation nor wakes a dormant session.
    func evictIdle() {
        let cutoff = now - .seconds(configuration.sessionIdleTTLSeconds)
        let removed = registry.withLock { registry -> [Session] in
            let idle = registry.sessions.values.filter { $0.accessed() < cutoff }
            for session in idle {
                registry.sessions.removeValue(forKey: session.id)
                _ = registry.live.remove(session.id)
            }
            return idle
        }
        if let cluster {
            evictShared(removed, cluster)
            return
        }
        guard !removed.isEmpty else { return }
        removed.forEach(forget)
        evictions.add(removed.count, ordering: .relaxed)
    }

    /// For a session leaving the store: waits for a use in progress, subtracts its controllers
    /// and deletes its journal.
    func forget(_ session: Session) {
        session.withState(now: nil) { state in leave(&state) }
        snapshots?.cancel(session.id)
        journal?.remove(session.id)
    }

    /// A session leaving, under its lock: a use that found it before it left answers 404, not
    /// 503, and its controllers leave the total.
    func leave(_ state: inout Session.State) {
        state.removed = true
        controllers.add(-state.countedControllers, ordering: .relaxed)
        state.countedControllers = 0
    }

    /// Session `id`, registered dormant if this store has not seen it (restored from the
    /// journal, or created by another node on a shared one).
    func registered(_ id: String) -> Session {
        let found = Session(id: id, residency: .dormantOnJournal, now: now)
        return registry.withLock { registry in
            if let known = registry.sessions[id] { return known }
            registry.sessions[id] = found
            return found
        }
    }

    // MARK: Restoring

    /// Registers every journal in the store as a dormant session (replayed on first use, or by
    /// `wakeAll`). Returns how many, and warnings for entries it skipped.
    func restore() -> (restored: Int, warnings: [String]) {
        guard let journal else { return (0, []) }
        var (ids, warnings) = journal.list()
        var restored = 0
        for id in ids {
            guard restored < configuration.maxSessions else {
                warnings.append("skipped \(id).\(JournalFile.fileExtension): maxSessions reached")
                continue
            }
            _ = registered(id)
            restored += 1
        }
        ids.removeAll()
        return (restored, warnings)
    }

    /// Replays every restored session not replayed yet (the executable does it in the background
    /// after start), so each has its summary and counts its controllers; as many as
    /// `maxLivePlaygrounds` allows stay live, the others go back to sleep.
    /// Returns, for each session that could not be replayed, why.
    func wakeAll() -> [String] {
        var failures: [String] = []
        for session in all() where session.summary == nil {
            do throws(Problem) {
                _ = try replayRestored(session)
            } catch {
                failures.append(error.detail)
            }
        }
        return failures
    }

    /// 32 random hex digits (128 bits from the system's generator): an id is a capability, the
    /// only thing a client needs to read, change or delete its session, so it must not be
    /// guessable.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return [generator.next() as UInt64, generator.next() as UInt64].map { value in
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// 32 hex digits, or 16 for sessions journalled before ids had 128 bits.
    static func isValidID(_ id: String) -> Bool {
        (id.utf8.count == 32 || id.utf8.count == 16) && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
