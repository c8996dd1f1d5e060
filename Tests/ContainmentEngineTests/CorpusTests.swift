import CorpusSupport
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Golden traces: every public corpus scenario reproduced by the engine, compared as
/// `shared/tools/corpus-check` compares them (the kinds in `compare`, in order; the hierarchy text).
@Suite struct CorpusTests {
    @Test(arguments: try CorpusScenario.all() + CorpusScenario.all(in: "ProjectCorpus"))
    func scenario(_ scenario: CorpusScenario) throws {
        let result = try scenario.run()
        #expect(result.lines == scenario.expectedLines, "\(scenario.id)\n\(diff(scenario.expectedLines, result.lines))")
        #expect(result.exception == scenario.expectedLines.contains { $0.hasPrefix("exception:") })
        if let hierarchy = scenario.expect.hierarchy {
            let want = hierarchy.split(separator: "\n").map { CorpusScenario.normalise(String($0)) }.filter { !$0.isEmpty }
            let got = result.hierarchy.split(separator: "\n").map { CorpusScenario.normalise(String($0)) }.filter { !$0.isEmpty }
            #expect(got == want, "\(scenario.id) hierarchy\n\(diff(want, got))")
        }
    }

    private func diff(_ expected: [String], _ actual: [String]) -> String {
        let count = max(expected.count, actual.count)
        return (0..<count).map { index in
            let e = index < expected.count ? expected[index] : "-"
            let a = index < actual.count ? actual[index] : "-"
            return (e == a ? "   " : " ! ") + e + "  |  " + a
        }.joined(separator: "\n")
    }
}
