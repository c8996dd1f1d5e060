// A hand-made paging container driving appearance by hand for an interactive swipe that is
// cancelled, then one that completes (begin/end appearance transitions in both directions).
import UIKit

final class SwipePageViewController: UIViewController {}

final class SwipeContainerViewController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    private(set) var current: UIViewController?

    func set(_ page: UIViewController) {
        addChild(page)
        page.view.frame = view.bounds
        page.beginAppearanceTransition(true, animated: false)
        view.addSubview(page.view)
        page.endAppearanceTransition()
        page.didMove(toParent: self)
        current = page
    }

    func swipe(to next: UIViewController, completes: Bool) {
        guard let old = current else { return }
        addChild(next)
        view.addSubview(next.view)
        old.beginAppearanceTransition(false, animated: true)
        next.beginAppearanceTransition(true, animated: true)
        if completes {
            old.endAppearanceTransition()
            next.endAppearanceTransition()
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
            next.didMove(toParent: self)
            current = next
        } else {
            // Cancelled: reverse both transitions, then take the new page out again.
            next.beginAppearanceTransition(false, animated: true)
            old.beginAppearanceTransition(true, animated: true)
            next.endAppearanceTransition()
            old.endAppearanceTransition()
            next.view.removeFromSuperview()
            next.removeFromParent()
        }
    }
}

let pager = SwipeContainerViewController()
window.rootViewController = pager
RunLoop.main.run(until: Date())
pager.set(SwipePageViewController())
RunLoop.main.run(until: Date())
pager.swipe(to: SwipePageViewController(), completes: false)
RunLoop.main.run(until: Date())
pager.swipe(to: SwipePageViewController(), completes: true)
