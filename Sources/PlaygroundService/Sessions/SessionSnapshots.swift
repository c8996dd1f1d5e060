import ContainmentEngine
import ContainmentScript
import Foundation
import PlaygroundAPI
import SwiftFrontEnd
import Synchronization

/// Engine snapshots (issue 19): every `snapshotEvery` accepted inputs, and when a session with
/// `snapshotOnSleepInputs` inputs or more goes to sleep, the session's engine state is written
/// beside its journal (a `SnapshotStore`), so waking it, another node taking it and time travel
/// replay only the inputs after the latest snapshot. A snapshot only saves work: one that is
/// missing, unreadable, of another version, or newer than what is asked is ignored, and the
/// inputs are replayed from the start as before. A session holding what its front end cannot
/// write down (a Swift closure kept in a property or waiting in the run loop) has none.
///
/// The store has one only when its journal store keeps snapshots and a setting asks for them.
final class SessionSnapshots: Sendable {
    /// How the front ends' code is read back: the flat language's overrides, the Swift front
    /// end's runtime and behaviours.
    static let readers = ScriptFrontEnd.snapshotReaders.merging(SwiftFrontEnd.snapshotReaders)

    let store: any SnapshotStore
    /// Writes snapshots off the request's path; counts those written and dropped.
    let writer: SnapshotWriter
    /// Snapshots loaded instead of replaying what they stand for.
    let loaded = Atomic<Int>(0)
    private let every: Int
    private let onSleepInputs: Int
    private let limits: PlaygroundLimits

    init(store: any SnapshotStore, every: Int, onSleepInputs: Int, limits: PlaygroundLimits) {
        (self.store, self.every, self.onSleepInputs, self.limits) = (store, every, onSleepInputs, limits)
        self.writer = SnapshotWriter { id, snapshot in
            guard let bytes = SessionSnapshots.encoded(snapshot) else { return false }
            store.saveSnapshot(bytes, of: id, at: snapshot.revision)
            return true
        }
    }

    deinit { writer.stop() }

    /// Takes the session's snapshot when its revision is a multiple of `snapshotEvery`, under
    /// its lock (a copy-on-write copy of the engine's state); `writer` writes it later.
    func takeIfDue(of session: Session, _ playground: Playground, history: SessionHistory) {
        guard every > 0, playground.revision > 0, playground.revision % every == 0 else { return }
        take(of: session, playground, history: history)
    }

    /// Takes the snapshot of a session going to sleep with at least `snapshotOnSleepInputs`
    /// inputs, when it has more than its last snapshot: its next wake then replays nothing. A
    /// session that stays busy never sleeps, so it pays nothing (unlike `snapshotEvery`).
    func takeOnSleep(of session: Session, _ playground: Playground, history: SessionHistory) {
        guard onSleepInputs > 0, playground.revision >= onSleepInputs,
            playground.revision > session.snapshotRevision.load(ordering: .relaxed)
        else { return }
        take(of: session, playground, history: history)
    }

    /// Hands the playground's snapshot to the writer, and notes its revision on the session.
    private func take(of session: Session, _ playground: Playground, history: SessionHistory) {
        guard var snapshot = playground.snapshot() else { return }
        snapshot.inputSteps = history.steps
        writer.offer(snapshot, of: session.id)
        session.snapshotRevision.store(playground.revision, ordering: .relaxed)
    }

    /// Forgets a leaving session's snapshot waiting to be written (and waits for one in progress).
    func cancel(_ id: String) { writer.cancel(id) }

    /// Session `id`'s latest snapshot, when it stands for a prefix of `inputs`: the playground it
    /// restores and the history of that prefix.
    func restored(of id: String, within inputs: [SessionInput]) -> (Playground, SessionHistory)? {
        guard let (revision, bytes) = store.latestSnapshot(of: id),
            revision > 0, revision <= inputs.count,
            let snapshot = Self.decoded(bytes), snapshot.revision == revision
        else { return nil }
        let playground = Playground(restoring: snapshot, limits: limits)
        var history = SessionHistory()
        for input in inputs.prefix(revision) { history = history.adding(input, steps: 0) }
        history.steps = snapshot.inputSteps
        loaded.add(1, ordering: .relaxed)
        return (playground, history)
    }

    /// A snapshot as JSON; nil when it holds code that cannot be written down.
    static func encoded(_ snapshot: EngineSnapshot) -> [UInt8]? { try? Array(JSONEncoder().encode(snapshot)) }

    /// A snapshot's JSON read back; nil for bytes that are not one, or another format or version.
    static func decoded(_ bytes: [UInt8]) -> EngineSnapshot? {
        let decoder = JSONDecoder()
        decoder.userInfo = EngineSnapshot.userInfo(readers)
        guard let snapshot = try? decoder.decode(EngineSnapshot.self, from: Data(bytes)), snapshot.isCurrent else { return nil }
        return snapshot
    }
}

extension SessionStore {
    /// `inputs` replayed, from the session's latest snapshot when it has one that stands for a
    /// prefix of them: a restored playground and the inputs after it. `loaded` hears the revision
    /// of a snapshot it loaded.
    func replay(_ inputs: [SessionInput], of id: String, loaded: (Int) -> Void = { _ in }) -> Result<(Playground, SessionHistory), Replayer.Failure> {
        guard let (playground, history) = snapshots?.restored(of: id, within: inputs) else { return replayer.replay(inputs) }
        loaded(history.scripts)
        switch replayer.replay(inputs[history.scripts...], onto: playground, history: history) {
        case .success(let replayed): return .success(replayed)
        case .failure(let failure): return .failure(Replayer.Failure(index: history.scripts + failure.index, problem: failure.problem))
        }
    }
}
