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

    /// Pitfalls checked once the request settles (a child's view never sized, a child never told
    /// `didMove`) keep the place of the call that caused them, not the driver's line.
    @Test func aSettledPitfallPointsAtTheCallInTheBody() throws {
        let report = try SwiftSession().run(
            """
            class Host: UIViewController {
                let sized = UIViewController()
                let unsized = UIViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(sized)
                    addChild(unsized)
                    view.addSubview(unsized.view)
                    unsized.didMove(toParent: self)
                }
            }
            let host = Host()
            window.rootViewController = host
            """)
        let neverSized = try #require(report.diagnostics.first { $0.pitfall == .childViewNeverSized })
        #expect(neverSized.line == 8)
        #expect(neverSized.column == 9)
        #expect(neverSized.calledFromLine == 13)
        let noDidMove = try #require(report.diagnostics.first { $0.pitfall == .childWithoutDidMove })
        #expect(noDidMove.line == 6)
        #expect(noDidMove.calledFromLine == 13)
    }

    @Test func aSettledPitfallInObjectiveCPointsAtTheMessage() throws {
        let report = try ObjectiveCTests.run(
            SwiftSession(),
            """
            #import <UIKit/UIKit.h>
            @interface Host : UIViewController
            @end
            @implementation Host
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIViewController *child = [[UIViewController alloc] init];
                [self addChildViewController:child];
                [self.view addSubview:child.view];
                [child didMoveToParentViewController:self];
            }
            @end
            Host *host = [[Host alloc] init];
            window.rootViewController = host;
            """)
        let neverSized = try #require(report.diagnostics.first { $0.pitfall == .childViewNeverSized })
        #expect(neverSized.line == 9)
        #expect(neverSized.calledFromLine == 14)
    }
}
