import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// The Swift front end against the real compiler (issue 37). Each program of Differential/<topic>/
/// has beside it what swiftc's build of it prints (`.expected`) and, when it traps, how (`.trap`),
/// written by `scripts/differential.py regenerate` (CI compiles a rotating sample again with
/// `scripts/differential.py check`, so the files cannot drift from the compiler). A program must
/// print exactly that, trap with Swift's message at the same line, or be refused (a 400 naming
/// the construct, before or while it runs): never print something else.
///
/// `known-mismatches.txt` lists the programs that still print something else, each with why;
/// a program not on it that mismatches fails, and so does one on it that now matches or is
/// refused (take it off the list). The issue is done when the list is empty.
@Suite struct DifferentialTests {
    /// `DIFFERENTIAL_DIR` points the report at another folder of programs laid out the same way
    /// (a held-out set, to measure the front end on programs it was not tuned on).
    static let folder =
        ProcessInfo.processInfo.environment["DIFFERENTIAL_DIR"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Differential")

    static let programs: [String] = {
        let topics = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return topics.flatMap { topic in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(topic).path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { "\(topic)/\($0)" }
        }
    }()

    static let knownMismatches: Set<String> = {
        let text = (try? String(contentsOf: folder.appendingPathComponent("known-mismatches.txt"), encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").compactMap { line in
                let name = line.hasPrefix("#") ? "" : String(line.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
                return name.isEmpty ? nil : name
            })
    }()

    enum Outcome: Equatable {
        case match
        /// A 400 (or a limit) naming what the playground cannot run exactly.
        case refused(String)
        case mismatch(String)
    }

    /// What swiftc's build did: its standard output, and its trap ("LINE: MESSAGE" or "MESSAGE").
    struct Oracle {
        var output: String
        var trap: String?

        init(program: String) throws {
            let base = DifferentialTests.folder.appendingPathComponent(program).deletingPathExtension()
            output = try String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8)
            let trapFile = base.appendingPathExtension("trap")
            trap =
                FileManager.default.fileExists(atPath: trapFile.path)
                ? try String(contentsOf: trapFile, encoding: .utf8).trimmingCharacters(in: .newlines) : nil
        }
    }

    /// What the program printed: the console lines it wrote, as standard output.
    static func printed(_ log: [LogEntry]) -> String {
        // The log writes a console line as "console: TEXT".
        log.filter { $0.kind == .console && $0.origin == .program }.map { $0.text.dropFirst("console: ".count) + "\n" }.joined()
    }

    /// The program's run on a thread with the service's stack (`threadStackBytes`, 64 MiB), as
    /// a request runs: a debug build's frames for a hundred nested calls outgrow the test
    /// runner's own threads.
    static func runOnServiceStack(_ source: String) -> Result<[LogEntry], PlaygroundError> {
        final class Box: @unchecked Sendable { var result: Result<[LogEntry], PlaygroundError> = .success([]) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { () throws(PlaygroundError) in try SwiftSession().run(source).log }
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return box.result
    }

    static func outcome(_ program: String) throws -> Outcome {
        let source = try String(contentsOf: folder.appendingPathComponent(program), encoding: .utf8)
        let oracle = try Oracle(program: program)
        let printed: String
        var trap: (line: Int, message: String)?
        do throws(PlaygroundError) {
            printed = Self.printed(try Self.runOnServiceStack(source).get())
        } catch {
            switch error {
            case .script(let error): return .refused("\(error.line):\(error.column): \(error.message)")
            case .limit(let limit): return .refused(limit.message)
            case .interrupted(let message): return .refused(message)
            case .trap(let error, let log):
                printed = Self.printed(log)
                trap = (error.line, error.message)
            case .exception(let exception, _, _): return .mismatch("UIKit exception \(exception.name): \(exception.reason)")
            case .refused: return .refused("refused")
            }
        }
        if printed != oracle.output {
            return .mismatch("prints\n\(printed)\nswiftc's build prints\n\(oracle.output)")
        }
        switch (oracle.trap, trap) {
        case (nil, nil): return .match
        case (nil, let trap?): return .mismatch("traps at line \(trap.line): \(trap.message); swiftc's build does not trap")
        case (let expected?, nil): return .mismatch("does not trap; swiftc's build traps: \(expected)")
        case (let expected?, let trap?):
            // "LINE: MESSAGE" when Swift names the program's line (fatalError, precondition);
            // the standard library's own traps name its file, so only the message is compared.
            let pieces = expected.split(separator: ":", maxSplits: 1)
            if pieces.count == 2, let line = Int(pieces[0]) {
                let message = pieces[1].trimmingCharacters(in: .whitespaces)
                return line == trap.line && message == trap.message
                    ? .match : .mismatch("traps at line \(trap.line): \(trap.message); swiftc's build: \(expected)")
            }
            // An arithmetic overflow traps without a word from Swift (the playground says what it was).
            if expected == "trapped without a message" { return .match }
            return expected == trap.message ? .match : .mismatch("traps with \(trap.message); swiftc's build: \(expected)")
        }
    }

    @Test func thereAreEnoughPrograms() {
        #expect(Self.programs.count >= 300, "the differential suite has \(Self.programs.count) programs")
    }

    @Test(arguments: programs)
    func programPrintsAsSwiftcOrIsRefused(_ program: String) throws {
        let outcome = try Self.outcome(program)
        let known = Self.knownMismatches.contains(program)
        switch outcome {
        case .mismatch(let difference) where !known:
            Issue.record("\(program) \(difference)")
        case .match where known, .refused where known:
            Issue.record("\(program) no longer prints something else: take it off known-mismatches.txt")
        default: break
        }
    }

    @Test func everyKnownMismatchIsAProgram() {
        for name in Self.knownMismatches { #expect(Self.programs.contains(name), "known-mismatches.txt names \(name), which is not a program") }
    }

    /// Counts by topic (printed, and written to test-output/differential.txt when it exists).
    @Test func report() throws {
        let total = try Self.writeReport(Self.programs, title: "Differential suite against swiftc", file: "differential.txt", outcome: Self.outcome)
        #expect(total.match + total.refused + total.mismatch == Self.programs.count)
        // `DIFFERENTIAL_WRITE_KNOWN=1`: list today's mismatches (each with its first difference).
        if ProcessInfo.processInfo.environment["DIFFERENTIAL_WRITE_KNOWN"] == "1" {
            var known = "# Programs the Swift front end still runs differently from swiftc (see DifferentialTests.swift).\n"
            for program in Self.programs {
                guard case .mismatch(let difference) = try Self.outcome(program) else { continue }
                let first = difference.split(separator: "\n").prefix(2).joined(separator: " / ")
                known += "\(program)  # \(first.prefix(100))\n"
            }
            try known.write(to: Self.folder.appendingPathComponent("known-mismatches.txt"), atomically: true, encoding: .utf8)
        }
    }

    /// Each program's outcome counted by topic (its folder): printed under `title` and written,
    /// with the refusals' reasons, to test-output/`file` when that folder exists. Shared by the
    /// Swift and the C suites.
    static func writeReport(
        _ programs: [String], title: String, file: String, outcome: (String) throws -> Outcome, filePath: String = #filePath
    ) throws -> (match: Int, refused: Int, mismatch: Int) {
        var byTopic: [String: (match: Int, refused: Int, mismatch: Int)] = [:]
        var refusals: [String] = []
        for program in programs {
            let topic = String(program.split(separator: "/")[0])
            var counts = byTopic[topic] ?? (0, 0, 0)
            switch try outcome(program) {
            case .match: counts.match += 1
            case .refused(let why):
                counts.refused += 1
                refusals.append("\(program)\t\(why)")
            case .mismatch: counts.mismatch += 1
            }
            byTopic[topic] = counts
        }
        var lines = ["topic\tprograms\tmatch\trefused\tmismatch"]
        for (topic, counts) in byTopic.sorted(by: { $0.key < $1.key }) {
            lines.append("\(topic)\t\(counts.match + counts.refused + counts.mismatch)\t\(counts.match)\t\(counts.refused)\t\(counts.mismatch)")
        }
        let total = byTopic.values.reduce((match: 0, refused: 0, mismatch: 0)) {
            (match: $0.match + $1.match, refused: $0.refused + $1.refused, mismatch: $0.mismatch + $1.mismatch)
        }
        lines.append("all\t\(programs.count)\t\(total.match)\t\(total.refused)\t\(total.mismatch)")
        print("\(title):\n" + lines.joined(separator: "\n"))
        let output = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("test-output")
        if FileManager.default.fileExists(atPath: output.path) {
            let report = lines.joined(separator: "\n") + "\n\nrefused:\n" + refusals.joined(separator: "\n") + "\n"
            try report.write(to: output.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        return total
    }
}
