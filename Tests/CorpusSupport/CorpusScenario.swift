import ContainmentEngine
import ContainmentScript
import Foundation

/// A fidelity scenario: the public corpus (`Corpus`, a copy of `shared/corpus`) or the project's
/// own (`ProjectCorpus`), kept in this support target so that every test target reads them, and
/// judges their lines, in one way (issue 42: tests no longer reach into another target's folder).
public struct CorpusScenario: Decodable, CustomStringConvertible, Sendable {
    public struct Expectation: Decodable, Sendable {
        public var log: [String]
        public var compare: [String]?
        public var hierarchy: String?
        /// Regular expressions: matching lines are dropped from both sides before comparing.
        public var ignore: [String]?
    }
    public var id: String
    public var confidence: String
    public var setup: String?
    public var script: String
    public var expect: Expectation
    /// The iOS release the session simulates (the project's scenarios; default: the newest).
    public var ios: String?
    /// How a test names it (swift-testing's argument description).
    public var description: String { id + (ios.map { " (iOS \($0))" } ?? "") }

    /// The folder of a corpus (`Corpus` or `ProjectCorpus`), for tests that read its files.
    public static func folder(_ name: String = "Corpus") -> URL { Bundle.module.url(forResource: name, withExtension: nil)! }

    /// The public corpus (`Corpus`), or the project's own scenarios (`ProjectCorpus`: rules found
    /// since, in the same format, each with its evidence).
    public static func all(in name: String = "Corpus") throws -> [CorpusScenario] {
        try FileManager.default.contentsOfDirectory(at: folder(name), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try JSONDecoder().decode(CorpusScenario.self, from: Data(contentsOf: $0)) }
    }

    /// The kind of a canonical line judged from its text alone, as `corpus-check` judges it.
    public static func kind(of line: String) -> String {
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

    public static func normalise(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    public var comparedKinds: Set<String> {
        Set(expect.compare ?? ["containment", "loading", "appearance", "completion", "console", "exception"])
    }

    public var expectedLines: [String] {
        expect.log.map(Self.normalise).filter(isCompared)
    }

    /// A line of a compared kind that no `ignore` pattern matches.
    public func isCompared(_ line: String) -> Bool {
        guard comparedKinds.contains(Self.kind(of: line)) else { return false }
        return !(expect.ignore ?? []).contains { pattern in
            (try? Regex(pattern)).map { line.contains($0) } ?? false
        }
    }

    /// Runs the scenario on a fresh playground: the compared log lines and the hierarchy text.
    public func run() throws -> (lines: [String], hierarchy: String, exception: Bool) {
        let playground = Playground()
        if let ios {
            guard let version = IOSVersion(ios) else { throw CorpusError("\(id): unknown iOS release '\(ios)'") }
            try playground.run(SimulateIOSProgram(version))
        }
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

/// A scenario the support target cannot read.
public struct CorpusError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
