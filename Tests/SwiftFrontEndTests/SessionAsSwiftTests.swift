import ContainmentEngine
import ContainmentScript
import CorpusSupport
import Foundation
import Testing

@testable import SwiftFrontEnd

/// "Export as Swift": a session of flat scripts, written as one Swift file (`SessionAsSwift`),
/// runs in a new session with the same log. Every corpus scenario (the public one and the
/// project's) is such a session: its setup, then its script.
@Suite struct SessionAsSwiftTests {
    struct Scenario: Decodable {
        var id: String
        var setup: String?
        var script: String
    }

    static let folders = ["Corpus", "ProjectCorpus"].map { CorpusScenario.folder($0) }
    static let scenarios: [String] = folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.map {
            folder.appendingPathComponent($0).path
        }
    }.sorted()

    @Test func thereAreScenarios() { #expect(Self.scenarios.count >= 62) }

    @Test(arguments: scenarios)
    func theExportRunsAsTheSessionDid(_ path: String) throws {
        let scenario = try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let session = Playground(limits: PlaygroundLimits())
        var accepted: [(input: SessionAsSwift.Input, settle: Bool)] = []
        var log: [String] = []
        for source in [scenario.setup ?? "", scenario.script] {
            // A request UIKit answers with an exception is not kept, as the service does.
            guard let report = try? session.run(source) else { continue }
            accepted.append((.flat(source), true))
            log += report.log.map(\.text)
        }
        let file = SessionAsSwift.file(accepted)
        let replay = SwiftSession()
        let replayed = try replay.lines(file)
        #expect(replayed == log, "\(scenario.id)\n\(file)")
        var hierarchy = replay.playground.hierarchy()
        hierarchy.revision = session.revision
        #expect(hierarchy == session.hierarchy(), "\(scenario.id)")
    }

    @Test func anOverrideInstalledLaterOnlyRunsFromThen() throws {
        let session = Playground(limits: PlaygroundLimits())
        let first = "let host = UINavigationController()\nwindow.rootViewController = host\n"
        let second =
            "override host.viewWillAppear { print(host.isBeingPresented) }\nwindow.rootViewController = nil\nwindow.rootViewController = host\n"
        let third =
            "override host.viewWillAppear(_ animated: Bool) {\n    print(host.isMovingToParent) // a comment with }\n}\nwindow.rootViewController = nil; window.rootViewController = host\n"
        var log: [String] = []
        for source in [first, second, third] { log += try session.run(source).log.map(\.text) }
        let file = SessionAsSwift.file([(.flat(first), true), (.flat(second), true), (.flat(third), true)])
        #expect(file.contains("@objc(UINavigationController)\nfinal class HostOverrides: UINavigationController {"))
        #expect(file.contains("playgroundOverrideStage[\"host.viewWillAppear\"] = 2"))
        #expect(try SwiftSession().lines(file) == log)
        #expect(log.filter { $0.hasPrefix("console:") } == ["console: host.isBeingPresented = false", "console: host.isMovingToParent = false"])
    }

    @Test func swiftInputsAreKeptVerbatim() {
        let swift = "final class Host: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\nlet host = Host()\n"
        let file = SessionAsSwift.file([(.swift(swift), true), (.flat("window.rootViewController = host"), false)])
        #expect(file.contains(swift + "RunLoop.main.run()\n\n// Request 2\nwindow.rootViewController = host\n"))
    }
}
