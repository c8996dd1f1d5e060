// A hand-written tab bar container: every tab is a child from the start, only the selected one's
// view is in the hierarchy; selectedIndex has a didSet that swaps the views.
import UIKit

final class FeedViewController: UIViewController {}
final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}

final class TabBarContainerViewController: UIViewController {
    private let tabs: [UIViewController] = [FeedViewController(), SearchViewController(), ProfileViewController()]
    var selectedIndex = 0 {
        didSet {
            guard oldValue != selectedIndex else { return }
            tabs[oldValue].view.removeFromSuperview()
            show(tabs[selectedIndex])
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for tab in tabs {
            addChild(tab)
            tab.didMove(toParent: self)
        }
        show(tabs[selectedIndex])
    }

    private func show(_ tab: UIViewController) {
        tab.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 83)
        view.addSubview(tab.view)
    }
}

let tabBar = TabBarContainerViewController()
window.rootViewController = tabBar
RunLoop.main.run(until: Date())
tabBar.selectedIndex = 2
RunLoop.main.run(until: Date())
tabBar.selectedIndex = 2
print(tabBar.children.count)
