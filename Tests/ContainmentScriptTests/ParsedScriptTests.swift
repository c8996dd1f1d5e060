import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// `ParsedScript.parse` then `run(parsed)` must behave exactly as `run(source)`.
@Suite struct ParsedScriptTests {
    private func outcome(_ body: () throws(PlaygroundError) -> RunReport) -> String {
        do { return "ok \(try body().log.map(\.text))" } catch {
            switch error {
            case .script(let error): return "script \(error)"
            case .exception(let exception, let log, let diagnostics): return "exception \(exception) \(log.map(\.text)) \(diagnostics.count)"
            case .limit(let limit): return "limit \(limit.message)"
            case .trap(let trap, _): return "trap \(trap)"
            case .refused: return "refused"
            case .interrupted(let message): return "interrupted \(message)"
            }
        }
    }

    private static let setup = "let P = UIViewController(); window.rootViewController = P"

    @Test(arguments: [
        "let C = UIViewController(); P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P)",
        "let = 3",  // does not parse
        "P.addChild(Nobody)",  // does not bind
        "let A = UIViewController()\nlet B = UIViewController()\nlet C = UIViewController()\nlet D = UIViewController()",  // too many statements
        "let A = UIViewController()\nlet B = UIViewController()\nlet C = UIViewController()\nQ.addChild(A)",  // too many, and does not bind
        String(repeating: "// padding\n", count: 20),  // too many bytes
        "let A = UIViewController(); A.addChild(A)",  // UIKit raises
    ])
    func parsedRunsMatchSourceRuns(script: String) throws {
        var limits = PlaygroundLimits()
        limits.maxStatementsPerScript = 3
        limits.maxScriptBytes = 150
        let bySource = Playground(limits: limits), byParsed = Playground(limits: limits)
        try bySource.run(Self.setup); try byParsed.run(Self.setup)

        let expected = outcome { () throws(PlaygroundError) in try bySource.run(script) }
        let actual = outcome { () throws(PlaygroundError) in
            try byParsed.run(try ParsedScript.parse(script, limits: limits))
        }
        #expect(actual == expected)
        #expect(byParsed.hierarchy() == bySource.hierarchy())
        #expect(byParsed.revision == bySource.revision)
        #expect(byParsed.logCount == bySource.logCount)
    }

    @Test func parsedKeepsTheSourceAndTheSessionsLimitsApply() throws {
        let playground = Playground()
        let parsed = try ParsedScript.parse("let C = UIViewController() // note", limits: PlaygroundLimits())
        #expect(parsed.statementCount == 1)
        #expect(parsed.source == "let C = UIViewController() // note")
        try playground.run(parsed, settle: false)
        #expect(playground.revision == 1)

        var small = PlaygroundLimits()
        small.maxScriptBytes = 10
        let strict = Playground(limits: small)
        #expect(throws: PlaygroundError.self) { try strict.run(parsed) }
        #expect(strict.revision == 0)
    }
}
