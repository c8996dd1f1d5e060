import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// User code reaches the engine as `ControllerBehaviour`s, called at each callback with `super`
/// as a continuation.
@Suite struct BehaviourTests {
    /// Records each call, then runs its statements around `super` as told.
    final class Recorder: ControllerBehaviour, @unchecked Sendable {
        enum SuperCall { case first, last, never }
        let superCall: SuperCall
        let body: [Statement]
        var calls: [String] = []
        init(_ superCall: SuperCall, body: [Statement] = []) { self.superCall = superCall; self.body = body }

        func perform(_ callback: Callback, on playground: Playground, callSuper: () throws -> Void) throws {
            calls.append("\(callback.controller).\(callback.method)(\(callback.argument.text))")
            if superCall == .first { try callSuper() }
            for statement in body { try playground.execute(statement) }
            if superCall == .last { try callSuper() }
        }
    }

    /// Installs `behaviour` on `controller.method`, then runs `statements`.
    struct Install: Program {
        let controller: String, method: String
        let behaviour: any ControllerBehaviour
        func run(in playground: Playground) throws {
            try playground.perform(
                Statement(line: 9, column: 1, action: .override(controller, method: method, behaviour: InstalledBehaviour(behaviour))))
        }
    }

    private static func statement(_ action: Action) -> Statement { Statement(line: 9, column: 1, action: action) }

    @Test(arguments: [Recorder.SuperCall.first, .last, .never])
    func aBehaviourRunsAtItsCallbackWithItsArguments(_ superCall: Recorder.SuperCall) throws {
        let playground = Playground()
        try playground.run("let host = UIViewController()\nlet child = UIViewController()")
        let recorder = Recorder(superCall, body: [Self.statement(.addChild(parent: "host", child: "child"))])
        try playground.run(Install(controller: "host", method: "viewDidLoad", behaviour: recorder))
        let report = try playground.run("window.rootViewController = host")
        #expect(recorder.calls == ["host.viewDidLoad()"])
        let texts = report.log.map(\.text)
        let loaded = try #require(texts.firstIndex(of: "host.viewDidLoad()"))
        let added = try #require(texts.firstIndex(of: "child.willMove(toParent: host)"))
        #expect(loaded < added, "the behaviour's statements run inside the callback, after its log line")
        #expect(report.log[added].line == 1, "nested statements keep the line of the statement that triggered them")
    }

    /// Installing a behaviour is part of the mutation: a mutation that fails takes it back.
    @Test func aFailedMutationUninstallsItsBehaviour() throws {
        let playground = Playground()
        try playground.run("let host = UIViewController()")
        let recorder = Recorder(.first)
        struct InstallThenRaise: Program {
            let install: Install
            func run(in playground: Playground) throws {
                try install.run(in: playground)
                try playground.perform(Statement(line: 2, column: 1, action: .addChild(parent: "host", child: "host")))
            }
        }
        #expect(throws: PlaygroundError.self) {
            try playground.run(InstallThenRaise(install: Install(controller: "host", method: "viewDidLoad", behaviour: recorder)))
        }
        try playground.run("window.rootViewController = host")
        #expect(recorder.calls.isEmpty)
    }
}
