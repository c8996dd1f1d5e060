/// A session's engine state as data (issue 19): what its inputs built, so that a node can load
/// it and replay only the inputs after it instead of all of them. Versioned: a snapshot of
/// another format or version is not loaded (the caller replays the inputs, as before snapshots).
/// The engine's tables are written row by row in insertion order, the run state whole; user code
/// through its front end (`InstalledBehaviour`), and so are front ends' per-session states
/// (`InstalledParticipantState`: the Swift front end's heap); a session holding what its front
/// end cannot write down (a Swift closure kept in a property or waiting in the run loop) has no
/// snapshot.
package struct EngineSnapshot: Codable {
    package static let formatName = "containment-playground-engine-snapshot"
    package static let currentVersion = 6

    var format = EngineSnapshot.formatName
    var version = EngineSnapshot.currentVersion
    /// The revision whose state this is: the number of inputs it stands for.
    package var revision: Int
    /// What running those inputs cost (the service's bound on a session's history counts it).
    package var inputSteps = 0
    var firstLogSequence: Int
    /// Numbered from `firstLogSequence` when restored (`entries`).
    var log: CompactLog
    var diagnostics: [Diagnostic]
    var controllers: [ViewController]
    var views: [View]
    var state: RunState
    /// Front ends' per-session states, by front end (version 5).
    var participants: [String: InstalledParticipantState] = [:]

    /// Whether a decoded snapshot is one this engine reads: its format and version.
    package var isCurrent: Bool { format == Self.formatName && version == Self.currentVersion }

    /// The decoding context a snapshot needs: how each front end's code is read back. (The
    /// engine does no I/O and knows no text format: the service writes snapshots as JSON.)
    package static func userInfo(_ readers: SnapshotReaders) -> [CodingUserInfoKey: any Sendable] {
        [SnapshotReaders.key: readers]
    }

    /// The log entries, numbered from `firstLogSequence`.
    var entries: [LogEntry] {
        log.entries.enumerated().map { index, entry in
            var entry = entry
            entry.sequence = firstLogSequence + index
            return entry
        }
    }
}
