import ContainmentEngine
import Foundation
import Support
import SwiftParser
import SwiftSyntax
import Testing

@testable import SwiftFrontEnd

/// The type pass types the later declarations' bodies on another thread (`TypePass+Halves`):
/// what it gives must be what one pass in order gives, the first refusal included.
@Suite struct TypePassHalvesTests {
    static let spare = SpareThread(name: "type-pass-halves-test", stackBytes: 64 << 20)

    /// Every container file, class-form scenario and differential program, typed both ways.
    @Test func halvesTypeAsOnePassDoes() throws {
        let files = try ["Containers", "CorpusInClassForm", "Differential"].flatMap {
            try TopLevelSplitTests.swiftFiles(under: TopLevelSplitTests.folder.appendingPathComponent($0))
        }
        var compared = 0, refused = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard let lowered = try? Self.lowered(source) else { continue }
            compared += 1
            let one = Result { () throws(ScriptError) in try TypePass.apply(to: lowered) }
            let two = Result { () throws(ScriptError) in try TypePass.apply(to: lowered, alongside: Self.spare) }
            switch (one, two) {
            case (.success(let a), .success(let b)):
                #expect(TopLevelSplitTests.normalized(a.statements) == TopLevelSplitTests.normalized(b.statements), "\(file.lastPathComponent)")
            case (.failure(let a), .failure(let b)):
                refused += 1
                #expect(a == b, "\(file.lastPathComponent)")
            default: Issue.record("\(file.lastPathComponent): one pass \(one), halves \(two)")
            }
        }
        #expect(compared > 700)
        #expect(refused > 10, "the refusals' order is checked on \(refused) files")
    }

    /// Two refusals, one in each half: the earlier declaration's is the file's.
    @Test func theEarlierRefusalWins() throws {
        let filler = (1...12).map { "func f\($0)() -> Int { \($0) }" }.joined(separator: "\n")
        let source = """
            \(filler)
            func early() { let x: Float = 1; print(x) }
            \(filler.replacingOccurrences(of: "func f", with: "func g"))
            func late() { let y: Int8 = 1; print(y) }
            """
        let lowered = try Self.lowered(source)
        let error = #expect(throws: ScriptError.self) { try TypePass.apply(to: lowered, alongside: Self.spare) }
        #expect(error?.message.contains("'Float'") == true)
        #expect(error?.line == 13)
    }

    /// A local type declared in an earlier body is seen by the later bodies, as in one pass
    /// (the pass collects it file-wide): the later part is typed again.
    @Test func aLocalTypeOfAnEarlierBodyIsSeenLater() throws {
        let filler = (1...12).map { "func f\($0)() -> Int { \($0) }" }.joined(separator: "\n")
        let source = """
            func first() { struct Local { var value: Int? = 3 }; print(Local().value as Any) }
            \(filler)
            func last() { let v = Local().value; print(v) }
            """
        let lowered = try Self.lowered(source)
        let one = try TypePass.apply(to: lowered), two = try TypePass.apply(to: lowered, alongside: Self.spare)
        #expect(TopLevelSplitTests.normalized(one.statements) == TopLevelSplitTests.normalized(two.statements))
    }

    /// The later bodies are typed while the top-level statements are: one naming a global those
    /// statements bind (an optional, printed `Optional(3)`) is typed again once its type is known.
    @Test func aGlobalTheTopLevelBindsIsSeenByTheLaterBodies() throws {
        let filler = (1...12).map { "func f\($0)() -> Int { \($0) }" }.joined(separator: "\n")
        let source = """
            let limit: Int? = 3
            \(filler)
            final class Late { func show() { print(limit) } }
            Late().show()
            """
        let lowered = try Self.lowered(source)
        let one = try TypePass.apply(to: lowered), two = try TypePass.apply(to: lowered, alongside: Self.spare)
        #expect(TopLevelSplitTests.normalized(one.statements) == TopLevelSplitTests.normalized(two.statements))
    }

    static func lowered(_ source: String) throws -> FileIR {
        var parser = SwiftParser.Parser(source)
        let tree = SwiftSyntax.SourceFileSyntax.parse(from: &parser)
        return try Lowering(lines: LineTable(source), maxNesting: 256).file(tree)
    }
}
