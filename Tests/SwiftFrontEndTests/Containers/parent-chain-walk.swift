// Walking the parent chain: an extension finds the first ancestor of a given class, used by a
// deeply nested child to reach its coordinator container.
import UIKit

extension UIViewController {
    var root: UIViewController {
        var current: UIViewController = self
        while let parent = current.parent { current = parent }
        return current
    }

    func firstAncestor(named className: String) -> UIViewController? {
        var current = parent
        while let candidate = current {
            if "\(type(of: candidate))" == className { return candidate }
            current = candidate.parent
        }
        return nil
    }
}

final class CoordinatorViewController: UIViewController {}
final class SectionViewController: UIViewController {}
final class CellViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        guard parent != nil else { return }
        print("root:", type(of: root), "coordinator found:", firstAncestor(named: "CoordinatorViewController") != nil)
    }
}

func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

let coordinatorScreen = CoordinatorViewController()
let section = SectionViewController()
let cell = CellViewController()
window.rootViewController = coordinatorScreen
embed(section, in: coordinatorScreen)
embed(cell, in: section)
