import ContainmentEngine
import Foundation
import Support
import Testing

@testable import SwiftFrontEnd

/// A new paste's derived types are built on the spare thread while the run starts
/// (`DerivedSpeculation`): what it publishes must be what the run derives itself.
@Suite struct DerivedSpeculationTests {
    static let spare = SpareThread(name: "derived-speculation-test", stackBytes: 64 << 20)

    /// Every container file and class-form scenario: each type's chain, member index and
    /// behaviour plan, derived on the spare thread and on this one.
    @Test func theSpareThreadDerivesWhatTheRunWould() throws {
        let files = try ["Containers", "CorpusInClassForm"].flatMap {
            try TopLevelSplitTests.swiftFiles(under: TopLevelSplitTests.folder.appendingPathComponent($0))
        }
        var compared = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            guard let lowered = try? SwiftFrontEnd.lower(source, inHalves: false) else { continue }
            let runtime = SwiftRuntime()
            let interpreter = Interpreter(playground: Playground(), runtime: runtime)
            guard (try? interpreter.declare(lowered.statements, revision: 1)) != nil else { continue }
            let order = DerivedSpeculation.order(of: lowered)
            guard let last = order.last, let speculation = Self.started(types: runtime.heap.types, order: order) else { continue }
            #expect(Self.published(last, by: speculation), "\(file.lastPathComponent): the spare thread published nothing")
            for name in order {
                compared += 1
                #expect(speculation.chain(name) == interpreter.chain(of: name), "\(file.lastPathComponent): \(name)")
                let own = interpreter.index(of: name), speculated = speculation.index(name)
                #expect(speculated.map(Self.described) == Self.described(own), "\(file.lastPathComponent): \(name)")
                guard runtime.heap.types[name]?.decl.kind == .classType else { continue }
                let plan = interpreter.behaviourPlan(name)
                #expect(speculation.behaviourPlan(name).map(Self.described) == Self.described(plan), "\(file.lastPathComponent): \(name)")
            }
        }
        #expect(compared > 40)
    }

    /// Stopped (the run ended, or the types changed), it publishes no more.
    @Test func aStoppedSpeculationPublishesNoMore() throws {
        let classes = (1...200).map { "class C\($0): UIViewController { override func viewDidLoad() { super.viewDidLoad() } }" }
        let lowered = try SwiftFrontEnd.lower(classes.joined(separator: "\n"), inHalves: false)
        let runtime = SwiftRuntime()
        try Interpreter(playground: Playground(), runtime: runtime).declare(lowered.statements, revision: 1)
        let order = DerivedSpeculation.order(of: lowered)
        guard let speculation = Self.started(types: runtime.heap.types, order: order) else { return }
        let published = { order.filter { speculation.index($0) != nil }.count }
        let beforeStop = published()
        speculation.stop()
        // The job ends at its next type: at most the one it was deriving is published after the
        // stop (on a fast host it may have published all 200 before; then there is no more to
        // publish). The thread takes another job once it is done with this one.
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, Self.spare.start({}) == nil { usleep(1000) }
        let afterStop = published()
        #expect(afterStop <= beforeStop + 1, "\(beforeStop) published at the stop, \(afterStop) after")
        #expect(order.count == 200)
    }

    /// The spare thread may be busy with another suite's job: then there is nothing to compare.
    static func started(types: [String: TypeInfo], order: [String]) -> DerivedSpeculation? {
        for _ in 0..<200 {
            if let speculation = DerivedSpeculation.start(types: types, order: order, on: spare) { return speculation }
            usleep(1000)
        }
        return nil
    }

    static func published(_ name: String, by speculation: DerivedSpeculation) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if speculation.index(name) != nil { return true }
            usleep(200)
        }
        return false
    }

    static func described(_ index: ClassIndex) -> String {
        let methods = index.methods.keys.sorted().map { name in
            "\(name): " + (index.methods[name] ?? []).map { "\($0.owner).\($0.function.name)@\($0.function.loc.line)" }.joined(separator: ",")
        }
        let properties = index.properties.keys.sorted().map { "\($0): \(index.properties[$0]!.owner)" }
        return (methods + properties).joined(separator: "; ")
    }

    static func described(_ plan: BehaviourPlan) -> String {
        "\(plan.callbacks) \(plan.flags.map { "\($0.owner).\($0.property.name)=\($0.flag)" }) \(plan.overridesTabBarDidSelect)"
    }
}
