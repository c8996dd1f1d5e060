import ContainmentEngine
import Testing

@testable import PlaygroundService

/// Which front end a text goes to turns on whether a line, past its indentation, starts with a
/// word the flat language has no use for. The scan skips from line to line with `memchr` and
/// passes most lines on their first byte: a word anywhere, after any indentation, on the last
/// line without a newline, must still be found, and a word inside a line must not count.
@Suite struct FrontEndDetectionTests {
    @Test(arguments: [
        "import UIKit", "class A: UIViewController {}", "N0.addChild(X)\nfinal class B {}", "X.view.frame = .zero\n\n  \t struct S {}",
        "a()\nb()\nc()\nextension UIViewController {}", "x\r\nfunc f() {}", "let a = 1\n    protocol P {}\n",
    ])
    func aDeclarationOnAnyLineMakesTheTextSwift(_ text: String) {
        #expect(FrontEnds.declaresSwift(text))
        #expect(FrontEnds.looksLikeSwift(text))
    }

    @Test(arguments: [
        "", "\n\n", "N0.addChild(X)\nN0.view.addSubview(X.view)", "let c = UIViewController() // class A {}",
        "print(c.isMovingToParent) ; imports = 1", "classy.addChild(X)", "  structure.removeFromParent()\n\t",
        "functional.view.removeFromSuperview()\n", "é.addChild(X)\nÉ()",
    ])
    func flatScriptsAreNotSwift(_ text: String) {
        #expect(!FrontEnds.declaresSwift(text))
        #expect(!FrontEnds.looksLikeSwift(text))
    }

    @Test(arguments: ["@objc var x = 1", "N0.addChild(X)\n  override func viewDidLoad() {", "a()\n}", "if x {\n", "q = `x`", "a()\nreturn"])
    func swiftStatementsLookLikeSwiftWithoutDeclaringIt(_ text: String) {
        #expect(FrontEnds.looksLikeSwift(text))
        #expect(!FrontEnds.declaresSwift(text))
    }

    /// Neither language runs the text and nothing in it looks like Swift by its first words: the
    /// Swift front end's refusal of a construct still answers (the text parsed as Swift), not
    /// the flat language's complaint about a character it has no use for.
    @Test func aSwiftRefusalOutranksTheFlatLanguagesSyntaxError() {
        let text = "let s: String? = \"42\"\nlet n = s.map { Int($0) }"
        do throws(PlaygroundError) {
            _ = try FrontEnds().compile(text, settle: true, sessionSpeaksSwift: false, limits: PlaygroundLimits())
            Issue.record("compiled")
        } catch {
            guard case .script(let refusal) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(refusal.message.hasPrefix("an optional of an optional"), "\(refusal)")
            #expect(refusal.line == 2)
        }
    }
}
