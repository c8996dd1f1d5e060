// A state container: an enum with associated values decides which child is embedded; the popular
// UIViewController add/remove extension does the embedding.
import UIKit

extension UIViewController {
    func add(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
    }

    func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

final class LoadingViewController: UIViewController {}
final class ListViewController: UIViewController {
    var items: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(items.count) items")
    }
}
final class ErrorViewController: UIViewController {
    var message = ""
}

final class StateViewController: UIViewController {
    enum State {
        case loading
        case loaded([String])
        case failed(String)
    }

    private var current: UIViewController?

    func render(_ state: State) {
        current?.remove()
        let next: UIViewController
        switch state {
        case .loading:
            next = LoadingViewController()
        case .loaded(let items) where items.isEmpty:
            let error = ErrorViewController()
            error.message = "nothing yet"
            next = error
        case .loaded(let items):
            let list = ListViewController()
            list.items = items
            next = list
        case .failed(let message):
            let error = ErrorViewController()
            error.message = message
            next = error
        }
        add(next)
        current = next
    }
}

let screen = StateViewController()
window.rootViewController = screen
screen.render(.loading)
RunLoop.main.run(until: Date())
screen.render(.loaded(["a", "b", "c"]))
RunLoop.main.run(until: Date())
screen.render(.loaded([]))
print(screen.children.map { "\(type(of: $0))" })
// A hand-written tab bar container: every tab is a child from the start, only the selected one's
// view is in the hierarchy; selectedIndex has a didSet that swaps the views.

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
// A side menu: an enum for its state, the menu a child kept loaded, shown and hidden with animations.

final class MenuViewController: UIViewController {}
final class ContentViewController: UIViewController {}

final class DrawerViewController: UIViewController {
    enum MenuState { case open, closed }

    private let menu = MenuViewController()
    private let content = ContentViewController()
    private(set) var state: MenuState = .closed {
        didSet { print("menu is now", state == .open ? "open" : "closed") }
    }
    private let menuWidth: CGFloat = 280

    override func viewDidLoad() {
        super.viewDidLoad()
        add(content, frame: view.bounds)
        add(menu, frame: CGRect(x: -menuWidth, y: 0, width: menuWidth, height: view.bounds.height))
    }

    private func add(_ child: UIViewController, frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func toggle() {
        let opening = state == .closed
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.menu.view.frame = CGRect(x: opening ? 0 : -self.menuWidth, y: 0, width: self.menuWidth, height: self.view.bounds.height)
            }
        ) { _ in
            self.state = opening ? .open : .closed
        }
    }
}

let drawer = DrawerViewController()
window.rootViewController = drawer
RunLoop.main.run(until: Date())
drawer.toggle()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
drawer.toggle()
