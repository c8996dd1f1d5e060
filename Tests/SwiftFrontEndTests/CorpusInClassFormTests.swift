import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// Public corpus scenarios restated in class form (CorpusInClassForm/<scenario id>.swift: the
/// setup, `// --- script`, then the step the scenario measures). Each must give the scenario's
/// expected log, compared on the scenario's own kinds, as the flat form does.
@Suite struct CorpusInClassFormTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let folder = here.appendingPathComponent("CorpusInClassForm")
    static let corpus = here.appendingPathComponent("../ContainmentEngineTests/Corpus").standardized
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()

    struct Scenario: Decodable {
        struct Expectation: Decodable {
            var log: [String]
            var compare: [String]?
        }
        var expect: Expectation
    }

    /// The kind of a canonical log line, as the corpus runner judges it.
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

    @Test func thereAreRestatements() { #expect(Self.files.count >= 20) }

    @Test(arguments: files)
    func classFormGivesTheScenariosLog(_ file: String) throws {
        let id = String(file.dropLast(".swift".count))
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: Self.corpus.appendingPathComponent(id + ".json")))
        let kinds = Set(scenario.expect.compare ?? ["containment", "loading", "appearance", "completion", "console", "exception"])
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let parts = text.components(separatedBy: "// --- script\n")
        try #require(parts.count == 2, "\(file) has no '// --- script' line")
        let session = SwiftSession()
        try session.run(parts[0])
        // A scenario that expects UIKit to raise compares the log up to the exception.
        let entries: [LogEntry]
        do throws(PlaygroundError) {
            entries = try session.run(parts[1]).log
        } catch {
            guard case .exception(_, let log, _) = error else { throw error }
            entries = log
        }
        let log = entries.map(\.text).filter { kinds.contains(Self.kind(of: $0)) }
        #expect(log == scenario.expect.log.filter { kinds.contains(Self.kind(of: $0)) }, "\(id)")
    }
}
