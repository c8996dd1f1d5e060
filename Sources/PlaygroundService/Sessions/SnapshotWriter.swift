import ContainmentEngine
import Support

/// Writes engine snapshots off the request's path: encoding one takes milliseconds that grow
/// with the session's log (3.7 ms at revision 100, 10 ms at 1,700), against half a millisecond
/// for the mutation. A snapshot is a copy of the engine's state taken under its session's lock
/// (copy-on-write tables and log), read only by the writer's thread.
typealias SnapshotWriter = BackgroundQueue<EngineSnapshot>

extension BackgroundQueue where Job == EngineSnapshot {
    /// `write` encodes and stores one snapshot; false when it could not be written down.
    /// Encoding recurses along the engine's state, as deep as a request's run does: 16 MiB of stack.
    convenience init(capacity: Int = 64, write: @escaping @Sendable (_ id: String, _ snapshot: EngineSnapshot) -> Bool) {
        self.init(name: "snapshot-writer", stackBytes: 16 << 20, capacity: capacity, perform: write)
    }
}
