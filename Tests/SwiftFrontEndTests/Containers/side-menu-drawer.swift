// A side menu: an enum for its state, the menu a child kept loaded, shown and hidden with animations.
import UIKit

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
