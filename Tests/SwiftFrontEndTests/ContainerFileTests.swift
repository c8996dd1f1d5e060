import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// Realistic container files (Containers/*.swift), written in the styles apps use, each with its
/// whole log, diagnostics and final hierarchy as a golden trace (Containers/*.trace). Regenerate
/// after a deliberate change with `UPDATE_GOLDEN=1 swift test --filter ContainerFileTests`, then
/// read the diff before committing it.
@Suite struct ContainerFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Containers")
    static let files: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()

    static func trace(_ source: String) throws -> String {
        let session = SwiftSession()
        let report = try session.run(source)
        // `← N`: raised by line N, a statement inside an override's body, a function or a closure.
        var lines = report.log.map { "\($0.line.map(String.init) ?? "-")\t\($0.text)" + ($0.sourceLine.map { "\t← \($0)" } ?? "") }
        lines.append("--- diagnostics")
        lines += report.diagnostics.map { "\($0.line.map(String.init) ?? "-")\t\($0.pitfall.rawValue): \($0.summary)" }
        lines.append("--- hierarchy")
        lines.append(session.playground.printHierarchy())
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func thereAreContainerFiles() { #expect(Self.files.count >= 30) }

    @Test(arguments: files)
    func containerFileGivesItsTrace(_ file: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let trace = try Self.trace(source)
        let golden = Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".swift", with: ".trace"))
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" { try trace.write(to: golden, atomically: true, encoding: .utf8) }
        #expect(trace == (try String(contentsOf: golden, encoding: .utf8)), "\(file): the trace differs from its .trace")
    }
}
