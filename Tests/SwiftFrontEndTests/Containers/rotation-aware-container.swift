// A container that lays its two children side by side in landscape and stacked in portrait,
// re-laying them out in viewWillTransition after calling super (so the children hear it too).
import UIKit

final class ListPaneViewController: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("list pane to", size.width, "x", size.height)
    }
}
final class DetailPaneViewController: UIViewController {}

final class AdaptiveSplitViewController: UIViewController {
    let list = ListPaneViewController()
    let detail = DetailPaneViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [list, detail] as [UIViewController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        layout(for: view.bounds.size)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        layout(for: size)
    }

    private func layout(for size: CGSize) {
        if size.width > size.height {
            list.view.frame = CGRect(x: 0, y: 0, width: size.width / 3, height: size.height)
            detail.view.frame = CGRect(x: size.width / 3, y: 0, width: size.width * 2 / 3, height: size.height)
        } else {
            list.view.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)
            detail.view.frame = CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
        }
    }
}

let adaptive = AdaptiveSplitViewController()
window.rootViewController = adaptive
RunLoop.main.run(until: Date())
window.size = CGSize(width: 844, height: 390)
print(adaptive.list.view.frame.width, adaptive.detail.view.frame.minX)
