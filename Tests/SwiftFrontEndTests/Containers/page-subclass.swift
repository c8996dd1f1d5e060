// A UIPageViewController subclass that sets its first page in viewDidLoad, and a swipe to the next.
import UIKit

final class PageContentViewController: UIViewController {
    var index = 0
}

final class OnboardingPagesViewController: UIPageViewController {
    lazy var pages: [PageContentViewController] = (0..<3).map { number in
        let page = PageContentViewController()
        page.index = number
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func next() {
        guard let current = viewControllers?.first as? PageContentViewController, current.index + 1 < pages.count else { return }
        setViewControllers([pages[current.index + 1]], direction: .forward, animated: true, completion: nil)
    }
}

let onboarding = OnboardingPagesViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
window.rootViewController = onboarding
RunLoop.main.run(until: Date())
onboarding.next()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print((onboarding.viewControllers?.first as? PageContentViewController)?.index ?? -1)
