import ContainmentEngine
import Testing

@testable import SwiftFrontEnd

/// A page view controller's data source and delegate on a user's swipe (issue 39, semantics rule
/// 19b): nine of 102 real container files page through a data source, which the playground used
/// to keep without ever asking.
@Suite struct PageDataSourceTests {
    static let book = """
        class Page: UIViewController {
            let number: Int
            init(number: Int) {
                self.number = number
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Book: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            let all = [Page(number: 0), Page(number: 1), Page(number: 2)]
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = self
                delegate = self
                setViewControllers([all[0]], direction: .forward, animated: false)
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                let index = (viewController as! Page).number
                print("before", index)
                return index > 0 ? all[index - 1] : nil
            }
            func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                let index = (viewController as! Page).number
                print("after", index)
                return index < all.count - 1 ? all[index + 1] : nil
            }
            func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
                print("will", (pendingViewControllers[0] as! Page).number)
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                previousViewControllers: [UIViewController], transitionCompleted completed: Bool
            ) {
                print("did", finished, (previousViewControllers[0] as! Page).number, completed)
            }
        }
        let book = Book(transitionStyle: .scroll, navigationOrientation: .horizontal)
        window.rootViewController = book
        RunLoop.main.run()
        """

    private static func console(_ lines: [String]) -> [String] { lines.filter { $0.hasPrefix("console: ") }.map { String($0.dropFirst(9)) } }

    @Test func aSwipeAsksTheDataSourceAndTellsTheDelegate() throws {
        let session = SwiftSession()
        let opened = try session.lines(Self.book)
        // Setting the pages in code asks and tells nobody.
        #expect(Self.console(opened) == [])
        let first = try session.lines("book.simulateSwipe(direction: .forward, finishes: true)")
        #expect(Self.console(first) == ["after 0", "before 0", "will 1", "did true 0 true", "after 1"])
        // The delegate hears before the pages' callbacks; the incoming page appears first (scroll).
        let willIndex = try #require(first.firstIndex(of: "console: will 1"))
        let appearing = try #require(first.firstIndex { $0.hasSuffix(".viewWillAppear(true)") })
        #expect(willIndex < appearing)
        // Back to page 0: known (the page left behind), nothing asked; a cancelled swipe asks nothing more.
        let back = try session.lines("book.simulateSwipe(direction: .reverse, finishes: false)")
        #expect(Self.console(back) == ["will 0", "did true 1 false"])
        #expect(try session.lines("print((book.viewControllers![0] as! Page).number)") == ["console: 1"])
    }

    /// No page on that side: the swipe does not begin, and neither the delegate nor the pages hear of it.
    @Test func aSwipePastTheLastPageDoesNotBegin() throws {
        let session = SwiftSession()
        try session.run(Self.book)
        let swiped = try session.lines("book.simulateSwipe(direction: .reverse, finishes: true)")
        #expect(Self.console(swiped) == ["before 0", "after 0", "<Book: book>: the swipe does not begin (the data source gives no page before it)."])
        #expect(swiped.filter { !$0.hasPrefix("console: ") }.allSatisfy { !$0.contains("Appear") && !$0.contains("Disappear") })
    }
}
