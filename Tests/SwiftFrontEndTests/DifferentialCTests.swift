import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// The Objective-C front end's C against the real compiler (issue 43: "exact or refused").
/// Each program of DifferentialC/<topic>/ has beside it what clang's build prints (`.expected`),
/// written by `scripts/differential.py regenerate` (-O0 and -O2 must agree; CI compiles a
/// rotating sample again). A program must print exactly that or be refused: never anything else.
/// The `refuse` topic holds C the playground refuses by design (arrays, pointers, `&`, `sizeof`,
/// an assignment used as a value): each must be refused.
@Suite struct DifferentialCTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DifferentialC")

    static let programs: [String] = {
        let topics = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return topics.flatMap { topic in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(topic).path)) ?? [])
                .filter { $0.hasSuffix(".c") }.sorted().map { "\(topic)/\($0)" }
        }
    }()

    typealias Outcome = DifferentialTests.Outcome

    static func outcome(_ program: String) throws -> Outcome {
        let file = folder.appendingPathComponent(program)
        let source = try String(contentsOf: file, encoding: .utf8)
        let expected = try String(contentsOf: file.deletingPathExtension().appendingPathExtension("expected"), encoding: .utf8)
        let log: [LogEntry]
        do throws(PlaygroundError) {
            log = try Self.runOnServiceStack(source).get()
        } catch {
            switch error {
            case .script(let error): return .refused("\(error.line):\(error.column): \(error.message)")
            case .limit(let limit): return .refused(limit.message)
            case .interrupted(let message): return .refused(message)
            case .trap(let error, _): return .refused("trap at line \(error.line): \(error.message)")
            case .exception(let exception, _, _): return .mismatch("UIKit exception \(exception.name): \(exception.reason)")
            case .refused: return .refused("refused")
            }
        }
        let printed = DifferentialTests.printed(log)
        // What clang's build prints, line by line (the log holds lines; a last line without its
        // newline is flushed as a line).
        let wanted = expected.hasSuffix("\n") || expected.isEmpty ? expected : expected + "\n"
        return printed == wanted ? .match : .mismatch("prints\n\(printed)\nclang's build prints\n\(expected)")
    }

    /// On a thread with the service's stack, as a request runs (deep recursion outgrows the runner's).
    static func runOnServiceStack(_ source: String) -> Result<[LogEntry], PlaygroundError> {
        final class Box: @unchecked Sendable { var result: Result<[LogEntry], PlaygroundError> = .success([]) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { () throws(PlaygroundError) in
                let playground = Playground()
                return try playground.run(try ObjectiveCFrontEnd().program(for: source, limits: playground.limits)).log
            }
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.result
    }

    @Test func thereArePrograms() { #expect(Self.programs.count >= 100, "\(Self.programs.count) C programs") }

    @Test(arguments: programs)
    func programPrintsAsClangOrIsRefused(_ program: String) throws {
        switch try Self.outcome(program) {
        case .mismatch(let difference): Issue.record("\(program) \(difference)")
        case .match where program.hasPrefix("refuse/"): Issue.record("\(program) is C the playground refuses by design, yet it ran")
        default: break
        }
    }

    /// Counts by topic (printed, and written to test-output/differential-c.txt when it exists).
    @Test func report() throws {
        let total = try DifferentialTests.writeReport(Self.programs, title: "C differential suite against clang", file: "differential-c.txt") {
            try Self.outcome($0)
        }
        #expect(total.mismatch == 0)
    }
}
