import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// A long file is parsed and lowered in two halves at once (`TopLevelSplit`,
/// `SwiftFrontEnd.lowerInHalves`): the halves must give exactly what one parse gives, positions
/// included, and a half that does not parse must send the file back to one parse.
@Suite struct TopLevelSplitTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Every container file, class-form corpus scenario and differential program, cut where the
    /// split would cut it were it long enough: the same statements (with their lines and
    /// columns), the same names bound twice, the same imports, or the same error.
    @Test func halvesLowerToWhatOneParseGives() throws {
        var cut = 0
        let files = try ["Containers", "CorpusInClassForm", "Differential"].flatMap {
            try Self.swiftFiles(under: Self.folder.appendingPathComponent($0))
        }
        #expect(files.count > 700)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard let point = TopLevelSplit.point(in: source, minimumBytes: 0) else { continue }
            cut += 1
            let whole = Result { () throws(ScriptError) in try SwiftFrontEnd.lower(source, inHalves: false) }
            let halves = Result { () throws(ScriptError) in try SwiftFrontEnd.lowerInHalves(source, cut: point, maxNesting: 256) }
            switch (whole, halves) {
            case (.success(let one), .success(let two?)):
                let (a, b) = (Self.normalized(one.statements), Self.normalized(two.statements))
                let same = a.commonPrefix(with: b).count
                #expect(a == b, "\(file.lastPathComponent): one parse \(a.dropFirst(same).prefix(300)), halves \(b.dropFirst(same).prefix(300))")
                #expect(one.reboundNames == two.reboundNames && one.importsFoundation == two.importsFoundation, "\(file.lastPathComponent)")
            case (.failure(let one), .failure(let two)): #expect(one == two, "\(file.lastPathComponent)")
            case (.failure, .success(nil)): break  // a syntax error: one parse finds it
            default: Issue.record("\(file.lastPathComponent): one parse \(whole), halves \(halves)")
            }
        }
        #expect(cut > 300, "only \(cut) files had a place to cut")
    }

    /// The IR's description with each set's members in order (a set prints in its storage's order).
    static func normalized(_ statements: [Stmt]) -> String {
        let text = String(describing: statements)
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "Set([") {
            result += rest[..<open.upperBound]
            guard let close = rest[open.upperBound...].range(of: "])") else { break }
            result += rest[open.upperBound..<close.lowerBound].components(separatedBy: ", ").sorted().joined(separator: ", ")
            rest = rest[close.lowerBound...]
        }
        return result + rest
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test func cutsOnlyBeforeATopLevelDeclaration() throws {
        let filler = String(repeating: "// filler\n", count: 400)
        let source = """
            import UIKit
            \(filler)
            let text = \"\"\"
            class InAString {}
            \"\"\"
            /*
            class InAComment {}
            */
            final class Host: UIViewController {
                func f() {
            class Nested {}
                }
            }
            \(filler)
            """
        guard let point = TopLevelSplit.point(in: source) else {
            Issue.record("no cut")
            return
        }
        #expect(String(decoding: source.utf8.dropFirst(point).prefix(16), as: UTF8.self) == "final class Host")
        // An attribute stays with its declaration.
        let attributed = filler + "@MainActor\nfinal class Cut {}\n" + filler
        let cut = try #require(TopLevelSplit.point(in: attributed))
        #expect(String(decoding: attributed.utf8.dropFirst(cut).prefix(10), as: UTF8.self) == "@MainActor")
        #expect(TopLevelSplit.point(in: "class A {}\nclass B {}\n") == nil, "too short to be worth a thread")
        #expect(TopLevelSplit.point(in: "class A {}\n" + filler) == nil, "no cut past the first quarter")
    }

    /// Errors are where one parse puts them: a refusal in the second half at its own line and
    /// column, the first half's before the second's, and a syntax error in either half found by
    /// one parse (no half reports it on its own).
    @Test func errorsAreWhereOneParsePutsThem() throws {
        let filler = String(repeating: "// pad pad pad\n", count: 300)
        func error(_ source: String, inHalves: Bool = true) -> ScriptError? {
            do throws(ScriptError) {
                _ = try SwiftFrontEnd.lower(source, inHalves: inHalves)
                return nil
            } catch {
                return error
            }
        }
        let secondHalf = "class A {}\n" + filler + "class B {}\nactor C {}\n" + filler
        let refused = try #require(error(secondHalf))
        #expect(refused.line == 303 && refused.column == 1, "\(refused)")
        for source in [
            secondHalf, "actor Z {}\n" + filler + "class B {}\nactor C {}\n" + filler, "actor Z {}\n" + filler + "class B { func g( }\n" + filler,
            "class A {}\n" + filler + "class B {}\nlet x = (\n" + filler,
        ] {
            #expect(TopLevelSplit.point(in: source) != nil)
            #expect(error(source) == error(source, inHalves: false))
        }
    }
}
