// The coordinator pattern: a protocol with start(), an app coordinator keeping child coordinators,
// each owning a navigation flow it pushes onto.
import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

final class SettingsViewController: UIViewController {}
final class AccountViewController: UIViewController {}

final class SettingsCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }

    func start() {
        navigation.pushViewController(SettingsViewController(), animated: false)
    }

    func showAccount() {
        navigation.pushViewController(AccountViewController(), animated: true)
    }
}

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let navigation = UINavigationController()

    func start() {
        window.rootViewController = navigation
        let settings = SettingsCoordinator(navigation: navigation)
        children.append(settings)
        settings.start()
    }
}

let app = AppCoordinator()
app.start()
RunLoop.main.run(until: Date())
(app.children.first as? SettingsCoordinator)?.showAccount()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print(app.navigation.viewControllers.count)
