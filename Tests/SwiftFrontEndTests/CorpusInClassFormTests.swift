import ContainmentEngine
import CorpusSupport
import Foundation
import Testing

@testable import SwiftFrontEnd

/// Public corpus scenarios restated in class form (CorpusInClassForm/<scenario id>.swift: the
/// setup, `// --- script`, then the step the scenario measures). Each must give the scenario's
/// expected log, compared on the scenario's own kinds, as the flat form does. The same twenty
/// restated in Objective-C (CorpusInObjectiveC/<scenario id>.m, issue 43) must give it too.
@Suite struct CorpusInClassFormTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let folder = here.appendingPathComponent("CorpusInClassForm")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    static let objectiveCFolder = here.appendingPathComponent("CorpusInObjectiveC")
    static let objectiveCFiles = ((try? FileManager.default.contentsOfDirectory(atPath: objectiveCFolder.path)) ?? []).filter { $0.hasSuffix(".m") }
        .sorted()

    @Test func thereAreRestatements() {
        #expect(Self.files.count >= 20)
        #expect(Self.objectiveCFiles.count >= 20)
    }

    @Test(arguments: objectiveCFiles)
    func objectiveCGivesTheScenariosLog(_ file: String) throws {
        let id = String(file.dropLast(".m".count))
        let scenario = try #require(try CorpusScenario.all().first { $0.id == id }, "\(id) is not a public corpus scenario")
        let kinds = scenario.comparedKinds
        let text = try String(contentsOf: Self.objectiveCFolder.appendingPathComponent(file), encoding: .utf8)
        let parts = text.components(separatedBy: "// --- script\n")
        try #require(parts.count == 2, "\(file) has no '// --- script' line")
        let playground = Playground()
        let frontEnd = ObjectiveCFrontEnd()
        try playground.run(try frontEnd.program(for: parts[0], limits: playground.limits))
        let entries: [LogEntry]
        do throws(PlaygroundError) {
            entries = try playground.run(try frontEnd.program(for: parts[1], limits: playground.limits)).log
        } catch {
            guard case .exception(_, let log, _) = error else { throw error }
            entries = log
        }
        let log = entries.map(\.text).filter { kinds.contains(CorpusScenario.kind(of: $0)) }
        #expect(log == scenario.expect.log.filter { kinds.contains(CorpusScenario.kind(of: $0)) }, "\(id)")
    }

    @Test(arguments: files)
    func classFormGivesTheScenariosLog(_ file: String) throws {
        let id = String(file.dropLast(".swift".count))
        let scenario = try #require(try CorpusScenario.all().first { $0.id == id }, "\(id) is not a public corpus scenario")
        let kinds = scenario.comparedKinds
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
        let log = entries.map(\.text).filter { kinds.contains(CorpusScenario.kind(of: $0)) }
        #expect(log == scenario.expect.log.filter { kinds.contains(CorpusScenario.kind(of: $0)) }, "\(id)")
    }
}
