import ContainmentEngine
import Foundation
import PlaygroundAPI

/// The store's sessions kept in step with other nodes that write the same shared journal: what
/// `ClusterSync` hears is applied to the sessions here, and a live copy behind the journal is
/// caught up by replaying only what the others wrote (a delta).
extension SessionStore {
    /// Another node wrote or deleted a session (a shared journal's notification): a copy here
    /// catches up before its next use, or at once in the background when this node serves it
    /// (`ReplicaState.announced`), or is forgotten.
    func journalChanged(_ change: JournalChange) {
        guard let cluster else { return }
        switch change {
        case .written(let id, let revision, let sentAt):
            cluster.heard(sentAt: sentAt, now: Int(Date().timeIntervalSince1970 * 1_000_000))
            guard let session = registry.withLock({ $0.sessions[id] }) else { return }
            if session.withReplica({ $0.announced(revision) }) == .catchUpInBackground {
                cluster.catchUps.offer({ [weak self] in self?.catchUpInBackground(session) ?? false }, of: id)
            }
        case .deleted(let id):
            guard let session = registry.withLock({ $0.sessions[id] }) else { return }
            session.withState(now: nil) { state in dropShared(session, &state) }
        case .mayHaveMissed:
            for session in all() { session.withReplica { $0.doubt() } }
        }
    }

    /// Brings a live playground up to its shared journal: only the inputs other nodes wrote
    /// after its revision are replayed (a delta), as `Replayer` runs them. One that no longer
    /// replays marks the session damaged, as a full replay would.
    func catchUp(_ session: Session, _ state: inout Session.State, _ playground: Playground) throws(Problem) {
        guard let cluster else { return }
        let newer: [SessionInput]
        do throws(JournalFailure) {
            newer = try cluster.journal.inputs(of: session.id, after: playground.revision)
        } catch {
            if error.kind == .missing {
                dropShared(session, &state)
                throw Problem.sessionNotFound(session.id)
            }
            // Asking whether it was behind cleared the doubt; it is still in doubt.
            session.withReplica { $0.doubt() }
            throw Problem.journalFailed(error)
        }
        guard !newer.isEmpty else { return }
        cluster.deltaReplays.add(1, ordering: .relaxed)
        switch replayer.replay(newer, onto: playground, history: state.history) {
        case .success(let (_, history)): state.history = history
        case .failure(let failure) where failure.problem.limit == "maxProcessHeapBytes":
            // Short of memory now: the copy goes, and the session replays in full when used again.
            state.residency = .dormantOnJournal
            throw failure.problem
        case .failure(let failure):
            let reason =
                "session \(session.id) is damaged: the input that took it to revision \(playground.revision + 1) (written by another node) does not replay here: \(failure.problem.detail). Run every node with the same version and settings"
            state.residency = .damaged(reason: reason)
            damages.add(1, ordering: .relaxed)
            logger.error("session damaged", metadata: ["session": "\(session.id)", "reason": "\(reason)", "input": "\(failure.index)"])
            throw Problem(.sessionDamaged, reason)
        }
        if case .live(_, var inputs) = state.residency {
            state.residency = .dormantOnJournal
            inputs += newer
            state.residency = .live(playground, inputs: inputs)
        }
        session.accepted(newer)
    }

    /// `catchUp` on the cluster's catch-up thread, for a live session another node wrote; false
    /// when it had nothing to do (it then counts as used again: the notification was of its own
    /// write, heard before its summary said so) or could not (its next use meets the problem again).
    func catchUpInBackground(_ session: Session) -> Bool {
        session.withState(now: nil) { state in
            guard !state.removed, case .live(let playground, _) = state.residency else { return false }
            guard session.withReplica({ $0.isBehind(playground.revision) }) else {
                session.withReplica { $0.used(2) }
                return false
            }
            do throws(Problem) { try catchUp(session, &state, playground) } catch { return false }
            _ = remember(session, &state, playground)
            return true
        }
    }

    /// Another node deleted the session (or expired it): this node forgets its copy without
    /// touching the journal.
    func dropShared(_ session: Session, _ state: inout Session.State) {
        leave(&state)
        snapshots?.cancel(session.id)
        registry.withLock { registry in
            guard registry.sessions[session.id] === session else { return }
            registry.sessions[session.id] = nil
            _ = registry.live.remove(session.id)
        }
    }

    /// Idle here is not idle everywhere: the copies of `idle` go, their journals stay. The
    /// database expires sessions by their last write, one node at a time (`ClusterSync`).
    func evictShared(_ idle: [Session], _ cluster: ClusterSync) {
        idle.forEach { session in session.withState(now: nil) { state in dropShared(session, &state) } }
        let expired = cluster.expireIfDue(now: now, idleFor: configuration.sessionIdleTTLSeconds)
        for id in expired { journalChanged(.deleted(id: id)) }
        evictions.add(expired.count, ordering: .relaxed)
    }
}
