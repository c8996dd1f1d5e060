import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Closures that live in the scope they capture form a cycle reference counting cannot free;
/// the runtime frees such scopes with the session (`SwiftRuntime.noteCapture`).
@Suite struct CaptureCycleTests {
    /// The scopes captured while running `source`, held weakly, after its session is gone,
    /// and how many were alive while the session was.
    static func capturedScopesAfterSession(_ source: String) throws -> (aliveBefore: Int, aliveAfter: Int) {
        var captured: [WeakScope] = []
        do {
            let session = SwiftSession()
            let lines = try session.lines(source)
            #expect(lines.contains("console: ran"))
            captured = SwiftRuntime.of(session.playground).capturedScopes.filter { $0.scope != nil }.map { WeakScope($0.scope!) }
        }
        return (captured.count, captured.filter { $0.scope != nil }.count)
    }

    @Test func aClosureStoredInTheScopeItCapturesIsFreedWithTheSession() throws {
        let result = try Self.capturedScopesAfterSession(
            """
            func make() {
                var done: (() -> Void)? = nil
                var handlers: [() -> Void] = []
                for i in 0..<3 { handlers.append({ print(i) }) }
                done = { print("ran") }
                done?()
            }
            make()
            """)
        #expect(result.aliveBefore > 0, "the cycle keeps the scopes alive while the session lives")
        #expect(result.aliveAfter == 0)
    }

    @Test func aClosureKeptByAnObjectStillRunsInALaterRequest() throws {
        let session = SwiftSession()
        try session.run(
            """
            class Menu { var onSelect: ((Int) -> Void)? }
            class Host: UIViewController {
                let menu = Menu()
                var picked = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let offset = 10
                    menu.onSelect = { [weak self] index in self?.picked = index + offset }
                }
            }
            let host = Host()
            host.loadViewIfNeeded()
            """)
        let lines = try session.lines("host.menu.onSelect?(2)\nprint(host.picked)")
        #expect(lines.contains("console: 12"))
    }
}
