import CorpusSupport
import Foundation
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// `Playground.changes()`: the hierarchy before a mutation, with the changed nodes put in, is the
/// hierarchy after it, node for node. Checked after every mutation of every corpus scenario (its
/// setup, then its script, then each line of the script on its own), and on a large tree, where
/// it must name only a few nodes.
@Suite struct HierarchyChangesTests {
    /// A node's own fields and the names of the nodes under it: the hierarchy, flat.
    struct Flat: Equatable, CustomStringConvertible {
        var controllers: [String: HierarchyChanges.ControllerChange] = [:]
        var views: [String: HierarchyChanges.ViewChange] = [:]
        var header: String = ""

        init(_ snapshot: HierarchySnapshot) {
            func visit(_ node: HierarchySnapshot.ControllerNode) {
                var own = node
                own.children = []
                own.presented = []
                controllers[node.name] = .init(node: own, children: node.children.map(\.name), presented: node.presented.map(\.name))
                node.children.forEach(visit)
                node.presented.forEach(visit)
            }
            func visit(_ node: HierarchySnapshot.ViewNode) {
                var own = node
                own.subviews = []
                views[node.name] = .init(node: own, subviews: node.subviews.map(\.name))
                node.subviews.forEach(visit)
            }
            snapshot.controllers.forEach(visit)
            snapshot.views.forEach(visit)
            header = "\(snapshot.revision) \(snapshot.clock) \(snapshot.pendingAnimations) \(snapshot.window)"
        }

        mutating func apply(_ changes: HierarchyChanges) {
            for change in changes.controllers { controllers[change.node.name] = change }
            for change in changes.views { views[change.node.name] = change }
            header = "\(changes.revision) \(changes.clock) \(changes.pendingAnimations) \(changes.window)"
        }

        var description: String { "\(controllers.count) controllers, \(views.count) views, \(header)" }
    }

    /// Runs `source`; when it is accepted, checks the changes against the snapshots.
    static func check(_ playground: Playground, _ source: String, _ label: String) -> Bool {
        var before = Flat(playground.hierarchy())
        let revision = playground.revision
        guard (try? playground.run(source)) != nil else { return false }
        let changes = playground.changes()
        #expect(changes.baseRevision == revision && changes.revision == revision + 1, "\(label)")
        before.apply(changes)
        let after = Flat(playground.hierarchy())
        #expect(before == after, "\(label): \(source)")
        if before != after {
            for (name, node) in after.controllers where before.controllers[name] != node { Issue.record("\(label): controller \(name) differs") }
            for (name, node) in after.views where before.views[name] != node { Issue.record("\(label): view \(name) differs") }
        }
        return true
    }

    @Test(arguments: try CorpusScenario.all() + CorpusScenario.all(in: "ProjectCorpus"))
    func patchingTheBeforeWithTheChangesGivesTheAfter(_ scenario: CorpusScenario) {
        let whole = Playground()
        if let setup = scenario.setup { _ = Self.check(whole, setup, "\(scenario.id) setup") }
        _ = Self.check(whole, scenario.script, "\(scenario.id) script")

        // Line by line: many more, smaller mutations (a line that does not run alone is skipped).
        let lines = Playground()
        if let setup = scenario.setup { _ = Self.check(lines, setup, "\(scenario.id) setup") }
        for (index, line) in scenario.script.split(separator: "\n").enumerated() {
            _ = Self.check(lines, String(line), "\(scenario.id) line \(index + 1)")
        }
    }

    /// On a 1,000-controller tree, embedding and removing one child names a handful of nodes.
    @Test func aSmallMutationOnALargeTreeNamesFewNodes() throws {
        var limits = PlaygroundLimits()
        limits.maxStatementsPerScript = 100_000
        limits.maxScriptBytes = 10_000_000
        limits.maxStepsPerRequest = 10_000_000
        let playground = Playground(limits: limits)
        var script = "let N0 = UIViewController()\nwindow.rootViewController = N0\nlet X = UIViewController()\n"
        for index in 1..<1_000 {
            let parent = "N\((index - 1) / 10)"
            script +=
                "let N\(index) = UIViewController()\n\(parent).addChild(N\(index))\n\(parent).view.addSubview(N\(index).view)\nN\(index).didMove(toParent: \(parent))\n"
        }
        try playground.run(script)
        let embed = "N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nX.didMove(toParent: N0)"
        #expect(Self.check(playground, embed, "embed"))
        let changes = playground.changes()
        #expect(
            changes.controllers.count <= 12 && changes.views.count <= 14, "\(changes.controllers.map(\.node.name)) \(changes.views.map(\.node.name))")
        #expect(changes.controllers.contains { $0.node.name == "X" && $0.node.isInWindow && $0.node.parent == "N0" })
        #expect(Self.check(playground, "X.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()", "remove"))
        #expect(playground.changes().controllers.contains { $0.node.name == "X" && !$0.node.isInWindow && $0.node.parent == nil })
    }

    /// Nodes whose own rows the mutation never wrote: a controller whose view enters the window
    /// inside a view that moved, and subviews sized by a superview that changed.
    @Test(arguments: [
        (
            "let host = UIViewController()\nwindow.rootViewController = host\nlet box = UIView()\nlet loose = UIViewController()\nbox.addSubview(loose.view)",
            "host.view.addSubview(box)"
        ),
        (
            "let host = UIViewController()\nwindow.rootViewController = host\nlet box = UIView()\nlet loose = UIViewController()\nbox.addSubview(loose.view)\nhost.view.addSubview(box)",
            "box.removeFromSuperview()"
        ),
        ("let stack = UIStackView()\nlet a = UIView()\nlet b = UIView()\nstack.addSubview(a)\nstack.addSubview(b)", "stack.addArrangedSubview(a)"),
        ("let stack = UIStackView()\nlet a = UIView()\nstack.addArrangedSubview(a)", "stack.removeArrangedSubview(a)"),
    ])
    func nodesChangedThroughOthersAreNamed(_ setup: String, _ mutation: String) throws {
        let playground = Playground()
        try playground.run(setup)
        #expect(Self.check(playground, mutation, mutation))
    }

    /// Rows written but left as they were name no node: the embed-and-remove mutation leaves
    /// every node as it found it (from its second time on), and setting a frame to the value
    /// it has writes the row for nothing. A frame that does change names its view and owner.
    @Test func rowsLeftAsTheyWereNameNoNode() throws {
        let playground = Playground()
        try playground.run(
            "let N0 = UIViewController()\nwindow.rootViewController = N0\nlet X = UIViewController()\n_ = X.view\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)"
        )
        let embedAndRemove =
            "N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nX.didMove(toParent: N0)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()"
        // The first time, X keeps something of having been shown (its traits from the window).
        #expect(Self.check(playground, embedAndRemove, "first embed and remove"))
        for round in 0..<2 {
            #expect(Self.check(playground, embedAndRemove, "embed and remove \(round)"))
            let changes = playground.changes()
            #expect(changes.controllers.isEmpty && changes.views.isEmpty, "\(changes.controllers.map(\.node.name)) \(changes.views.map(\.node.name))")
            #expect(playground.changedNodeNames().controllers.isEmpty && playground.changedNodeNames().views.isEmpty)
        }
        #expect(Self.check(playground, "X.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)", "same frame"))
        #expect(playground.changes().views.isEmpty)
        #expect(Self.check(playground, "X.view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)", "new frame"))
        #expect(playground.changes().views.map(\.node.name) == ["X.view"])
        #expect(playground.changes().controllers.map(\.node.name) == ["X"])
    }

    /// A failed mutation changes nothing, and the last accepted one's changes stay the answer.
    @Test func aRefusedMutationLeavesTheLastChanges() throws {
        let playground = Playground()
        try playground.run("let A = UIViewController()\nwindow.rootViewController = A")
        let accepted = playground.changes()
        #expect(throws: PlaygroundError.self) { try playground.run("let B = UIViewController()\nB.view.addSubview(A.view)\nlet C = nothing") }
        #expect(playground.changes() == accepted)
    }
}
