import ContainmentEngine
import ContainmentScript
import Testing

@testable import SwiftFrontEnd

/// A log entry raised by a statement inside an override's body, a function or a closure names
/// that statement's line (`sourceLine`) beside the top-level statement that triggered it (`line`).
@Suite struct SourceLineTests {
    /// A container whose override calls a function of its own (Containers/override-body-lines.swift).
    static func container() throws -> String {
        try String(contentsOf: ContainerFileTests.folder.appendingPathComponent("override-body-lines.swift"), encoding: .utf8)
    }

    @Test func anOverridesBodyAndAFunctionNameTheirOwnLines() throws {
        let log = try SwiftSession().run(try Self.container()).log
        func entry(_ text: String) throws -> LogEntry { try #require(log.first { $0.text == text }, "\(text) in \(log.map(\.text))") }
        // The callback itself comes from the top-level statement (line 20): no sourceLine.
        #expect(try entry("shell.viewDidLoad()").line == 20)
        #expect(try entry("shell.viewDidLoad()").sourceLine == nil)
        #expect(try entry("console: shell loaded").sourceLine == 8)
        #expect(try entry("inbox.willMove(toParent: shell)").line == 20)
        #expect(try entry("inbox.willMove(toParent: shell)").sourceLine == 13)
        #expect(try entry("inbox.loadView()").sourceLine == 14)
        #expect(try entry("inbox.didMove(toParent: shell)").sourceLine == 15)
        // Callbacks the run loop raises after the script have neither.
        let deferred = try entry("shell.viewDidAppear(false)")
        #expect(deferred.line == nil && deferred.sourceLine == nil)
    }

    @Test func aFlatScriptsOverrideAndACompletionToo() throws {
        let playground = Playground()
        let log = try playground.run(
            """
            let P = UIViewController()
            let C = UIViewController()
            override P.viewDidLoad {
                P.addChild(C)
            }
            window.rootViewController = P
            UIView.animate(withDuration: 0.2, animations: {}) { _ in
                C.didMove(toParent: P)
            }
            """
        ).log
        let willMove = try #require(log.first { $0.text == "C.willMove(toParent: P)" })
        #expect(willMove.line == 6 && willMove.sourceLine == 4)
        let didMove = try #require(log.first { $0.text == "C.didMove(toParent: P)" })
        #expect(didMove.line == nil && didMove.sourceLine == 8)
        #expect(log.filter { $0.sourceLine != nil && $0.sourceLine == $0.line }.isEmpty, "sourceLine never repeats line")
    }
}
