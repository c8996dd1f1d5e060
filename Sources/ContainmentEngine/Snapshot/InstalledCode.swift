/// What a front end installed in the engine (an override's body, a closure) or keeps per session
/// (its runtime's state), carried in statements, the run state and snapshots. A snapshot writes
/// it down when its front end can (`SnapshotWritable`) and reads it back through that front
/// end's reader of its kind (`SnapshotReaders`); a session holding what cannot be written down
/// has no snapshot, only its inputs.
package struct Installed<Kind: InstalledKind>: Sendable, Codable {
    package var code: Kind.Code
    package init(_ code: Kind.Code) { self.code = code }

    package init(from decoder: any Decoder) throws { code = try SnapshotReaders.read(from: decoder, kind: Kind.readers) }
    package func encode(to encoder: any Encoder) throws { try SnapshotReaders.write(code, to: encoder) }
}

/// A kind of installed code: what it is, and which of `SnapshotReaders`' tables reads it back.
package protocol InstalledKind {
    associatedtype Code: Sendable
    static func readers(_ readers: SnapshotReaders) -> [String: @Sendable (any Decoder) throws -> Code]
}

package enum BehaviourKind: InstalledKind {
    package static func readers(_ readers: SnapshotReaders) -> [String: @Sendable (any Decoder) throws -> any ControllerBehaviour] {
        readers.behaviours
    }
}
package enum UserCodeKind: InstalledKind {
    package static func readers(_ readers: SnapshotReaders) -> [String: @Sendable (any Decoder) throws -> any UserCode] { readers.userCode }
}
package enum ParticipantStateKind: InstalledKind {
    package static func readers(_ readers: SnapshotReaders) -> [String: @Sendable (any Decoder) throws -> any ParticipantState] {
        readers.participants
    }
}

/// An override's behaviour on a controller (`ControllerBehaviour`).
package typealias InstalledBehaviour = Installed<BehaviourKind>
/// A closure the run loop runs later (`UserCode`).
package typealias InstalledUserCode = Installed<UserCodeKind>
/// A front end's per-session state (`ParticipantState`).
package typealias InstalledParticipantState = Installed<ParticipantStateKind>

/// A front end's per-session state (`TransactionParticipant`) in a snapshot: taken as a value
/// when the snapshot is (it is encoded later, on another thread), read back by its front end's
/// reader, and made a participant of each playground restored from it.
package protocol ParticipantState: SnapshotWritable, Sendable {
    /// A new participant holding this state.
    func participant() -> any TransactionParticipant
}

/// A participant whose state a snapshot can hold.
package protocol SnapshotParticipant: TransactionParticipant {
    /// Its state now, or nil when it holds what cannot be written down (the session then has no
    /// snapshot, only its inputs).
    func snapshotState() -> (any ParticipantState)?
}

/// Code a front end can write down: its kind names the reader that reads it back.
package protocol SnapshotWritable: Encodable {
    static var snapshotKind: String { get }
}

/// How each front end's code is read back from a snapshot, by kind; given to the decoder
/// (`EngineSnapshot.decode`). The engine knows none of the front ends' types.
package struct SnapshotReaders: Sendable {
    package var behaviours: [String: @Sendable (any Decoder) throws -> any ControllerBehaviour] = [:]
    package var userCode: [String: @Sendable (any Decoder) throws -> any UserCode] = [:]
    package var participants: [String: @Sendable (any Decoder) throws -> any ParticipantState] = [:]
    package init() {}

    /// Both front ends' readers in one (each registers kinds of its own).
    package func merging(_ other: SnapshotReaders) -> SnapshotReaders {
        var merged = self
        merged.behaviours.merge(other.behaviours) { $1 }
        merged.userCode.merge(other.userCode) { $1 }
        merged.participants.merge(other.participants) { $1 }
        return merged
    }

    static let key = CodingUserInfoKey(rawValue: "containment-playground.snapshot-readers")!

    private enum Keys: String, CodingKey { case kind, value }

    /// Code that cannot be written down stops the snapshot: `EngineSnapshot.make` answers nil.
    struct Unwritable: Error {
        var type: String
    }

    static func write(_ code: Any, to encoder: any Encoder) throws {
        guard let writable = code as? any SnapshotWritable else { throw Unwritable(type: String(describing: type(of: code))) }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(type(of: writable).snapshotKind, forKey: .kind)
        try writable.encode(to: container.superEncoder(forKey: .value))
    }

    static func read<Code>(from decoder: any Decoder, kind readers: (SnapshotReaders) -> [String: @Sendable (any Decoder) throws -> Code]) throws
        -> Code
    {
        let container = try decoder.container(keyedBy: Keys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard let reader = (decoder.userInfo[key] as? SnapshotReaders).flatMap({ readers($0)[kind] }) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "no reader for code of kind '\(kind)'")
        }
        return try reader(try container.superDecoder(forKey: .value))
    }
}
