import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Memory budgets (issue 38): a program that grows a string, a collection or the session's heap
/// past a budget ends with a limit naming the setting, before the memory is taken, and leaves
/// the session exactly as it was.
@Suite struct MemoryBudgetTests {
    /// Small budgets, so each case is quick: 1 MiB a value, 4 MiB a request and a session.
    static var small: PlaygroundLimits {
        var limits = PlaygroundLimits()
        limits.maxValueBytes = 1 << 20
        limits.maxRequestBytes = 4 << 20
        limits.maxSessionHeapBytes = 4 << 20
        return limits
    }

    static let bombs: [(name: String, source: String, limit: String)] = [
        ("string doubling", "var s = \"x\"\nfor _ in 0..<64 { s += s }", "maxValueBytes"),
        ("array doubling", "var a = [1]\nfor _ in 0..<64 { a = a + a }", "maxValueBytes"),
        ("one huge String(repeating:)", "let s = String(repeating: \"x\", count: 1 << 40)", "maxValueBytes"),
        ("one huge Array(repeating:)", "let a = Array(repeating: 0, count: 1 << 40)", "maxValueBytes"),
        ("one huge [T](repeating:)", "let a = [Int](repeating: 0, count: 1 << 40)", "maxValueBytes"),
        (
            "medium strings in a dictionary", "var d: [Int: String] = [:]\nfor i in 0..<100 { d[i] = String(repeating: \"y\", count: 500_000) }",
            "maxRequestBytes"
        ),
        (
            "a shared string printed many times",
            "let big = String(repeating: \"z\", count: 100_000)\nlet a = Array(repeating: big, count: 100)\nprint(a)", "maxValueBytes"
        ),
        (
            "a shared string joined many times",
            "let big = String(repeating: \"z\", count: 100_000)\nlet a = Array(repeating: big, count: 100)\nlet j = a.joined()", "maxValueBytes"
        ),
        (
            "rows flattened",
            "let row = Array(repeating: 1, count: 20_000)\nlet grid = Array(repeating: row, count: 20_000)\nlet flat = grid.flatMap { $0 }",
            "maxValueBytes"
        ),
        ("interpolation", "let big = String(repeating: \"z\", count: 400_000)\nlet s = \"\\(big)\\(big)\\(big)\"", "maxValueBytes"),
        (
            "output without a newline", "let big = String(repeating: \"z\", count: 100_000)\nfor _ in 0..<100 { print(big, terminator: \"\") }",
            "maxValueBytes"
        ),
        (
            "objects kept",
            "class Node { var next: Node? }\nvar head = Node()\nfor _ in 0..<100_000 { let node = Node(); node.next = head; head = node }",
            "maxRequestBytes"
        ),
        ("appending in place", "var a: [Int] = []\nfor i in 0..<100_000 { a.append(i) }", "maxValueBytes"),
        ("a string's characters", "let big = String(repeating: \"z\", count: 900_000)\nlet c = big.map { $0 }", "maxValueBytes"),
        ("a stride past any size", "let s = stride(from: 0, to: Int.max, by: 1)", "maxValueBytes"),
        ("a Double stride past any size", "let s = stride(from: 0.0, to: 1.0, by: 1e-300)", "maxValueBytes"),
    ]

    @Test(arguments: 0..<bombs.count)
    func aGrowthBombEndsNamingItsBudgetAndChangesNothing(_ index: Int) throws {
        let bomb = Self.bombs[index]
        let session = SwiftSession(limits: Self.small)
        try session.run("let before = 1\nprint(before)")
        let before = session.snapshot
        guard case .limit(let limit)? = session.failure(bomb.source) else {
            Issue.record("\(bomb.name): not refused by a limit")
            return
        }
        #expect(limit.setting == bomb.limit, "\(bomb.name): \(limit.message)")
        #expect(session.snapshot == before, "\(bomb.name): the session changed")
        // And it goes on: the next input runs.
        #expect(try session.lines("print(before + 1)").contains("console: 2"))
    }

    /// The shipped defaults stop the issue's two-line bomb at once.
    @Test func theDefaultsStopStringDoubling() {
        let session = SwiftSession()
        guard case .limit(let limit)? = session.failure("var s = \"x\"\nfor _ in 0..<64 { s += s }") else {
            Issue.record("not refused")
            return
        }
        #expect(limit.setting == "maxValueBytes")
    }

    /// What a session keeps between requests is bounded: each request adds 900 KB to a global
    /// until the fifth would take it past 4 MiB.
    @Test func aSessionGrowingEveryRequestStopsAtItsHeapBudget() throws {
        let session = SwiftSession(limits: Self.small)
        try session.run("var kept: [String] = []")
        var accepted = 0
        var refusal: String?
        for _ in 0..<10 {
            let before = session.snapshot
            do throws(PlaygroundError) {
                try session.run("kept.append(String(repeating: \"k\", count: 900_000))")
                accepted += 1
            } catch {
                guard case .limit(let limit) = error else { throw error }
                refusal = limit.message
                #expect(session.snapshot == before)
                break
            }
        }
        #expect(accepted == 4)
        #expect(refusal?.contains("(maxSessionHeapBytes)") == true, "\(refusal ?? "none")")
        // Letting go of what it kept makes room again.
        try session.run("kept.removeAll()")
        try session.run("kept.append(String(repeating: \"k\", count: 900_000))")
    }

    /// What a request makes and drops is not kept: many requests that each build 2 MB of
    /// temporaries all run (the heap is measured again when the bound drifts).
    @Test func temporariesAreNotKept() throws {
        let session = SwiftSession(limits: Self.small)
        try session.run("func build() -> Int { let t = String(repeating: \"t\", count: 1_000_000); return t.count + t.count }")
        for _ in 0..<10 { try session.run("print(build())") }
        #expect(session.playground.keptBytesAtRest < 1 << 20)
    }

    /// A program's console lines stay in the log: they count towards what the session keeps.
    @Test func printedLinesCountTowardsTheSession() throws {
        let session = SwiftSession(limits: Self.small)
        try session.run("let line = String(repeating: \"p\", count: 900_000)")
        var refused = false
        for _ in 0..<10 {
            if case .limit(let limit)? = session.failure("print(line)") {
                #expect(limit.setting == "maxSessionHeapBytes")
                refused = true
                break
            }
        }
        #expect(refused)
    }

    /// A loop over a range counts its values instead of making them: a million values is no
    /// memory at all (the range used to be an array of them).
    @Test func aLoopOverARangeTakesNoMemory() throws {
        let session = SwiftSession(limits: Self.small)
        let lines = try session.lines(
            "var n = 0\nfor i in 0..<1_000_000 { if i == 3 { break }; n += i }\nfor i in 5...5 { n += i }\nfor _ in 0..<0 { n = -1 }\nprint(n)")
        #expect(lines.contains("console: 8"))
        guard case .trap(let trap, _)? = session.failure("let high = -1\nfor _ in 0..<high {}") else {
            Issue.record("no trap")
            return
        }
        #expect(trap.message == "Fatal error: Range requires lowerBound <= upperBound")
    }

    /// `String(repeating:count:)` made as bytes is the standard library's string, byte for byte.
    @Test(arguments: ["y", "ab", "é", "👩‍👩‍👧", "e\u{301}"])
    func repeatingIsTheStandardLibrarys(_ text: String) {
        for count in [0, 1, 5_000] {
            let made = Interpreter.repeated(text, count: count)
            #expect(Array(made.utf8) == Array(String(repeating: text, count: count).utf8))
            #expect(made.count == String(repeating: text, count: count).count)
        }
    }

    /// The heap is walked without recursion: a list deeper than any stack is measured.
    @Test func aDeepValueIsMeasured() throws {
        var limits = Self.small
        limits.maxSessionHeapBytes = 64 << 10  // walked at once: the bound passes it
        let session = SwiftSession(limits: limits)
        try session.run("var rows: [[Int]] = []\nfor i in 0..<200 { rows.append([i]) }")
        guard case .limit(let limit)? = session.failure("var more: [[Int]] = []\nfor i in 0..<2_000 { more.append([i, i]) }") else {
            Issue.record("not refused")
            return
        }
        #expect(limit.setting == "maxSessionHeapBytes")
    }
}
