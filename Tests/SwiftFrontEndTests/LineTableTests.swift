import Testing

@testable import SwiftFrontEnd

/// Positions in IR and in errors: lines end at "\n", "\r\n" and a lone "\r" (swiftc's rule);
/// columns count UTF-8 bytes from 1, as swiftc reports them.
@Suite struct LineTableTests {
    @Test func linesAndColumnsByOffset() {
        let table = LineTable("ab\ncd\r\nef\rgh\n\né")
        let expected: [(Int, Int, Int)] = [
            (0, 1, 1), (1, 1, 2), (2, 1, 3), (3, 2, 1), (5, 2, 3), (6, 2, 4), (7, 3, 1), (9, 3, 3), (10, 4, 1), (13, 5, 1),
            (14, 6, 1), (15, 6, 2),
        ]
        // In file order (the lowering's way), backwards, and jumping about: one answer each.
        for order in [expected, expected.reversed(), expected.enumerated().sorted { ($0.offset * 7) % 12 < ($1.offset * 7) % 12 }.map(\.element)] {
            for (offset, line, column) in order {
                let location = table.location(utf8Offset: offset)
                #expect(location.line == line && location.column == column, "offset \(offset): \(location)")
            }
        }
    }

    @Test(arguments: [
        ("let a = 1\r\nlet b = 2\r\nactor A {}", 3, 1),
        ("let a = 1\rlet b = 2\ractor A {}", 3, 1),
        ("let é = 1\nlet s = \"ü\"; actor A {}", 2, 15),  // "ü" is two bytes
    ])
    func refusalsAreMarkedWhereTheyAreWhateverTheLineEnds(_ source: String, _ line: Int, _ column: Int) {
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("\(source) was not refused")
            return
        }
        #expect(error.line == line && error.column == column, "\(error)")
    }
}
