import Testing

@testable import ContainmentEngine
@testable import ContainmentScript

/// The iOS release a session simulates: how it is named, and the APIs an older one lacks.
@Suite struct IOSVersionTests {
    @Test(arguments: [
        ("17", 17), ("17.4", 17), ("17.0.1", 17), ("iOS 18", 18), ("ios26", 26), (" 12 ", 12), ("IOS 16.2", 16),
    ])
    func namesAModelledRelease(text: String, major: Int) {
        #expect(IOSVersion(text)?.major == major)
    }

    @Test(arguments: ["", "11", "19", "25", "27", "17.", ".17", "17..1", "17.1.2.3", "seventeen", "17a", "1700", "-17", "iOS"])
    func refusesAnythingElse(text: String) {
        #expect(IOSVersion(text) == nil)
    }

    @Test func theNewestIsTheDefaultAndOrderFollowsTheNumber() throws {
        #expect(Playground().ios == .newest)
        #expect(IOSVersion.newest.major == IOSVersion.modelled.max())
        #expect(try #require(IOSVersion("12")) < #require(IOSVersion("26")))
    }

    /// An API the simulated release lacks is refused at its statement, in Swift's words, and
    /// the session is left as it was.
    @Test(arguments: [
        ("13", "let s = UISplitViewController(style: .doubleColumn)", "'init(style:)' is only available in iOS 14.0 or newer"),
        (
            "12", "let A = UIViewController()\nA.overrideUserInterfaceStyle = .dark",
            "'overrideUserInterfaceStyle' is only available in iOS 13.0 or newer"
        ),
        ("12", "let A = UIViewController()\nA.modalPresentationStyle = .automatic", "'automatic' is only available in iOS 13.0 or newer"),
    ])
    func anAPIMissingFromTheReleaseIsRefusedAtItsLine(ios: String, script: String, message: String) throws {
        let playground = Playground()
        try playground.run(SimulateIOSProgram(try #require(IOSVersion(ios))))
        let before = playground.hierarchy()
        do {
            try playground.run(script)
            Issue.record("iOS \(ios) ran \(script)")
        } catch {
            guard case .script(let located) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(located.message.hasPrefix(message))
            #expect(located.line == script.split(separator: "\n").count)
        }
        #expect(playground.hierarchy() == before)
    }

    @Test func theNewestReleaseHasThemAll() throws {
        let playground = Playground()
        try playground.run(
            "let s = UISplitViewController(style: .doubleColumn)\nlet A = UIViewController()\nA.overrideUserInterfaceStyle = .dark\nA.modalPresentationStyle = .automatic"
        )
        #expect(playground.controllerCount == 2)
    }

    /// A failed input naming a release leaves the session on the one it had.
    @Test func theReleaseIsPartOfTheRolledBackState() throws {
        let playground = Playground()
        try playground.run(SimulateIOSProgram(try #require(IOSVersion("15"))))
        #expect(throws: PlaygroundError.self) { try playground.run("let A = UIViewController()\nA.present(A, animated: false)") }
        #expect(playground.ios.major == 15)
        #expect(playground.revision == 1)
    }
}
