// Presenting a navigation flow over a custom container from a child, then dismissing it from inside
// the flow with the presenting controller's dismiss.
import UIKit

final class ComposeViewController: UIViewController {
    func send() {
        presentingViewController?.dismiss(animated: true) {
            print("sent")
        }
    }
}

final class FeedPaneViewController: UIViewController {
    func compose() {
        let flow = UINavigationController(rootViewController: ComposeViewController())
        flow.modalPresentationStyle = .fullScreen
        present(flow, animated: true)
    }
}

final class AppShellViewController: UIViewController {
    let feed = FeedPaneViewController()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(feed)
        feed.view.frame = view.bounds
        view.addSubview(feed.view)
        feed.didMove(toParent: self)
    }
}

let appShell = AppShellViewController()
window.rootViewController = appShell
RunLoop.main.run(until: Date())
appShell.feed.compose()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let composer = (appShell.feed.presentedViewController as? UINavigationController)?.viewControllers.first as? ComposeViewController
composer?.send()
