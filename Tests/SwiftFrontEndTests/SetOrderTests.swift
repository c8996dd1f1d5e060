import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A `Set` runs exactly where its order does not show, and is refused at the line where it
/// would (Swift's hash order is seeded at random per process: swiftc's own build prints
/// another order at each run). The differential programs under `Differential/sets` check the
/// exact part against swiftc; these check the refusals, which no swiftc output can pin.
@Suite struct SetOrderTests {
    static let setup = "let two: Set = [\"a\", \"b\"]\nlet one: Set = [\"a\"]\n"

    @Test(arguments: [
        ("print(two)", "printing"), ("for x in two { print(x) }", "iterating"), ("print(Array(two))", "iterating"),
        ("print(two.map { $0.uppercased() })", "'map' on"), ("print(two.first as Any)", "'first' of"),
        ("let text = \"\\(two)\"", "printing"), ("print([two])", "printing"),
    ])
    func orderDependentUsesAreRefusedAtTheirLine(_ use: String, _ what: String) throws {
        guard case .script(let error)? = SwiftSession().failure(Self.setup + use) else {
            Issue.record("\(use) ran")
            return
        }
        #expect(error.line == 3, "\(use): \(error)")
        #expect(error.message.hasPrefix("\(what) a Set of two or more elements is not supported"), "\(use): \(error.message)")
    }

    @Test func theSameUsesRunWithOneElement() throws {
        let lines = try SwiftSession().lines(Self.setup + "print(one)\nfor x in one { print(x) }\nprint(one.map { $0.uppercased() }, [one])")
        #expect(lines.filter { $0.hasPrefix("console: ") } == ["console: [\"a\"]", "console: a", "console: [\"A\"] [Set([\"a\"])]"])
    }

    @Test func orderFreeUsesRunWithAnyCount() throws {
        let lines = try SwiftSession().lines(
            Self.setup + "print(two.sorted(), two.count, two.contains(\"b\"), two.filter { $0 != \"a\" }.count, two == [\"b\", \"a\"])")
        #expect(lines.contains("console: [\"a\", \"b\"] 2 true 1 true"))
    }
}
