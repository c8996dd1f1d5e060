import SwiftOperators
import Testing

@testable import SwiftFrontEnd

/// The lowering folds operators with a table read from the standard table's own source (so its
/// precedence relations carry syntax): it must be the standard table, operator for operator.
@Suite struct OperatorTableTests {
    @Test func theTableReadFromSourceIsTheStandardOne() {
        // The same declarations (the one read from source keeps the blank lines between them).
        func declarations(_ table: OperatorTable) -> [String] { table.description.split(separator: "\n").map(String.init) }
        #expect(declarations(Lowering.operators) == declarations(OperatorTable.standardOperators))
        #expect(!Lowering.operators.description.isEmpty)
    }
}
