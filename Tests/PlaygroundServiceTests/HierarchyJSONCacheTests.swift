import ContainmentEngine
import CorpusSupport
import Foundation
import PlaygroundAPI
import Testing

@testable import PlaygroundService

/// `HierarchyJSONCache` writes, byte for byte, what the snapshot's own writer does: after every
/// mutation of every corpus scenario (its setup, its script, each line of the script alone),
/// answering after every mutation (patched from `changes()`) or after every other one (written
/// again from the snapshot), across refused mutations and a woken session's new playground.
@Suite struct HierarchyJSONCacheTests {
    static func scenarios() throws -> [CorpusScenario] {
        try CorpusScenario.all() + CorpusScenario.all(in: "ProjectCorpus")
    }

    static let unbounded = HierarchyJSONBudget(limit: .max)

    static func expected(_ playground: Playground) -> String {
        var json = JSONWriter()
        playground.hierarchy().write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    static func answered(_ cache: HierarchyJSONCache, _ playground: Playground, budget: HierarchyJSONBudget = unbounded) -> String {
        var json = JSONWriter()
        cache.hierarchy(of: playground, budget: budget).write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// Runs each input; after each accepted one (or every other, `every: 2`) compares the answers.
    /// `noting`: after each input, the cache notes it, as the store does after each use (the
    /// inputs between answers are then written from the names noted).
    static func check(_ inputs: [String], every: Int, noting: Bool = false, _ label: String) {
        let playground = Playground()
        let cache = HierarchyJSONCache()
        var accepted = 0
        for (index, input) in inputs.enumerated() {
            defer { if noting { cache.note(playground) } }
            guard (try? playground.run(input)) != nil else {
                // Refused: rolled back, and the kept nodes still describe the playground.
                #expect(answered(cache, playground) == expected(playground), "\(label) after refused input \(index)")
                continue
            }
            accepted += 1
            guard accepted % every == 0 else { continue }
            let mine = answered(cache, playground), theirs = expected(playground)
            #expect(mine == theirs, "\(label) input \(index): \(input)")
            if mine != theirs { return }
        }
    }

    @Test(arguments: try scenarios())
    func everyAnswerIsTheSnapshotsJSON(_ scenario: CorpusScenario) {
        let whole = (scenario.setup.map { [$0] } ?? []) + [scenario.script]
        let lines = (scenario.setup.map { [$0] } ?? []) + scenario.script.split(separator: "\n").map(String.init)
        Self.check(whole, every: 1, "\(scenario.id) whole")
        Self.check(lines, every: 1, "\(scenario.id) lines")
        Self.check(lines, every: 2, "\(scenario.id) every other line")
        Self.check(lines, every: 3, noting: true, "\(scenario.id) every third line, the others noted")
    }

    /// A large tree, the size the cache is for: the embed-and-remove mutation of the benchmark,
    /// many times; then a woken session (a new playground at the same revision).
    @Test func aLargeTreeStaysExact() throws {
        var limits = PlaygroundLimits()
        limits.maxStatementsPerScript = 100_000
        limits.maxScriptBytes = 10_000_000
        limits.maxStepsPerRequest = 10_000_000
        var script = "let N0 = UIViewController()\nwindow.rootViewController = N0\nlet X = UIViewController()\n"
        for index in 1..<300 {
            let parent = "N\((index - 1) / 10)"
            script +=
                "let N\(index) = UIViewController()\n\(parent).addChild(N\(index))\n\(parent).view.addSubview(N\(index).view)\nN\(index).didMove(toParent: \(parent))\n"
        }
        let playground = Playground(limits: limits)
        try playground.run(script)
        let cache = HierarchyJSONCache()
        #expect(Self.answered(cache, playground) == Self.expected(playground))
        let mutation =
            "N3.addChild(X)\nN3.view.addSubview(X.view)\nX.didMove(toParent: N3)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()"
        for round in 0..<5 {
            try playground.run(round % 2 == 0 ? mutation : "N12.view.isHidden = \(round == 1)\nlet Y\(round) = UIViewController()")
            #expect(Self.answered(cache, playground) == Self.expected(playground), "round \(round)")
        }
        // Mutations answered without the hierarchy, noted: 3 (written from the noted names), then
        // more than `maxNotedRevisions` (the entries dropped, rebuilt by the next answer).
        for count in [3, HierarchyJSONCache.maxNotedRevisions + 2] {
            for round in 0..<count {
                try playground.run(
                    round % 3 == 0 ? mutation : "N\(20 + round).view.isHidden = \(round % 2 == 0)\nlet Z\(count)_\(round) = UIViewController()")
                cache.note(playground)
            }
            #expect(Self.answered(cache, playground) == Self.expected(playground), "after \(count) noted mutations")
        }
        let woken = Playground(limits: limits)
        try woken.run(script)
        for round in 0..<5 { try woken.run(round % 2 == 0 ? mutation : "N12.view.isHidden = \(round == 1)\nlet Y\(round) = UIViewController()") }
        for count in [3, HierarchyJSONCache.maxNotedRevisions + 2] {
            for round in 0..<count {
                try woken.run(
                    round % 3 == 0 ? mutation : "N\(20 + round).view.isHidden = \(round % 2 == 0)\nlet Z\(count)_\(round) = UIViewController()")
            }
        }
        #expect(woken.revision == playground.revision)
        #expect(Self.answered(cache, woken) == Self.expected(woken))
        // A small session is answered from kept nodes too, and the same bytes.
        let small = Playground()
        try small.run("let A = UIViewController()\nwindow.rootViewController = A")
        let smallCache = HierarchyJSONCache()
        _ = smallCache.hierarchy(of: small, budget: Self.unbounded)
        try small.run("A.view.isHidden = true")
        guard case .written(let bytes) = smallCache.hierarchy(of: small, budget: Self.unbounded) else {
            Issue.record("a small session was not answered from kept nodes")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == Self.expected(small))
    }

    /// Kept nodes are linked to the nodes nested in them: a node written again in place keeps
    /// the links to it good, a node moved to another parent is followed there, and one that
    /// leaves and comes back under the same name (in one mutation or two) is found again. The
    /// window's JSON, kept while it stays as it was, follows a rotation and back.
    @Test func linkedNodesFollowMovesAndReturns() throws {
        let playground = Playground()
        let cache = HierarchyJSONCache()
        try playground.run(
            "let P = UIViewController()\nwindow.rootViewController = P\nlet A = UIViewController()\nlet B = UIViewController()\nlet C = UIViewController()\n"
                + "P.addChild(A)\nP.view.addSubview(A.view)\nA.didMove(toParent: P)\nP.addChild(B)\nP.view.addSubview(B.view)\nB.didMove(toParent: P)"
        )
        #expect(Self.answered(cache, playground) == Self.expected(playground))
        let embedC = { (parent: String) in "\(parent).addChild(C)\n\(parent).view.addSubview(C.view)\nC.didMove(toParent: \(parent))" }
        let removeC = "C.willMove(toParent: nil)\nC.view.removeFromSuperview()\nC.removeFromParent()"
        let steps = [
            embedC("A"),
            removeC + "\n" + embedC("B"),  // from A to B: both parents and C written again
            removeC + "\n" + embedC("B") + "\nC.view.isHidden = true",  // B's children as they were
            "C.view.isHidden = false",  // only the nested node changes
            "C.view.removeFromSuperview()",
            "B.view.addSubview(C.view)",
            removeC,
            embedC("A"),  // back under its first parent
            "window.size = CGSize(width: 844, height: 390)",  // the window's kept JSON written again
            "C.view.isHidden = true",
            "window.size = CGSize(width: 390, height: 844)",
        ]
        for step in steps {
            try playground.run(step)
            #expect(Self.answered(cache, playground) == Self.expected(playground), "after: \(step)")
            guard case .written = cache.hierarchy(of: playground, budget: Self.unbounded) else {
                Issue.record("answered from the snapshot, not the kept nodes, after: \(step)")
                return
            }
        }
    }

    /// What all sessions keep is bounded: past the budget a session answers from the snapshot
    /// (the same bytes), and what a session gives back lets another keep its nodes.
    @Test func theBudgetBoundsWhatSessionsKeep() throws {
        let tree =
            "let root = UIViewController()\nwindow.rootViewController = root\n"
            + (0..<100).map {
                "let C\($0) = UIViewController()\nroot.addChild(C\($0))\nroot.view.addSubview(C\($0).view)\nC\($0).didMove(toParent: root)"
            }
            .joined(separator: "\n")
        let first = Playground(), second = Playground()
        try first.run(tree)
        try second.run(tree + "\nlet extra = UIViewController()")
        let probe = HierarchyJSONBudget(limit: .max)
        let measuring = HierarchyJSONCache()
        _ = measuring.hierarchy(of: first, budget: probe)
        let one = probe.bytesUsed
        #expect(one > 10_000)
        measuring.forget()
        #expect(probe.bytesUsed == 0)

        let budget = HierarchyJSONBudget(limit: one + one / 2)  // room for one session, not two
        let a = HierarchyJSONCache(), b = HierarchyJSONCache()
        func kept(_ answer: HierarchyAnswer) -> Bool { if case .written = answer { true } else { false } }
        let first1 = kept(a.hierarchy(of: first, budget: budget))
        #expect(first1)
        let refused = b.hierarchy(of: second, budget: budget)
        let refusedKept = kept(refused)
        #expect(!refusedKept)
        // Refused again at once while there is no room, with the same bytes.
        let again = b.hierarchy(of: second, budget: budget)
        var againJSON = JSONWriter()
        again.write(to: &againJSON)
        #expect(!kept(again) && String(decoding: againJSON.bytes, as: UTF8.self) == Self.expected(second))
        var json = JSONWriter()
        refused.write(to: &json)
        #expect(String(decoding: json.bytes, as: UTF8.self) == Self.expected(second))
        #expect(budget.bytesUsed == one)
        // A mutation that changes a few nodes is charged by the difference.
        try first.run("C3.view.isHidden = true")
        #expect(Self.answered(a, first, budget: budget) == Self.expected(first))
        #expect(budget.bytesUsed == one - 1)  // "isHidden":true is a byte shorter than false
        a.forget()
        #expect(budget.bytesUsed == 0)
        let second2 = kept(b.hierarchy(of: second, budget: budget))
        #expect(second2)
        #expect(budget.bytesUsed > one)
        // A cache that goes away (its session deleted) gives back what it held.
        let own = HierarchyJSONBudget(limit: .max)
        var leaving: HierarchyJSONCache? = HierarchyJSONCache()
        _ = leaving?.hierarchy(of: first, budget: own)
        #expect(own.bytesUsed > 0)
        leaving = nil
        #expect(own.bytesUsed == 0)
    }
}
