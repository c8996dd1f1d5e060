import ContainmentEngine
import Foundation
import Testing

@testable import SwiftFrontEnd

/// Runtime traps answer with Swift's wording at the line that trapped, and leave the session
/// exactly as it was; budgets answer with the limit's name.
@Suite struct TrapTests {
    static let setup = """
        class Host: UIViewController {
            var items: [Int] = []
            var label: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(UIViewController())
            }
        }
        let host = Host()
        window.rootViewController = host
        """

    @Test(arguments: [
        ("let x: String? = nil\nprint(x!)", 2, "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        ("print(host.items[3])", 1, "Fatal error: Index out of range"),
        ("let c = host.children[0] as! Host", 1, "Could not cast value of type 'UIViewController' to 'Host'"),
        ("let a = 1\nfatalError(\"stop here\")", 2, "Fatal error: stop here"),
        ("let zero = 0\nprint(1 / zero)", 2, "Fatal error: Division by zero"),
        ("precondition(host.children.isEmpty, \"no children\")", 1, "Precondition failed: no children"),
        ("host.label!.append(\"x\")", 1, "Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
        // Found by fuzz/run-swift.sh: each of these crashed the process before it was a trap.
        ("print([1, 2].dropFirst(-1))", 1, "Fatal error: Can't drop a negative number of elements from a collection"),
        ("let m = -9223372036854775807 - 1\nprint(m / -1)", 2, "Fatal error: Division results in an overflow"),
        (
            "print(Int(1e300))", 1,
            "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"
        ),
    ])
    func trapIsReportedAndTheSessionUnchanged(_ source: String, _ line: Int, _ message: String) throws {
        let session = SwiftSession()
        try session.run(Self.setup)
        let before = session.snapshot
        guard case .trap(let trap, let log)? = session.failure("let extra = UIViewController()\nhost.addChild(extra)\n" + source) else {
            Issue.record("\(source) did not trap")
            return
        }
        #expect(trap.message == message)
        #expect(trap.line == line + 2)
        #expect(log.last?.text == message)
        #expect(session.snapshot == before)
    }

    /// What `source` fails with, run on a thread with the service's stack (`threadStackBytes`,
    /// 64 MiB): a debug build's frames for 128 nested calls outgrow the test runner's threads,
    /// and by how much moves with every local the interpreter's large functions gain.
    static func failureOnServiceSizedStack(_ source: String) -> PlaygroundError? {
        final class Outcome: @unchecked Sendable { var failure: PlaygroundError? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.failure = SwiftSession().failure(source)
            done.signal()
        }
        thread.stackSize = 64 << 20
        thread.start()
        done.wait()
        return outcome.failure
    }

    @Test func endlessRecursionHitsTheCallDepth() throws {
        guard case .limit(let limit)? = Self.failureOnServiceSizedStack("func again(_ n: Int) -> Int { again(n + 1) }\nprint(again(0))") else {
            Issue.record("no limit")
            return
        }
        #expect(limit.setting == "maxCallbackDepth")
    }

    @Test func endlessLoopHitsTheStepBudget() throws {
        var limits = PlaygroundLimits()
        limits.maxStepsPerRequest = 10_000
        let session = SwiftSession(limits: limits)
        guard case .limit(let limit)? = session.failure("var n = 0\nwhile true { n += 1 }") else {
            Issue.record("no limit")
            return
        }
        #expect(limit.setting == "maxStepsPerRequest")
    }

    /// An endless sequence read whole by the standard library's `Array.init`, or an iterator of
    /// the standard library's whose `next()` runs no statement: each `next()` counts, so the
    /// budget ends it (session 34; a `next()` giving an unmodelled value ran without end).
    @Test func endlessSequencesHitTheStepBudget() throws {
        var limits = PlaygroundLimits()
        limits.maxStepsPerRequest = 10_000
        let endless = "struct F: Sequence, IteratorProtocol {\n    var n = 0\n    mutating func next() -> Int? { n += 1; return n }\n}\n"
        for source in [
            endless + "print(Array(F()).count)",
            "let it = AnyIterator { 1 }\nfor _ in [0].lazy.map({ _ in 0 }) {}\nvar all: [Int] = []\nvar i = it\nwhile let x = i.next() { all.append(x) }",
        ] {
            guard case .limit(let limit)? = SwiftSession(limits: limits).failure(source) else {
                Issue.record("no limit: \(source)")
                continue
            }
            #expect(limit.setting == "maxStepsPerRequest")
        }
    }

    /// A UIKit method called without its argument is the input's mistake (400), not a crash
    /// (found by fuzz/run-swift.sh: `showDetailViewController()` took the process down).
    @Test func aMissingArgumentIsAScriptError() throws {
        let session = SwiftSession()
        try session.run(Self.setup)
        guard case .script(let error)? = session.failure("host.showDetailViewController()") else {
            Issue.record("not refused")
            return
        }
        #expect(error.message == "missing arguments for parameters #1, 'sender' in call")
    }

    /// An object whose property makes another of its kind ends with the depth limit, not a stack
    /// overflow (found by fuzz/run-swift.sh).
    @Test func endlessConstructionHitsTheCallDepth() throws {
        guard case .limit(let limit)? = Self.failureOnServiceSizedStack("class Node { let next = Node() }\nlet first = Node()") else {
            Issue.record("no limit")
            return
        }
        #expect(limit.setting == "maxCallbackDepth")
    }

    /// `super.title` in a computed override reads the base's property (issue 37: it read the
    /// override itself without end, and the process died of a stack overflow).
    @Test func superInAPropertyOverrideReadsTheBase() throws {
        let session = SwiftSession()
        let lines = try session.lines(
            """
            class Titled: UIViewController {
                override var title: String? {
                    get { "[" + (super.title ?? "none") + "]" }
                    set { super.title = newValue.map { $0.uppercased() } }
                }
            }
            class Base { var name: String { "base" } }
            class Derived: Base { override var name: String { super.name + "+derived" } }
            let titled = Titled()
            print(titled.title!)
            titled.title = "home"
            print(titled.title!, Derived().name)
            """)
        #expect(lines.filter { $0.hasPrefix("console: ") } == ["console: [none]", "console: [HOME] base+derived"])
    }

    /// A getter that reads itself is endless recursion, bounded like any other. Run on a stack
    /// of the service's size (`threadStackBytes`, 64 MiB): a debug build's frames for 128 nested
    /// getters outgrow the test runner's own threads.
    /// A struct's and an enum's too, and a `description` that describes `self` (session 37's
    /// hunt: those crashed the process, their getters not counted as calls).
    @Test(arguments: [
        "class Loop { var value: Int { value + 1 } }\nprint(Loop().value)",
        "struct Loop { var value: Int { value + 1 } }\nprint(Loop().value)",
        "enum Loop { case a; var value: Int { value } }\nprint(Loop.a.value)",
        "struct T: CustomStringConvertible { var description: String { \"x\" + String(describing: self) } }\nprint(T())",
    ])
    func aGetterReadingItselfHitsTheCallDepth(_ source: String) throws {
        guard case .limit(let limit)? = Self.failureOnServiceSizedStack(source) else {
            Issue.record("no limit: \(source)")
            return
        }
        #expect(limit.setting == "maxCallbackDepth")
    }
}
