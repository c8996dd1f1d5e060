// A container that caches off-screen children and drops them on a memory warning (calling super).
import UIKit

final class PageViewController: UIViewController {
    var index = 0
}

final class CachingContainerViewController: UIViewController {
    private var cache: [Int: PageViewController] = [:]
    private var current: PageViewController?

    func show(page index: Int) {
        let page = cache[index] ?? {
            let made = PageViewController()
            made.index = index
            cache[index] = made
            return made
        }()
        if let current = current, current !== page {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(page)
        page.view.frame = view.bounds
        view.addSubview(page.view)
        page.didMove(toParent: self)
        current = page
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        let before = cache.count
        cache = cache.filter { $0.value === current }
        print("dropped", before - cache.count, "cached pages")
    }
}

let reader = CachingContainerViewController()
window.rootViewController = reader
RunLoop.main.run(until: Date())
reader.show(page: 0)
reader.show(page: 1)
reader.show(page: 2)
RunLoop.main.run(until: Date())
UIApplication.shared.simulateMemoryWarning()
