import ContainmentEngine
import Foundation
import PlaygroundAPI

/// Where sessions live: waking a dormant one, the bookkeeping after each use, putting the least
/// recently used to sleep, and the listing's summaries.
extension SessionStore {
    // MARK: Residency

    /// The session's playground, replaying its inputs first if it is dormant. Throws 503 when a
    /// dormant session's journal no longer holds what the store wrote (it is left as it was), and
    /// when its inputs no longer replay: the session is then damaged for good (all or nothing:
    /// never served shorter, never appended to).
    func wake(_ session: Session, _ state: inout Session.State) throws(Problem) -> (Playground, [SessionInput]) {
        if state.removed { throw Problem.sessionNotFound(session.id) }
        if cluster != nil { session.withReplica { $0.used() } }
        let inputs: [SessionInput]
        let onJournal: Bool
        switch state.residency {
        case .live(let playground, let inputs):
            // Only a copy in a cluster can be behind: other nodes write its journal.
            guard cluster != nil, session.withReplica({ $0.isBehind(playground.revision) }) else {
                cacheHits.add(1, ordering: .relaxed)
                return (playground, inputs)
            }
            cacheMisses.add(1, ordering: .relaxed)
            try catchUp(session, &state, playground)
            if case .live(_, let caughtUp) = state.residency { return (playground, caughtUp) }
            return (playground, inputs)
        case .damaged(let reason): throw Problem(.sessionDamaged, reason)
        case .dormantInMemory(let kept): (inputs, onJournal) = (kept, false)
        case .dormantOnJournal:
            guard let journal else { (inputs, onJournal) = ([], false); break }
            do throws(JournalFailure) { inputs = try journal.inputs(of: session.id, after: 0) } catch {
                throw Problem.journalFailed(error)
            }
            onJournal = true
        }
        replays.add(1, ordering: .relaxed)
        cacheMisses.add(1, ordering: .relaxed)
        // A snapshot it woke from need not be written again when it next goes to sleep unchanged.
        let replayed = onJournal ? replay(inputs, of: session.id) { session.snapshotRevision.store($0, ordering: .relaxed) } : replayer.replay(inputs)
        switch replayed {
        case .success(let (playground, history)):
            heapBudget.record(playground, keeps: playground.keptBytesAtRest)
            session.accepted(inputs)
            state.residency = .live(playground, inputs: inputs)
            state.history = history
            return (playground, inputs)
        case .failure(let failure) where failure.problem.limit == "maxProcessHeapBytes":
            // The process is short of memory now, not the session damaged: asked again later.
            throw failure.problem
        case .failure(let failure):
            let source = onJournal ? "line \(failure.index + 2) of its journal sessions/\(session.id).jsonl" : "kept in memory"
            let reason =
                "session \(session.id) is damaged: its input \(failure.index + 1) of \(inputs.count) (\(source)) no longer replays: \(failure.problem.detail). Nothing was changed; restore the setting it names (or the version that accepted it), or export what you can and delete the session"
            state.residency = .damaged(reason: reason)
            damages.add(1, ordering: .relaxed)
            logger.error("session damaged", metadata: ["session": "\(session.id)", "reason": "\(reason)"])
            throw Problem(.sessionDamaged, reason)
        }
    }

    /// The bookkeeping after a use, under the session's lock: its summary, the controller total,
    /// and its place among the live sessions. Returns the sessions to put to sleep.
    func settled(_ session: Session, _ state: inout Session.State, _ playground: Playground) -> [Session] {
        remember(session, &state, playground)
        session.hierarchyJSON.note(playground)
        return used(session)
    }

    /// The session's summary and its share of the controller total, kept by differences.
    @discardableResult
    func remember(_ session: Session, _ state: inout Session.State, _ playground: Playground) -> Session.Summary {
        let count = playground.controllerCount
        if count != state.countedControllers {
            controllers.add(count - state.countedControllers, ordering: .relaxed)
            state.countedControllers = count
        }
        let summary = Session.Summary(playground)
        session.remember(summary)
        if cluster != nil { session.withReplica { $0.wrote(summary.revision) } }
        return summary
    }

    /// Marks `session` (live, under its lock) the most recently used; returns the live sessions
    /// over the limit, least recently used first, already taken off the live list.
    func used(_ session: Session) -> [Session] {
        registry.withLock { registry in
            guard registry.sessions[session.id] === session else { return [] }  // removed meanwhile
            registry.live.use(session.id)
            let excess = registry.live.count - maxLive
            guard excess > 0 else { return [] }
            return registry.live.oldest(excess, excluding: session.id).compactMap { id in
                _ = registry.live.remove(id)
                return registry.sessions[id]
            }
        }
    }

    /// Each victim sleeps under its own lock, unless it was used again since it was picked (its
    /// user put it back on the live list) or is being used now (then this waits for that use,
    /// which puts it back).
    func putToSleep(_ victims: [Session]) {
        for victim in victims {
            victim.withState(now: nil) { state in
                guard registry.withLock({ !$0.live.contains(victim.id) }) else { return }
                sleep(victim, &state)
            }
        }
    }

    /// Drops a live session's playground; its inputs stay in memory unless its journal is known
    /// to hold exactly them.
    func sleep(_ session: Session, _ state: inout Session.State) {
        guard case .live(let playground, let inputs) = state.residency else { return }
        session.hierarchyJSON.forget()
        if let journal, journal.holds(session.id, revision: playground.revision), inputs.count == playground.revision {
            snapshots?.takeOnSleep(of: session, playground, history: state.history)
            state.residency = .dormantOnJournal
        } else {
            // A copy without the array's spare capacity: it outlives the playground, often for long.
            state.residency = .dormantInMemory(
                Array(unsafeUninitializedCapacity: inputs.count) { buffer, count in
                    count = buffer.initialize(fromContentsOf: inputs)
                })
        }
    }

    // MARK: Listing

    /// The listing's view of a session without disturbing the live set: the summary kept after
    /// its last use, or, for a restored session never replayed, a replay that stays live only if
    /// there is room.
    func summary(of session: Session) -> Session.Summary {
        if let summary = session.summary { return summary }
        // Only a restored session has no summary; one whose journal is damaged cannot be replayed
        // (its routes answer 503) and is listed with zeros.
        return (try? replayRestored(session)) ?? Session.Summary(revision: 0, controllers: 0, logLength: 0)
    }

    /// Replays a restored session without making room for it: it stays live only if there is room.
    func replayRestored(_ session: Session) throws(Problem) -> Session.Summary {
        try session.withState(now: nil) { (state: inout Session.State) throws(Problem) -> Session.Summary in
            let (playground, _) = try wake(session, &state)
            let summary = remember(session, &state, playground)
            if !liveIfRoom(session) { sleep(session, &state) }
            return summary
        }
    }

    func liveIfRoom(_ session: Session) -> Bool {
        registry.withLock { registry in
            guard registry.sessions[session.id] === session else { return false }
            if registry.live.contains(session.id) { return true }
            guard registry.live.count < maxLive else { return false }
            registry.live.use(session.id)
            return true
        }
    }

    /// Every session with its summary, for the listing. With a shared journal, every node's: the
    /// sessions this node has not seen are registered dormant and replayed for their summaries,
    /// and one another node has written since this node's last use is brought up to date.
    func listing() -> [(id: String, summary: Session.Summary)] {
        if let cluster {
            let ids = cluster.journal.list().ids
            for id in ids { _ = registered(id) }
        }
        return all().map { session in
            if cluster != nil, let summary = session.summary, session.withReplica({ $0.isAnnounced(above: summary.revision) }),
                let current = try? replayRestored(session)
            {
                return (session.id, current)
            }
            return (session.id, summary(of: session))
        }
    }

    func all() -> [Session] {
        registry.withLock { Array($0.sessions.values) }.sorted { $0.id < $1.id }
    }

    var count: Int { registry.withLock { $0.sessions.count } }
    /// Sessions holding their playground now.
    var liveCount: Int { registry.withLock { $0.live.count } }
    var evictionCount: Int { evictions.load(ordering: .relaxed) }
    /// Dormant sessions rebuilt from their inputs since start. Rising with the requests means
    /// more sessions are in use at once than `maxLivePlaygrounds`: each use replays one.
    var replayCount: Int { replays.load(ordering: .relaxed) }
    /// Controllers across the sessions, dormant ones included (restored ones once replayed).
    var controllerCount: Int { controllers.load(ordering: .relaxed) }
}
