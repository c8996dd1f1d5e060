import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// The Swift the interpreter runs, checked through what `print` writes to the log.
@Suite struct LanguageTests {
    /// The console lines of running `source` in a fresh session.
    static func output(_ source: String) throws -> [String] {
        try SwiftSession().lines(source).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    @Test func valuesOperatorsAndInterpolation() throws {
        #expect(
            try Self.output(
                """
                let a = 3, b = 4.5
                var s = "sum"
                s += "!"
                print("\\(s) \\(Double(a) + b) \\(a * 2 - 1) \\(7 % 3) \\(a > 2 && b < 5) \\(a == 3 ? "yes" : "no")")
                let names: [String] = ["a", "b"]
                var counts: [String: Int] = [:]
                counts["a"] = 2
                print(names.count, names.map { $0.uppercased() }, counts["a"] ?? 0, counts["z"] ?? -1)
                """) == ["sum! 7.5 5 1 true yes", "2 [\"A\", \"B\"] 2 -1"])
    }

    /// `Self` in a method is the receiver's dynamic type, as in a base class's logging helper.
    @Test func selfTypeIsTheDynamicType() throws {
        #expect(
            try Self.output(
                """
                class Base: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print("\\(Self.self)", #function, type(of: self) == Self.self)
                    }
                    static func make() -> String { "\\(Self.self)" }
                }
                final class Derived: Base {}
                _ = Derived().view
                _ = Base().view
                print(Derived.make())
                """) == ["Derived viewDidLoad() true", "Base viewDidLoad() true", "Derived"])
    }

    @Test func controlFlow() throws {
        #expect(
            try Self.output(
                """
                var total = 0
                for i in 0..<5 where i % 2 == 0 { total += i }
                var n = 0
                while n < 3 { n += 1 }
                repeat { n -= 1 } while n > 1
                outer: for i in 1...3 {
                    for j in 1...3 {
                        if j == 2 { continue outer }
                        if i == 3 { break outer }
                        total += 10
                    }
                }
                func classify(_ value: Int) -> String {
                    guard value >= 0 else { return "negative" }
                    switch value {
                    case 0: return "zero"
                    case 1...9 where value % 2 == 0: return "small even"
                    case 1...9: return "small"
                    default: return "large"
                    }
                }
                print(total, n, classify(-1), classify(0), classify(4), classify(5), classify(50))
                """) == ["26 1 negative zero small even small large"])
    }

    @Test func enumsWithRawAndAssociatedValues() throws {
        #expect(
            try Self.output(
                """
                enum Tab: Int { case home, settings }
                enum State {
                    case loading
                    case loaded(String, count: Int)
                    case failed(reason: String)
                    var isDone: Bool {
                        if case .loading = self { return false }
                        return true
                    }
                }
                func describe(_ state: State) -> String {
                    switch state {
                    case .loading: return "loading"
                    case let .loaded(name, count): return "\\(name)x\\(count)"
                    case .failed(let reason): return "failed: \\(reason)"
                    }
                }
                let states: [State] = [.loading, .loaded("rows", count: 3), .failed(reason: "offline")]
                print(states.map(describe), Tab(rawValue: 1) == .settings, Tab.home.rawValue, states[1].isDone)
                """) == ["[\"loading\", \"rowsx3\", \"failed: offline\"] true 0 true"])
    }

    @Test func structsClosuresAndCaptures() throws {
        #expect(
            try Self.output(
                """
                struct Point { var x: Double; var y: Double
                    func moved(by d: Double) -> Point { Point(x: x + d, y: y + d) }
                }
                var counter = 0
                let increment = { counter += 1 }
                increment(); increment()
                let p = Point(x: 1, y: 2).moved(by: 1)
                let add: (Int, Int) -> Int = { a, b in a + b }
                print(counter, p.x, p.y, add(2, 3), [3, 1, 2].sorted(), [1, 2, 3].filter { $0 > 1 }.count)
                """) == ["2 2.0 3.0 5 [1, 2, 3] 2"])
    }

    @Test func classesPropertiesAndObservers() throws {
        #expect(
            try Self.output(
                """
                class Model {
                    var log: [String] = []
                    var value = 0 { willSet { log.append("will \\(newValue)") } didSet { log.append("did \\(oldValue)") } }
                    lazy var expensive: String = { self.log.append("lazy"); return "made" }()
                    var doubled: Int { value * 2 }
                    static var made = 0
                    init(start: Int) { value = start; Model.made += 1 }
                    func bump() { value += 1 }
                }
                class Special: Model {
                    override func bump() { super.bump(); value += 10 }
                }
                let m = Special(start: 1)
                m.bump()
                print(m.value, m.doubled, m.expensive, m.expensive, m.log, Model.made)
                """) == ["12 24 made made [\"will 2\", \"did 1\", \"will 12\", \"did 2\", \"lazy\"] 1"])
    }

    @Test func optionalsChainsAndCasts() throws {
        #expect(
            try Self.output(
                """
                class Node { var next: Node?; var name = "n" }
                let a = Node()
                a.next = Node()
                a.next?.name = "second"
                let viaChain = a.next?.next?.name
                let child: Any = a
                if let node = child as? Node, let next = node.next { print(next.name, viaChain ?? "none", child is Node, child is String) }
                func deep() -> String {
                    guard let missing = a.next?.next else { return "guarded" }
                    return missing.name
                }
                print(deep())
                """) == ["second none true false", "guarded"])
    }
}
