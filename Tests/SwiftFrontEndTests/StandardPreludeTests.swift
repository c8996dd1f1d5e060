import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// The standard library's `Result`, run from Swift source (`StandardPrelude`): joined to the
/// files that name it, once per session, never over a file's own.
@Suite struct StandardPreludeTests {
    static func console(_ session: SwiftSession, _ source: String) throws -> [String] {
        try session.lines(source).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func thePreludeParsesAndLowers() throws {
        let result = try #require(StandardPrelude.result)
        #expect(result.name == "Result" && result.isPrelude && result.genericParameters == ["Success", "Failure"])
        #expect(result.cases.map(\.name) == ["success", "failure"])
        #expect(Set(result.methods.map(\.name)) == ["get", "map", "mapError", "flatMap", "flatMapError"])
    }

    @Test func onlyAFileThatNamesResultGetsIt() throws {
        let named = try SwiftFrontEnd.lower("enum E: Error { case x }\nlet r: Result<Int, E> = .success(1)\nprint(r)")
        #expect(named.statements.contains { if case .declaration(.type(let type)) = $0 { type.isPrelude } else { false } })
        let unnamed = try SwiftFrontEnd.lower("let results = [1]\nprint(results)")
        #expect(!unnamed.statements.contains { if case .declaration(.type(let type)) = $0 { type.isPrelude } else { false } })
    }

    @Test func laterScriptsOfASessionShareIt() throws {
        let session = SwiftSession()
        #expect(try Self.console(session, "enum E: Error { case bad }\nlet first: Result<Int, E> = .success(2)\nprint(first)") == ["success(2)"])
        // A second script naming Result declares it again: the session keeps the one it has.
        #expect(
            try Self.console(session, "let second = Result<Int, E>.failure(.bad)\nprint(second, (try? first.get()) as Any)") == [
                "failure(main.E.bad) Optional(2)"
            ])
    }

    @Test func aFilesOwnResultIsTheOneThatRuns() throws {
        let session = SwiftSession()
        let source = """
            enum Result { case ok, broken }
            let r = Result.ok
            print(r)
            """
        #expect(try Self.console(session, source) == ["ok"])
    }

    @Test func anUncaughtErrorFromGetTrapsAtTheTopLevelStatement() throws {
        guard
            case .trap(let trap, _)? = SwiftSession().failure(
                "enum E: Error { case bad }\nlet r = Result<Int, E>.failure(.bad)\n\nlet v = try r.get()")
        else {
            Issue.record("no trap")
            return
        }
        #expect(trap.message == "Fatal error: Error raised at top level: main.E.bad")
        #expect(trap.line == 4)
    }

    @Test func printingOneInACollectionIsRefused() throws {
        // Swift writes `[Swift.Result<Swift.Int, main.E>.success(1)]`: its type arguments, unknown here.
        guard case .script(let error)? = SwiftSession().failure("enum E: Error { case bad }\nlet r: Result<Int, E> = .success(1)\nprint([r])") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message.contains("generic type 'Result'"))
    }
}
