import Foundation

/// A session's engine state as data (issue 19): what its inputs built, so that a node can load
/// it and replay only the inputs after it instead of all of them. Versioned: a snapshot of
/// another format or version is not loaded (the caller replays the inputs, as before snapshots).
/// The engine's tables are written row by row in insertion order, the run state whole; user code
/// through its front end (`InstalledBehaviour`), so a session holding code no front end can write
/// down (the Swift front end's runtime) has no snapshot.
package struct EngineSnapshot: Codable {
    package static let formatName = "containment-playground-engine-snapshot"
    package static let currentVersion = 1

    var format = EngineSnapshot.formatName
    var version = EngineSnapshot.currentVersion
    /// The revision whose state this is: the number of inputs it stands for.
    package var revision: Int
    /// What running those inputs cost (the service's bound on a session's history counts it).
    package var inputSteps = 0
    var firstLogSequence: Int
    var log: [LogEntry]
    var diagnostics: [Diagnostic]
    var controllers: [ViewController]
    var views: [View]
    var state: RunState

    /// The snapshot's bytes (JSON), or nil when the state holds code that cannot be written down.
    package func encoded() -> [UInt8]? {
        do {
            return Array(try JSONEncoder().encode(self))
        } catch is SnapshotReaders.Unwritable {
            return nil
        } catch {
            return nil
        }
    }

    /// Reads a snapshot's bytes, the front ends' code through `readers`; nil for another format
    /// or version, or bytes that are not a snapshot.
    package static func decoded(_ bytes: [UInt8], readers: SnapshotReaders) -> EngineSnapshot? {
        let decoder = JSONDecoder()
        decoder.userInfo[SnapshotReaders.key] = readers
        guard let snapshot = try? decoder.decode(EngineSnapshot.self, from: Data(bytes)),
            snapshot.format == formatName, snapshot.version == currentVersion
        else { return nil }
        return snapshot
    }
}
