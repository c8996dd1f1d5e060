import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// The request's line marks: a small array, then indexed; same answers either way.
@Suite struct LineMarksTests {
    @Test(arguments: [3, 40])
    func marksBehaveAsADictionaryInFirstMarkedOrder(count: Int) {
        var marks = LineMarks()
        var reference: [String: Int] = [:]
        for index in 0..<count {
            marks["C\(index)"] = 100 - index % 5; reference["C\(index)"] = 100 - index % 5
            if index % 3 == 0 { marks["C\(index / 2)"] = nil; reference["C\(index / 2)"] = nil }
            if index % 4 == 0 { marks["C\(index / 3)"] = 7; reference["C\(index / 3)"] = 7 }
        }
        for index in 0..<count { #expect(marks["C\(index)"] == reference["C\(index)"]) }
        let sorted = marks.sortedByLine()
        #expect(sorted.map(\.line) == sorted.map(\.line).sorted())
        #expect(Dictionary(uniqueKeysWithValues: sorted.map { ($0.name, $0.line) }) == reference)
        marks.removeAll()
        #expect(marks.sortedByLine().isEmpty && marks["C1"] == nil)
    }
}
