import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A view class's own `layoutSubviews` runs in UIKit's layout pass (semantics.md rule 30c): it
/// never ran, so a container laying its pages out there showed nothing (found on a real file).
@Suite struct ViewLayoutTests {
    @Test func aViewsLayoutSubviewsRunsInThePass() throws {
        let lines = try SwiftSession().lines(
            """
            import UIKit
            final class Strip: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    print("strip", bounds.width)
                }
            }
            final class Host: UIViewController {
                let strip = Strip()
                override func loadView() { view = strip }
            }
            let host = Host()
            window.rootViewController = host
            RunLoop.main.run(until: Date())
            host.view.setNeedsLayout()
            RunLoop.main.run(until: Date())
            """)
        let relevant = lines.filter { $0.contains("LayoutSubviews") || $0.contains("layoutSubviews") || $0.hasPrefix("console: ") }
        let strip = relevant.first { $0.hasSuffix(".layoutSubviews()") } ?? "missing"
        #expect(relevant.filter { $0 == "console: strip 393.0" || $0.hasPrefix("console: strip") }.count == 2, "\(relevant)")
        // UIKit's order: the controller's will-callback, the view's own, the controller's did-callback.
        let will = relevant.firstIndex(of: "host.viewWillLayoutSubviews()"), own = relevant.firstIndex(of: strip),
            did = relevant.firstIndex(of: "host.viewDidLayoutSubviews()")
        #expect(will != nil && own != nil && did != nil && will! < own! && own! < did!, "\(relevant)")
    }
}
