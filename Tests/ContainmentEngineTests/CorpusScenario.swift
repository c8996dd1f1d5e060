import Foundation
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// A fidelity scenario of `shared/corpus` (copied into this test bundle): setup, script, expectation.
struct CorpusScenario: Decodable, CustomTestStringConvertible, Sendable {
    struct Expectation: Decodable, Sendable {
        var log: [String]
        var compare: [String]?
        var hierarchy: String?
        /// Regular expressions: matching lines are dropped from both sides before comparing.
        var ignore: [String]?
    }
    var id: String
    var confidence: String
    var setup: String?
    var script: String
    var expect: Expectation
    /// The iOS release the session simulates (the project's scenarios; default: the newest).
    var ios: String?
    var testDescription: String { id + (ios.map { " (iOS \($0))" } ?? "") }

    /// The public corpus (`Corpus`), or the project's own scenarios (`ProjectCorpus`: rules found
    /// since, in the same format, each with its evidence).
    static func all(in name: String = "Corpus") throws -> [CorpusScenario] {
        let folder = Bundle.module.url(forResource: name, withExtension: nil)!
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try JSONDecoder().decode(CorpusScenario.self, from: Data(contentsOf: $0)) }
    }

    /// The kind of a canonical line judged from its text alone, as `corpus-check` judges it.
    static func kind(of line: String) -> String {
        for prefix in ["console", "exception", "completion"] where line.hasPrefix(prefix + ":") { return prefix }
        guard let dot = line.firstIndex(of: "."), let paren = line.firstIndex(of: "("), dot < paren else { return "other" }
        let method = String(line[line.index(after: dot)..<paren])
        let kinds: [String: Set<String>] = [
            "containment": ["willMove", "didMove"], "loading": ["loadView", "viewDidLoad"],
            "appearance": ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"],
            "layout": ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"],
            "segue": ["prepare", "unwind", "performSegue", "shouldPerformSegue"],
        ]
        return kinds.first { $0.value.contains(method) }?.key ?? "event"
    }

    static func normalise(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    var comparedKinds: Set<String> {
        Set(expect.compare ?? ["containment", "loading", "appearance", "completion", "console", "exception"])
    }

    var expectedLines: [String] {
        expect.log.map(Self.normalise).filter(isCompared)
    }

    /// A line of a compared kind that no `ignore` pattern matches.
    func isCompared(_ line: String) -> Bool {
        guard comparedKinds.contains(Self.kind(of: line)) else { return false }
        return !(expect.ignore ?? []).contains { pattern in
            (try? Regex(pattern)).map { line.contains($0) } ?? false
        }
    }

    /// Runs the scenario on a fresh playground: the compared log lines and the hierarchy text.
    func run() throws -> (lines: [String], hierarchy: String, exception: Bool) {
        let playground = Playground()
        if let ios { try playground.run(SimulateIOSProgram(try #require(IOSVersion(ios)))) }
        if let setup, !setup.isEmpty { try playground.run(setup) }
        var entries: [LogEntry]
        var raised = false
        do {
            entries = try playground.run(script).log
        } catch let error {
            guard case .exception(_, let log, _) = error else { throw error }
            entries = log
            raised = true
        }
        let lines = entries.map { Self.normalise($0.text) }.filter(isCompared)
        return (lines, playground.printHierarchy(), raised)
    }
}
