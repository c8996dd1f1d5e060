import ContainmentEngine

/// `override host.viewDidLoad { ... }`: the flat language's statements run after UIKit's own
/// work for the callback, as an `override func` that calls `super` first. Its statements are
/// data, so an engine snapshot writes it down (`SnapshotWritable`) and reads it back
/// (`ScriptFrontEnd.snapshotReaders`).
struct ScriptOverride: ControllerBehaviour, SnapshotWritable, Decodable {
    static let snapshotKind = "script-override"
    var body: [Statement]

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        try callSuper()
        for statement in body { try playground.execute(statement) }
    }
}

extension ScriptFrontEnd {
    /// How the flat language's code is read back from an engine snapshot.
    package static var snapshotReaders: SnapshotReaders {
        var readers = SnapshotReaders()
        readers.behaviours[ScriptOverride.snapshotKind] = { decoder in try ScriptOverride(from: decoder) }
        return readers
    }
}
