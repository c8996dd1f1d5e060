// A UITabBarController subclass that builds its tabs in viewDidLoad and switches tab from code;
// the hidden tab stays a child, its view is not loaded until first shown.
import UIKit

final class DiscoverViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("discover appeared")
    }
}
final class LibraryViewController: UIViewController {}

final class MainTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [DiscoverViewController(), LibraryViewController()]
    }

    func showLibrary() { selectedIndex = 1 }
}

let tabs = MainTabsController()
window.rootViewController = tabs
RunLoop.main.run(until: Date())
print(tabs.children.count, tabs.children[1].isViewLoaded)
tabs.showLibrary()
RunLoop.main.run(until: Date())
print(tabs.selectedViewController is LibraryViewController)
