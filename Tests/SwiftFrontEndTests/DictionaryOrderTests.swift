import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A dictionary of two or more pairs printed or walked in order: Swift's order changes from run
/// to run, so the playground's insertion order comes with a `dictionary-order` note at the line.
@Suite struct DictionaryOrderTests {
    static func consoleLines(_ report: RunReport) -> [String] {
        report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func printingAndWalkingTwoPairsIsNotedAtTheirLines() throws {
        let report = try SwiftSession().run(
            """
            let scores = ["ann": 3, "bob": 5]
            for (name, score) in scores { print(name, score) }
            print(scores)
            print(scores.map { $0.value * 2 })
            print(Array(scores.keys), scores.values.count)
            scores.forEach { print($0.key) }
            """)
        #expect(Self.consoleLines(report) == ["ann 3", "bob 5", #"["ann": 3, "bob": 5]"#, "[6, 10]", #"["ann", "bob"] 2"#, "ann", "bob"])
        let noted = report.diagnostics.filter { $0.pitfall == .dictionaryOrder }
        #expect(noted.compactMap(\.line) == [2, 3, 4, 5, 6])
        #expect(noted.allSatisfy { $0.summary.contains("2 pairs") })
    }

    /// Reading it in an order of the program's own, counting it (`keys.count`, `values.max()`), or
    /// one pair, says nothing.
    @Test func sortedCountedOrSinglePairsAreNotNoted() throws {
        let report = try SwiftSession().run(
            """
            let scores = ["ann": 3, "bob": 5]
            print(scores.sorted { $0.key < $1.key }.map(\\.key))
            print(scores.count, scores["bob"] ?? 0, scores.values.max() ?? 0)
            let one = ["x": 1]
            print(one, one.first as Any)
            for (key, value) in one { print(key, value) }
            """)
        #expect(Self.consoleLines(report) == [#"["ann", "bob"]"#, "2 5 5", #"["x": 1] Optional((key: "x", value: 1))"#, "x 1"])
        #expect(report.diagnostics.filter { $0.pitfall == .dictionaryOrder }.isEmpty)
    }
}
