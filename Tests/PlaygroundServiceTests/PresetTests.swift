import ContainmentEngine
import Foundation
import SwiftFrontEnd
import Testing

@testable import ContainmentScript
@testable import PlaygroundService

/// Golden traces for every preset: the whole log, the diagnostics and the final hierarchy.
/// Regenerate after a deliberate engine change with `UPDATE_GOLDEN=1 swift test --filter PresetTests`,
/// then read the diff before committing it.
@Suite struct PresetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let library = PresetLibrary(directory: root.appendingPathComponent("presets").path)
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Runs a preset's script with its language's front end.
    @discardableResult
    static func run(_ preset: Preset, on playground: Playground) throws -> RunReport {
        switch preset.language {
        case "swift": try playground.run(SwiftFrontEnd().program(for: preset.script, limits: playground.limits))
        case "objc": try playground.run(ObjectiveCFrontEnd().program(for: preset.script, limits: playground.limits))
        default: try playground.run(preset.script)
        }
    }

    static func trace(of preset: Preset) throws -> String {
        let playground = Playground()
        let report = try run(preset, on: playground)
        var lines = report.log.map { "\($0.line.map(String.init) ?? "-")\t\($0.text)" }
        lines.append("--- diagnostics")
        lines += report.diagnostics.map { "\($0.line.map(String.init) ?? "-")\t\($0.pitfall.rawValue): \($0.summary)" }
        lines.append("--- hierarchy")
        lines.append(playground.printHierarchy())
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyFounderDesignAndContainerHasAPreset() {
        let names = Set(Self.library.presets.map(\.name))
        #expect(
            names.isSuperset(of: [
                "host-and-detail", "swap-with-transition", "master-list-map-storyboard", "master-list-map-code",
                "hand-made-tab-bar", "hand-made-navigation", "uikit-navigation", "uikit-tab-bar",
                "uikit-split", "uikit-page", "uikit-modal", "objc-manual-forwarding",
            ]))
        #expect(Self.library.preset(named: "objc-manual-forwarding")?.language == "objc")
        #expect(Self.library.presets.allSatisfy { !$0.title.isEmpty && !$0.description.isEmpty })
    }

    @Test(arguments: library.presets.map(\.name))
    func goldenTrace(_ name: String) throws {
        let preset = try #require(Self.library.preset(named: name))
        let trace = try Self.trace(of: preset)
        let file = Self.golden.appendingPathComponent("\(name).trace")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try trace.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(trace == expected, "\(name): the trace differs from Golden/\(name).trace")
    }

    @Test(arguments: Transport.allCases)
    func everyPresetLoadsOverHTTP(_ transport: Transport) throws {
        var configuration = ServiceConfiguration.testing
        configuration.presetsDirectory = Self.root.appendingPathComponent("presets").path
        try transport.run(configuration) { client in
            let listed = try client.get("/v1/presets").json["presets"] as? [[String: Any]] ?? []
            #expect(listed.count == Self.library.presets.count)
            for preset in Self.library.presets {
                let created = try client.post("/v1/sessions", #"{"preset": "\#(preset.name)"}"#, contentType: "application/json")
                #expect(created.status == 201, "\(preset.name): \(created.text)")
                #expect(created.json["preset"] as? String == preset.name)
                let log = (created.json["log"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
                let expected = try Self.trace(of: preset).split(separator: "\n").prefix { $0 != "--- diagnostics" }
                    .map { String($0.split(separator: "\t", maxSplits: 1).last ?? "") }
                #expect(log.joined(separator: "\n") == expected.joined(separator: "\n"), "\(preset.name)")
            }
            #expect(try client.post("/v1/sessions", #"{"preset": "nope"}"#, contentType: "application/json").status == 400)
            #expect(try client.post("/v1/sessions", #"{"preset": 3"#, contentType: "application/json").status == 400)
            #expect(try client.get("/v1/presets/host-and-detail").json["title"] as? String == "Host and detail")
            #expect(try client.get("/v1/presets/nope").status == 404)
        }
    }
}
