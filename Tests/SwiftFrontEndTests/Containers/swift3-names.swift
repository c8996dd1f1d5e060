// Swift 3 code as it was written in 2016: addChildViewController, didMove(toParentViewController:),
// childViewControllers, removeFromParentViewController, willMove(toParentViewController:).
import UIKit

class ChildViewController: UIViewController {
    override func willMove(toParentViewController parent: UIViewController?) {
        super.willMove(toParentViewController: parent)
        print("will move to", parent == nil ? "nil" : "a parent")
    }
}

class ContainerViewController: UIViewController {
    func addChild(controller: UIViewController) {
        addChildViewController(controller)
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
        controller.didMove(toParentViewController: self)
    }

    func removeAllChildren() {
        for child in childViewControllers {
            child.willMove(toParentViewController: nil)
            child.view.removeFromSuperview()
            child.removeFromParentViewController()
        }
    }
}

let container = ContainerViewController()
window.rootViewController = container
RunLoop.main.run(until: Date())
container.addChild(controller: ChildViewController())
container.addChild(controller: ChildViewController())
RunLoop.main.run(until: Date())
print(container.childViewControllers.count)
container.removeAllChildren()
print(container.childViewControllers.count)
