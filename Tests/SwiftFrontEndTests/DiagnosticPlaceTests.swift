import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A pitfall raised inside an override's body points at the body's statement, with the
/// top-level statement that ran it as `calledFromLine` (issue 39: in a 100-line file the driver's
/// line did not say which call caused it).
@Suite struct DiagnosticPlaceTests {
    @Test func aPitfallInAnOverridesBodyPointsAtTheBody() throws {
        let report = try SwiftSession().run(
            """
            class Host: UIViewController {
                let child = UIViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(child.view)
                }
            }
            let host = Host()
            window.rootViewController = host
            """)
        let pitfall = try #require(report.diagnostics.first { $0.pitfall == .viewWithoutAddChild })
        #expect(pitfall.line == 5)
        #expect(pitfall.column == 9)
        #expect(pitfall.calledFromLine == 9)
    }

    @Test func aPitfallAtTopLevelKeepsItsLineAlone() throws {
        let report = try SwiftSession().run(
            "let host = UIViewController()\nlet child = UIViewController()\nwindow.rootViewController = host\nhost.view.addSubview(child.view)")
        let pitfall = try #require(report.diagnostics.first { $0.pitfall == .viewWithoutAddChild })
        #expect(pitfall.line == 4)
        #expect(pitfall.column == nil)
        #expect(pitfall.calledFromLine == nil)
    }
}
