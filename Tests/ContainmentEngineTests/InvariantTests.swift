import CorpusSupport
import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// Property tests: random statement sequences over a few controllers never crash the engine,
/// never give a controller two parents, keep `children` consistent with `parent`, leave no
/// controller mid-transition once settled, and give the same log for the same scripts.
@Suite struct InvariantTests {
    typealias SeededGenerator = CorpusSupport.SeededGenerator

    static let names = ["A", "B", "C", "D", "E"]
    static let prelude = """
        let A = UIViewController(); let B = ContainerViewController(); let C = UIViewController()
        let D = UIViewController(); let E = UIViewController()
        let nav = UINavigationController(rootViewController: E)
        let box = UIView()
        """

    static func statement(_ random: inout SeededGenerator) -> String {
        let x = names.randomElement(using: &random)!, y = names.randomElement(using: &random)!
        let z = names.randomElement(using: &random)!
        let animated = Bool.random(using: &random)
        let templates = [
            "\(x).addChild(\(y))", "\(y).removeFromParent()", "\(y).willMove(toParent: nil)", "\(y).didMove(toParent: \(x))",
            "\(x).view.addSubview(\(y).view)", "\(y).view.removeFromSuperview()", "box.addSubview(\(y).view)",
            "\(x).view.addSubview(box)", "window.rootViewController = \(x)", "window.rootViewController = nav",
            "RunLoop.main.run(until: Date())", "RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))",
            "\(x).transition(from: \(y), to: \(z), duration: \(animated ? "0.3" : "0"), options: [], animations: nil) { _ in \(y).removeFromParent() }",
            "\(x).present(\(y), animated: \(animated))", "\(x).dismiss(animated: \(animated))",
            "\(y).modalPresentationStyle = .fullScreen",
            "nav.pushViewController(\(y), animated: \(animated))", "nav.popViewController(animated: \(animated))",
            "window.size = CGSize(width: \(Bool.random(using: &random) ? "844, height: 390" : "390, height: 844"))",
            "UIApplication.shared.simulateMemoryWarning()", "\(x).shouldAutomaticallyForwardAppearanceMethods = \(Bool.random(using: &random))",
            "\(y).view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)",
        ]
        return templates.randomElement(using: &random)!
    }

    /// Runs one random session: requests of 1-4 statements, each settled.
    static func session(seed: UInt64) -> (log: [String], playground: Playground, exceptions: Int) {
        var random = SeededGenerator(seed: seed)
        let playground = Playground()
        try! playground.run(prelude)
        var exceptions = 0
        for _ in 0..<25 {
            let script = (0..<Int.random(in: 1...4, using: &random)).map { _ in statement(&random) }.joined(separator: "\n")
            let before = playground.hierarchy()
            do {
                try playground.run(script)
            } catch {
                exceptions += 1
                if case .script(let error) = error { Issue.record("seed \(seed): script error \(error) in\n\(script)") }
                #expect(playground.hierarchy() == before, "seed \(seed): a failed request changed the session\n\(script)")
            }
            checkInvariants(playground, seed: seed, after: script)
        }
        return (playground.logEntries(from: 1, limit: Int.max).map(\.text), playground, exceptions)
    }

    static func checkInvariants(_ playground: Playground, seed: UInt64, after script: String) {
        let rows = playground.controllers.rows
        for (name, record) in rows {
            let owners = rows.values.filter { $0.children.contains(name) }.map(\.name)
            #expect(owners.count <= 1, "seed \(seed): \(name) is a child of \(owners)\n\(script)")
            #expect(owners.first == record.parent, "seed \(seed): \(name).parent is \(record.parent ?? "nil") but listed by \(owners)\n\(script)")
            #expect(Set(record.children).count == record.children.count, "seed \(seed): \(name) lists a child twice")
            #expect(!record.appearance.isTransitioning, "seed \(seed): \(name) is \(record.appearance.name) after settling\n\(script)")
            if record.appearance == .appeared {
                #expect(record.view.map(playground.isInWindow) == true, "seed \(seed): \(name) appeared but is not in the window\n\(script)")
            }
        }
    }

    @Test(arguments: 0..<300)
    func randomSessionsKeepTheInvariants(seed: Int) {
        let first = Self.session(seed: UInt64(seed))
        let second = Self.session(seed: UInt64(seed))
        #expect(first.log == second.log, "seed \(seed): the same scripts gave different logs")
    }
}
