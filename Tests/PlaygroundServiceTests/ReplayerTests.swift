import ContainmentEngine
import PlaygroundAPI
import Testing

@testable import PlaygroundService

/// `Replayer` rebuilds playgrounds from inputs without a store: in full, onto a copy (a delta),
/// and stopped part way (time travel); request limits lifted, session limits kept.
@Suite struct ReplayerTests {
    static func replayer(_ change: (inout PlaygroundLimits) -> Void = { _ in }) -> Replayer {
        var limits = PlaygroundLimits()
        change(&limits)
        return Replayer(frontEnds: FrontEnds(), limits: limits, heapBudget: ProcessHeapBudget(limit: 1 << 30))
    }

    static let inputs: [SessionInput] = [
        .script(source: "let root = UIViewController()\nwindow.rootViewController = root", settle: true),
        .script(
            source: "let child = UIViewController()\nroot.addChild(child)\nroot.view.addSubview(child.view)\nchild.didMove(toParent: root)",
            settle: true),
        .swift(source: "final class Box: UIViewController {}\nlet box = Box()\nroot.addChild(box)", settle: true),
    ]

    /// What a playground says about itself, to compare two replays.
    static func state(_ playground: Playground) -> String {
        "\(playground.revision) \(playground.controllerCount) \(playground.logCount) \(playground.printHierarchy())"
    }

    @Test func aFullReplayIsWhatTheInputsBuiltOneByOne() throws {
        let replayer = Self.replayer()
        let (whole, history) = try replayer.replay(Self.inputs).get()
        #expect(whole.revision == 3)
        #expect(history.scripts == 3)
        #expect(history.steps > 0)
        // The same inputs as a first replay and a delta onto it.
        let (first, partial) = try replayer.replay(Self.inputs.prefix(1)).get()
        let (caughtUp, total) = try replayer.replay(Self.inputs.dropFirst(), onto: first, history: partial).get()
        #expect(caughtUp === first)
        #expect(Self.state(caughtUp) == Self.state(whole))
        #expect(total == history)
    }

    @Test func aFailingInputNamesItsIndexAndNothingIsReturned() {
        let broken = Self.inputs + [.script(source: "root.addChild(nowhere)", settle: true)]
        guard case .failure(let failure) = Self.replayer().replay(broken) else {
            Issue.record("a replay with an unknown name succeeded")
            return
        }
        #expect(failure.index == 3)
        #expect(failure.problem.detail.contains("nowhere"))
    }

    @Test func requestLimitsAreLiftedAndSessionLimitsKept() throws {
        // A script longer than a request may be now was accepted when the limit was higher.
        let long = SessionInput.script(source: (0..<40).map { "let c\($0) = UIViewController()" }.joined(separator: "\n"), settle: true)
        let tight = Self.replayer { $0.maxStatementsPerScript = 10 }
        let (playground, _) = try tight.replay([long]).get()
        #expect(playground.controllerCount == 40)
        #expect(playground.limits.maxStatementsPerScript == 10)  // set back for the requests to come
        let few = Self.replayer { $0.maxControllers = 10 }
        guard case .failure(let failure) = few.replay([long]) else {
            Issue.record("a replay past maxControllers succeeded")
            return
        }
        #expect(failure.problem.detail.contains("maxControllers"))
    }

    @Test func timeTravelStopsAfterAStatementOfTheLastInput() throws {
        let replayer = Self.replayer()
        let stopped = try replayer.replay(Array(Self.inputs.prefix(2)), stoppingAfter: 2)
        // The child is made and added (its willMove logged); its view is not shown yet.
        let (full, _) = try replayer.replay(Array(Self.inputs.prefix(2))).get()
        #expect(stopped.controllerCount == 2)
        #expect(stopped.logCount < full.logCount)
        #expect(throws: Problem.self) { try replayer.replay([], stoppingAfter: 1) }
    }

    @Test func timeTravelToAnEntryStopsThereOrSaysTheLogIsShorter() throws {
        let replayer = Self.replayer()
        let (whole, _) = try replayer.replay(Self.inputs).get()
        let entry = whole.logCount / 2
        let stopped = try #require(try replayer.replay(Self.inputs, stoppingAtEntry: entry))
        #expect(stopped.logCount == entry)
        #expect(try replayer.replay(Self.inputs, stoppingAtEntry: whole.logCount + 1) == nil)
    }
}
