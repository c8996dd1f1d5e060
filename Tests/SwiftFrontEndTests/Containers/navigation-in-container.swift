// A custom container holding a UINavigationController as its child, with a header view above it.
import UIKit

final class InboxListViewController: UIViewController {}
final class MessageViewController: UIViewController {}

final class ShellViewController: UIViewController {
    let header = UIView()
    lazy var navigation = UINavigationController(rootViewController: InboxListViewController())

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 100)
        view.addSubview(header)
        addChild(navigation)
        navigation.view.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    func open(_ message: MessageViewController) {
        navigation.pushViewController(message, animated: true)
    }
}

let shell = ShellViewController()
window.rootViewController = shell
RunLoop.main.run(until: Date())
shell.open(MessageViewController())
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print(shell.navigation.viewControllers.count, shell.navigation.topViewController is MessageViewController)
