// Swapping the window's root with an animated cross-fade after login: the old root is snapshotted
// in spirit only; the new root replaces it, and the session object remembers the user.
import UIKit

final class Session {
    static var shared = Session()
    var user: String?
}

final class LoginViewController: UIViewController {
    var onLogin: ((String) -> Void)?
    func submit(name: String) {
        Session.shared.user = name
        onLogin?(name)
    }
}

final class HomeTabsViewController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UIViewController()
        let settings = UIViewController()
        viewControllers = [UINavigationController(rootViewController: feed), settings]
    }
}

func showHome() {
    let home = HomeTabsViewController()
    UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
        window.rootViewController = home
    }, completion: nil)
}

let login = LoginViewController()
login.onLogin = { name in
    print("logged in as", name)
    showHome()
}
window.rootViewController = login
RunLoop.main.run(until: Date())
login.submit(name: "grace")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print(Session.shared.user ?? "nobody", window.rootViewController is HomeTabsViewController)
