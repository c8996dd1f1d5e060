import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// Rule 34: a scroll view's `frameLayoutGuide` and `contentLayoutGuide` (a paging container of
/// real code was refused: "constraint(equalTo:) takes another anchor").
@Suite struct ScrollViewGuideTests {
    static func console(_ report: RunReport) -> [String] {
        report.log.map(\.text).filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) }
    }

    /// Pages side by side, each as large as the scroll view's frame, chained from the content's
    /// leading edge; the last one's trailing edge and every bottom edge size the content.
    @Test func pagesChainedAlongTheContentSitSideBySide() throws {
        let report = try SwiftSession().run(
            """
            final class Pager: UIViewController {
                let scrollView = UIScrollView()
                lazy var pages: [UIView] = (0..<3).map { _ in UIView() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    scrollView.isPagingEnabled = true
                    view.addSubview(scrollView)
                    var previous: NSLayoutXAxisAnchor = scrollView.contentLayoutGuide.leadingAnchor
                    for page in pages {
                        page.translatesAutoresizingMaskIntoConstraints = false
                        scrollView.addSubview(page)
                        NSLayoutConstraint.activate([
                            page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                            page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
                            page.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                            page.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                            page.leadingAnchor.constraint(equalTo: previous),
                        ])
                        previous = page.trailingAnchor
                    }
                    pages.last?.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor).isActive = true
                    NSLayoutConstraint.activate([
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        scrollView.heightAnchor.constraint(equalToConstant: 300),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    scrollView.layoutIfNeeded()
                    print(scrollView.frame)
                    for page in pages { print(page.frame) }
                }
            }
            window.rootViewController = Pager()
            """)
        #expect(
            Self.console(report) == [
                "CGRect(x: 0.0, y: 100.0, width: 390.0, height: 300.0)",
                "CGRect(x: 0.0, y: 0.0, width: 390.0, height: 300.0)",
                "CGRect(x: 390.0, y: 0.0, width: 390.0, height: 300.0)",
                "CGRect(x: 780.0, y: 0.0, width: 390.0, height: 300.0)",
            ])
    }

    /// The content guide's own size is the content's, not modelled: said at its line, and no view
    /// moves. A plain view has no scroll guides, as swiftc says.
    @Test func theContentGuidesOwnConstraintsAreNotedAndOnlyScrollViewsHaveGuides() throws {
        let report = try SwiftSession().run(
            """
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let width = scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 600)
            width.isActive = true
            print(scroll.frame)
            """)
        #expect(Self.console(report) == ["CGRect(x: 0.0, y: 0.0, width: 200.0, height: 100.0)"])
        #expect(report.diagnostics.contains { $0.summary.hasPrefix("UIScrollView.contentLayoutGuide's own constraints") })
        guard case .script(let error)? = SwiftSession().failure("let plain = UIView()\nlet guide = plain.frameLayoutGuide") else {
            Issue.record("a plain view's frameLayoutGuide was accepted")
            return
        }
        #expect(error.message == "value of type 'UIView' has no member 'frameLayoutGuide'")
    }

    @Test func layoutMarginsAreLaidOutAsTheSafeAreaAndSaySo() throws {
        let report = try SwiftSession().run(
            """
            let root = UIViewController()
            window.rootViewController = root
            let box = UIView()
            root.view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.topAnchor.constraint(equalTo: root.view.layoutMarginsGuide.topAnchor).isActive = true
            """)
        #expect(
            report.diagnostics.contains {
                $0.summary == "UIView.layoutMarginsGuide is not modelled: it is laid out as safeAreaLayoutGuide, without UIKit's margins"
            })
    }
}
