import ContainmentEngine
import ContainmentScript
import Testing

@testable import SwiftFrontEnd

/// Rule 33: `item1 = multiplier × item2 + constant`. Both front ends dropped the multiplier
/// without a word (a half-width child came out full width); inequalities and later changes to a
/// constraint are not modelled, and say so at their line.
@Suite struct ConstraintMultiplierTests {
    static func console(_ report: RunReport) -> [String] {
        report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    static let split = """
        final class Split: UIViewController {
            let left = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(left)
                view.addSubview(left.view)
                left.view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    left.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    left.view.topAnchor.constraint(equalTo: view.topAnchor),
                    left.view.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25, constant: 10),
                    left.view.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                ])
                left.didMove(toParent: self)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                print(left.view.frame)
            }
        }
        window.rootViewController = Split()
        """

    @Test func aDimensionsMultiplierScalesItsTarget() throws {
        let report = try SwiftSession().run(Self.split)
        // 390 x 844 window: half the width, a quarter of the height plus 10.
        #expect(Self.console(report) == ["CGRect(x: 0.0, y: 0.0, width: 195.0, height: 221.0)"])
        #expect(report.diagnostics.isEmpty)
    }

    @Test func theFlatLanguageScalesToo() throws {
        let playground = Playground()
        try playground.run(
            """
            let root = UIViewController()
            window.rootViewController = root
            let box = UIView()
            root.view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.view.topAnchor), box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), box.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: 0.5), box.heightAnchor.constraint(equalToConstant: 40)])
            """)
        let frame = try #require(playground.viewInfo("box")?.frame)
        #expect(frame == Rect(x: 0, y: 0, width: 195, height: 40))
    }

    @Test func aMultiplierOnAnEdgeIsRefusedAsSwiftcRefusesIt() throws {
        let source = """
            let root = UIViewController()
            let box = UIView()
            root.view.addSubview(box)
            let c = box.topAnchor.constraint(equalTo: root.view.topAnchor, multiplier: 2)
            """
        guard case .script(let error)? = SwiftSession().failure(source) else {
            Issue.record("a multiplier on an edge anchor was accepted")
            return
        }
        #expect(error.message == "extra argument 'multiplier' in call")
        #expect(error.line == 4)
        #expect(throws: PlaygroundError.self) {
            try Playground().run(
                "let root = UIViewController()\nlet box = UIView()\nroot.view.addSubview(box)\nNSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.view.topAnchor, multiplier: 2)])"
            )
        }
    }

    /// An inequality and a constraint changed after it was made are not modelled: each says so
    /// at its line instead of giving a frame that looks right.
    @Test func inequalitiesAndLaterChangesAreSaidNotGuessed() throws {
        let report = try SwiftSession().run(
            """
            final class Card: UIViewController {
                let inner = UIView()
                var widthConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(inner)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    widthConstraint = inner.widthAnchor.constraint(equalToConstant: 300)
                    NSLayoutConstraint.activate([
                        inner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        inner.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        inner.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor),
                        widthConstraint,
                    ])
                }
                func widen() { widthConstraint.constant = 360 }
            }
            let card = Card()
            window.rootViewController = card
            card.widen()
            """)
        let notes = report.diagnostics.map(\.summary)
        #expect(notes.contains { $0.hasPrefix("constraint(lessThanOrEqualTo:) is not modelled") })
        #expect(notes.contains { $0.hasPrefix("setting NSLayoutConstraint.constant is not modelled") })
        #expect(report.diagnostics.allSatisfy { $0.pitfall == .unmodelledAPI })
    }

    /// Every interpreter value is as large as the largest payload, and the debug build's frames
    /// hold many: the multiplier, unboxed, made endless recursion overflow the stack before
    /// `maxCallbackDepth` (TrapTests). A constraint is boxed; a closure is the largest payload
    /// now (73 bytes with the tag, Swift 6.3 on x86-64), and no payload may grow a value past it.
    @Test func aValueStaysSmall() {
        #expect(MemoryLayout<Value>.size <= 73, "Value is \(MemoryLayout<Value>.size) bytes")
    }
}
