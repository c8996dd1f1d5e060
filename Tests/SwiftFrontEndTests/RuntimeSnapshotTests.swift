import ContainmentEngine
import ContainmentScript
import Foundation
import Testing

@testable import SwiftFrontEnd

/// A Swift session restored from its engine snapshot's bytes (the heap as data, the declaring
/// files declared again) is the session it was taken from: the same state now, and the same
/// answers to every later input. A session holding a closure has no snapshot.
@Suite struct RuntimeSnapshotTests {
    static let readers = ScriptFrontEnd.snapshotReaders.merging(SwiftFrontEnd.snapshotReaders)

    /// The snapshot's JSON read back into a new playground; nil when the session has none.
    static func restored(_ playground: Playground) -> Playground? {
        guard let snapshot = playground.snapshot(), let bytes = try? JSONEncoder().encode(snapshot) else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo = EngineSnapshot.userInfo(readers)
        guard let read = try? decoder.decode(EngineSnapshot.self, from: bytes), read.isCurrent else { return nil }
        return Playground(restoring: read, limits: playground.limits)
    }

    static func state(_ playground: Playground) -> String {
        "\(playground.revision) \(playground.logEntries(from: 1, limit: .max)) \(playground.hierarchy()) \(playground.allDiagnostics)"
    }

    /// What an input does: its log, or its error.
    static func outcome(_ playground: Playground, _ source: String) -> String {
        do throws(PlaygroundError) {
            let program = try SwiftFrontEnd().program(for: source, limits: playground.limits)
            return try playground.run(program).log.map(\.text).joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }

    /// Each class-form restatement of a corpus scenario: its setup restored from a snapshot
    /// answers the scenario's step as the live session does.
    @Test(arguments: CorpusInClassFormTests.files)
    func aRestoredSetupAnswersTheStepAlike(_ file: String) throws {
        let text = try String(contentsOf: CorpusInClassFormTests.folder.appendingPathComponent(file), encoding: .utf8)
        let parts = text.components(separatedBy: "// --- script\n")
        try #require(parts.count == 2)
        let live = Playground()
        _ = Self.outcome(live, parts[0])
        let copy = try #require(Self.restored(live), "\(file): no snapshot")
        #expect(Self.state(copy) == Self.state(live), "\(file): the restored setup differs")
        #expect(Self.outcome(copy, parts[1]) == Self.outcome(live, parts[1]), "\(file)")
        #expect(Self.state(copy) == Self.state(live), "\(file): the step left them different")
    }

    static let declarations = """
        import UIKit

        enum Mode { case compact, wide(columns: Int) }
        struct Palette { var name: String; var weight: Double }

        final class DetailViewController: UIViewController {
            var notes: [String] = []
            var tags: [String: Int] = [:]
            var mode: Mode = .compact
            var palette = Palette(name: "plain", weight: 1)
            var box = CGRect(x: 1, y: 2, width: 3, height: 4)
            static var made = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                DetailViewController.made += 1
                print("detail loaded \\(DetailViewController.made)")
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("detail appears with \\(notes.count) notes, mode \\(mode), \\(palette.name), \\(box.width)")
            }
        }

        final class HostViewController: UIViewController, UINavigationControllerDelegate {
            lazy var detail = DetailViewController()
            weak var shown: UIViewController?
            func embed() {
                addChild(detail)
                view.addSubview(detail.view)
                detail.view.frame = view.bounds
                detail.didMove(toParent: self)
                shown = detail
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                print("shown \\(type(of: viewController))")
            }
        }

        func describe(_ controller: UIViewController) -> String { "\\(type(of: controller))" }
        """

    /// Inputs that leave values of every kind in the heap (objects, arrays, dictionaries,
    /// structs, enums with payloads, statics, globals, a lazy child, a weak reference, an override
    /// and a container's delegate installed), each restored after every input.
    static let inputs = [
        declarations,
        "let host = HostViewController()\nlet navigation = UINavigationController(rootViewController: host)\nnavigation.delegate = host\nwindow.rootViewController = navigation",
        "host.detail.notes = [\"a\", \"b\"]\nhost.detail.tags = [\"x\": 1]\nhost.detail.mode = .wide(columns: 3)\nhost.detail.palette.name = \"bold\"",
        "host.embed()\nvar count = 2\nlet described = describe(host)",
        "let second = DetailViewController()\nnavigation.pushViewController(second, animated: false)",
        "print(count, described, host.shown == nil, DetailViewController.made, host.detail.tags[\"x\"] ?? 0)\nnavigation.popViewController(animated: false)",
    ]

    @Test func aRestoredSessionStaysTheSessionsTwinInputByInput() throws {
        let live = Playground()
        var copies: [Playground] = []
        for (index, input) in Self.inputs.enumerated() {
            let answer = Self.outcome(live, input)
            #expect(!answer.hasPrefix("error"), "input \(index): \(answer)")
            for copy in copies {
                #expect(Self.outcome(copy, input) == answer, "input \(index), restored at revision \(copy.revision)")
            }
            let copy = try #require(Self.restored(live), "no snapshot after input \(index)")
            #expect(Self.state(copy) == Self.state(live), "restored after input \(index)")
            copies.append(copy)
        }
        for copy in copies { #expect(Self.state(copy) == Self.state(live)) }
        #expect(Self.outcome(live, "print(count)") == "console: 2")
    }

    /// ARC's books survive a snapshot: an object restored from one still runs its deinit when
    /// released, and a top-level weak variable still reads nil once its object goes.
    @Test func aRestoredSessionReleasesAsTheLiveOneDoes() throws {
        let live = Playground()
        let setup = """
            final class Session { let name: String; init(_ name: String) { self.name = name }; deinit { print("closed \\(name)") } }
            var current: Session? = Session("a")
            weak var watcher = current
            """
        #expect(!Self.outcome(live, setup).hasPrefix("error"))
        let copy = try #require(Self.restored(live))
        let step = "current = nil\nprint(watcher == nil)"
        #expect(Self.outcome(live, step) == "console: closed a\nconsole: true")
        #expect(Self.outcome(copy, step) == "console: closed a\nconsole: true")
    }

    /// A closure kept in the heap cannot be written down, nor a type declared as a function ran:
    /// no snapshot (the session is woken by replaying its inputs), and none is wrong.
    @Test(arguments: [
        "var later: (() -> Void)? = { print(\"later\") }",
        "func make() { struct Local { var a = 1 }; print(Local().a) }\nmake()",
    ])
    func whatCannotBeWrittenDownLeavesNoSnapshot(_ input: String) throws {
        let live = Playground()
        #expect(!Self.outcome(live, Self.declarations).hasPrefix("error"))
        #expect(Self.restored(live) != nil, "the declarations alone can be written down")
        #expect(!Self.outcome(live, input).hasPrefix("error"))
        #expect(Self.restored(live) == nil)
    }
}
