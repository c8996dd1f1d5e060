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
            marks["C\(index)"] = SourcePlace(line: 100 - index % 5); reference["C\(index)"] = 100 - index % 5
            if index % 3 == 0 { marks["C\(index / 2)"] = nil; reference["C\(index / 2)"] = nil }
            if index % 4 == 0 { marks["C\(index / 3)"] = SourcePlace(line: 7, column: 3, calledFromLine: 9); reference["C\(index / 3)"] = 7 }
        }
        for index in 0..<count { #expect(marks["C\(index)"]?.line == reference["C\(index)"]) }
        let sorted = marks.sortedByLine()
        #expect(sorted.map(\.place.line) == sorted.map(\.place.line).sorted())
        #expect(Dictionary(uniqueKeysWithValues: sorted.map { ($0.name, $0.place.line) }) == reference)
        marks.removeAll()
        #expect(marks.sortedByLine().isEmpty && marks["C1"] == nil)
    }
}
