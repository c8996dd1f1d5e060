import UIKit

final class Shell: UIViewController {
    let inbox = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("shell loaded")
        embed(inbox)
    }

    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

let shell = Shell()
window.rootViewController = shell
