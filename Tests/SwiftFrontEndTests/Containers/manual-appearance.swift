// A container that forwards appearance itself: shouldAutomaticallyForwardAppearanceMethods is
// overridden to false, and the container calls begin/endAppearanceTransition on its child.
import UIKit

final class PanelViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("panel will appear", animated)
    }
}

final class ManualContainerViewController: UIViewController {
    let panel = PanelViewController()

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(panel)
        view.addSubview(panel.view)
        panel.didMove(toParent: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        panel.beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        panel.endAppearanceTransition()
    }
}

let manual = ManualContainerViewController()
window.rootViewController = manual
