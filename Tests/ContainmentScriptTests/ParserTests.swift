import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

@Suite struct ParserTests {
    private func error(_ source: String) -> ScriptError? {
        let playground = Playground()
        do { try playground.run(source); return nil } catch {
            if case .script(let error) = error { return error }
            return nil
        }
    }

    @Test func parsesStatementsClosuresAndOverrides() throws {
        let syntax = try Parser.parse(
            """
            let P = UIViewController(); let C = UIViewController()
            override P.viewDidLoad {
                P.addChild(C) // a comment
            }
            P.transition(from: C, to: C, duration: 0.25, options: [.transitionCrossDissolve], animations: nil) { _ in C.didMove(toParent: P) }
            /* block
               comment */
            NSLayoutConstraint.activate([
                C.view.topAnchor.constraint(equalTo: P.view.topAnchor, constant: -8),
            ])
            """)
        #expect(syntax.count == 5)
        guard case .override(let target, let method, let body, let position) = syntax[2] else {
            Issue.record("expected an override"); return
        }
        #expect((target, method, body.count, position.line) == ("P", "viewDidLoad", 1, 2))
        guard case .expression(let call) = syntax[3], case .call(_, let arguments, let trailing) = call.expression else {
            Issue.record("expected a call"); return
        }
        #expect(arguments.map { $0.label } == ["from", "to", "duration", "options", "animations"])
        #expect(trailing?.parameters == ["_"])
        #expect(trailing?.body.count == 1)
    }

    @Test(arguments: [
        ("let = 3", 1, 5, "expected a name after 'let'"),
        ("let A = UIViewController()\nA.addChild(A", 2, 11, "'(' is never closed"),
        (
            "let A = UIViewController()\nA.view.frame = CGRect(x: 0, y: 0, width: 1)", 2, 16,
            "expected arguments (x:y:width:height:), found (x:y:width:)"
        ),
        ("\"open", 1, 1, "unterminated string literal"),
        ("let A = UIViewController() extra", 1, 28, "expected a new line or ';'"),
        ("override A.viewDidLoad { }", 1, 1, "not a declared view controller"),
        ("let A = UIViewController()\noverride A.viewDidFoo { }", 2, 1, "not a callback the playground can override"),
        ("let A = UIViewController()\nA.addChild(B)", 2, 12, "unknown object 'B'"),
        ("let A = UIViewController()\nA.frobnicate()", 2, 3, "unsupported call 'A.frobnicate()'"),
        ("let v = UIView()\nv.addChild(v)", 2, 3, "unsupported statement"),
        ("let A = UIViewController()\nA.willMove(toParent: A, extra: 1)", 2, 32, "extra argument 'extra' in call"),
        ("let A = UIViewController()\nA.beginAppearanceTransition(1, animated: false)", 2, 29, "expected true or false"),
        ("let A = Widget()", 1, 9, "cannot create 'Widget'"),
        ("window.rootViewController = box", 1, 29, "unknown object 'box'"),
        ("let A = UIViewController()\nA.addChild(self)", 2, 12, "'self' means nothing in the script language"),
        ("let A = UIViewController()\nA.modalPresentationStyle = .sideways", 2, 28, "unknown presentation style"),
        ("RunLoop.main.run(until: tomorrow)", 1, 14, "write RunLoop.main.run(until: Date())"),
        ("@", 1, 1, "unexpected character '@'"),
    ])
    func errorsNameLineColumnAndWhatIsSupported(_ source: String, _ line: Int, _ column: Int, _ message: String) throws {
        let found = try #require(error(source), "no error for \(source)")
        #expect(found.line == line, "\(found)")
        #expect(found.column == column, "\(found)")
        #expect(found.message.contains(message), "\(found)")
    }

    @Test func aScriptErrorRunsNothing() throws {
        let playground = Playground()
        try playground.run("let A = UIViewController()\nwindow.rootViewController = A")
        let before = (playground.logCount, playground.revision, playground.printHierarchy())
        #expect(error("x") != nil)
        do {
            try playground.run("A.view.removeFromSuperview()\nA.nonsense()")
            Issue.record("expected an error")
        } catch {}
        #expect((playground.logCount, playground.revision, playground.printHierarchy()) == before)
    }

    @Test func namesFromEarlierScriptsStayKnown() throws {
        let playground = Playground()
        try playground.run("let A = UIViewController()")
        try playground.run("let B = UIViewController()\nA.addChild(B)")
        #expect(playground.controller("B").parent == "A")
    }

    @Test func numbersReadAsSwiftReadsThem() throws {
        let texts = [
            "0", "-0", "007", "100", "-42", "1_000", "123456789012345", "1234567890123456", "99999999999999999999", "1.5", "-0.25",
            "3.000000000000001",
        ]
        let tokens = try Lexer.tokens(of: texts.joined(separator: " "))
        let values = tokens.compactMap { token -> Double? in
            if case .number(let value) = token.kind { return value }
            return nil
        }
        let expected = texts.map { Double(String($0.filter { $0 != "_" }))! }
        #expect(values.map(\.bitPattern) == expected.map(\.bitPattern))
    }
}
