// A UINavigationController subclass that logs pushes and pops and calls super, with a root and two pushes.
import UIKit

final class TracingNavigationController: UINavigationController {
    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        print("push", type(of: viewController), animated)
        super.pushViewController(viewController, animated: animated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("navigation appears with", viewControllers.count, "controllers")
    }
}

final class InboxViewController: UIViewController {}
final class ThreadViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("thread moved to", parent == nil ? "nothing" : "\(type(of: parent!))")
    }
}

let inbox = InboxViewController()
let navigation = TracingNavigationController(rootViewController: inbox)
window.rootViewController = navigation
RunLoop.main.run(until: Date())
navigation.pushViewController(ThreadViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.popViewController(animated: false)
