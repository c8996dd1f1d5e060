// A root switcher: the app's coordinator swaps the window's root between onboarding and the main
// interface, driven by an enum with an associated value.
import UIKit

final class OnboardingViewController: UIViewController {
    var onFinish: (() -> Void)?
    func finish() { onFinish?() }
}
final class MainViewController: UIViewController {
    var userName = ""
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("welcome,", userName)
    }
}

final class AppCoordinator {
    enum Route { case onboarding, main(user: String) }

    func show(_ route: Route) {
        switch route {
        case .onboarding:
            let onboarding = OnboardingViewController()
            onboarding.onFinish = { [weak self] in self?.show(.main(user: "Ada")) }
            window.rootViewController = onboarding
        case .main(let user):
            let main = MainViewController()
            main.userName = user
            window.rootViewController = main
        }
    }
}

let coordinator = AppCoordinator()
coordinator.show(.onboarding)
RunLoop.main.run(until: Date())
(window.rootViewController as? OnboardingViewController)?.finish()
