import ContainmentEngine
import ContainmentScript
import Foundation
import PlaygroundAPI
import SwiftFrontEnd

/// Engine snapshots (issue 19): every `snapshotEvery` accepted inputs, and when a session with
/// `snapshotOnSleepInputs` inputs or more goes to sleep, the session's engine state is written
/// beside its journal, so waking it, another node taking it and time travel replay
/// only the inputs after the latest snapshot. A snapshot only saves work: one that is missing,
/// unreadable, of another version, or newer than what is asked is ignored, and the inputs are
/// replayed from the start as before. A session holding what its front end cannot write down
/// (a Swift closure kept in a property or waiting in the run loop) has none.
extension SessionStore {
    /// How the front ends' code is read back: the flat language's overrides, the Swift front
    /// end's runtime and behaviours.
    static let snapshotReaders = ScriptFrontEnd.snapshotReaders.merging(SwiftFrontEnd.snapshotReaders)

    /// Takes the session's snapshot when its revision is a multiple of `snapshotEvery`, under
    /// its lock (a copy-on-write copy of the engine's state); `snapshotWriter` writes it later.
    func snapshotIfDue(_ session: Session, _ playground: Playground, history: SessionHistory) {
        let every = configuration.snapshotEvery
        guard every > 0, snapshots != nil, playground.revision > 0, playground.revision % every == 0 else { return }
        offerSnapshot(of: session, playground, history: history)
    }

    /// Takes the snapshot of a session going to sleep with at least `snapshotOnSleepInputs`
    /// inputs, when it has more than its last snapshot: its next wake then replays nothing. A
    /// session that stays busy never sleeps, so it pays nothing (unlike `snapshotEvery`).
    func snapshotOnSleep(_ session: Session, _ playground: Playground, history: SessionHistory) {
        let minimum = configuration.snapshotOnSleepInputs
        guard minimum > 0, snapshots != nil, playground.revision >= minimum,
            playground.revision > session.snapshotRevision.load(ordering: .relaxed)
        else { return }
        offerSnapshot(of: session, playground, history: history)
    }

    /// Hands the playground's snapshot to the writer, and notes its revision on the session.
    private func offerSnapshot(of session: Session, _ playground: Playground, history: SessionHistory) {
        guard var snapshot = playground.snapshot() else { return }
        snapshot.inputSteps = history.steps
        snapshotWriter.offer(snapshot, of: session.id)
        session.snapshotRevision.store(playground.revision, ordering: .relaxed)
    }

    /// `inputs` replayed, from the session's latest snapshot when it has one that stands for a
    /// prefix of them: a restored playground and the inputs after it. `loaded` hears the revision
    /// of a snapshot it loaded.
    func replay(_ inputs: [SessionInput], of id: String, loaded: (Int) -> Void = { _ in }) -> Result<(Playground, SessionHistory), Replayer.Failure> {
        guard let (playground, history) = restoredSnapshot(of: id, within: inputs) else { return replayer.replay(inputs) }
        snapshotsLoaded.add(1, ordering: .relaxed)
        loaded(history.scripts)
        switch replayer.replay(inputs[history.scripts...], onto: playground, history: history) {
        case .success(let replayed): return .success(replayed)
        case .failure(let failure): return .failure(Replayer.Failure(index: history.scripts + failure.index, problem: failure.problem))
        }
    }

    private func restoredSnapshot(of id: String, within inputs: [SessionInput]) -> (Playground, SessionHistory)? {
        guard let snapshots, configuration.snapshotEvery > 0 || configuration.snapshotOnSleepInputs > 0,
            let (revision, bytes) = snapshots.latestSnapshot(of: id),
            revision > 0, revision <= inputs.count,
            let snapshot = Self.decoded(bytes), snapshot.revision == revision
        else { return nil }
        let playground = Playground(restoring: snapshot, limits: limits)
        var history = SessionHistory()
        for input in inputs.prefix(revision) { history = history.adding(input, steps: 0) }
        history.steps = snapshot.inputSteps
        return (playground, history)
    }

    /// A snapshot as JSON; nil when it holds code that cannot be written down.
    static func encoded(_ snapshot: EngineSnapshot) -> [UInt8]? { try? Array(JSONEncoder().encode(snapshot)) }

    /// A snapshot's JSON read back; nil for bytes that are not one, or another format or version.
    static func decoded(_ bytes: [UInt8]) -> EngineSnapshot? {
        let decoder = JSONDecoder()
        decoder.userInfo = EngineSnapshot.userInfo(snapshotReaders)
        guard let snapshot = try? decoder.decode(EngineSnapshot.self, from: Data(bytes)), snapshot.isCurrent else { return nil }
        return snapshot
    }
}
