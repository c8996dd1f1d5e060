import ContainmentEngine

/// `override host.viewDidLoad { ... }`: the flat language's statements run after UIKit's own
/// work for the callback, as an `override func` that calls `super` first.
struct ScriptOverride: ControllerBehaviour {
    var body: [Statement]

    func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
        try callSuper()
        for statement in body { try playground.execute(statement) }
    }
}
