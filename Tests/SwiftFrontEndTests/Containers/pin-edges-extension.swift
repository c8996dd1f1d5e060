// The helper every codebase has: UIView.pinEdges(to:) and UIViewController.embed(_:in:), used to
// put two children in two halves of the screen.
import UIKit

extension UIView {
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ])
    }
}

extension UIViewController {
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        container.addSubview(child.view)
        child.view.pinEdges(to: container)
        child.didMove(toParent: self)
    }
}

final class TopViewController: UIViewController {}
final class BottomViewController: UIViewController {}

final class HalvesViewController: UIViewController {
    private let topContainer = UIView()
    private let bottomContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let half = view.bounds.height / 2
        topContainer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: half)
        bottomContainer.frame = CGRect(x: 0, y: half, width: view.bounds.width, height: half)
        view.addSubview(topContainer)
        view.addSubview(bottomContainer)
        embed(TopViewController(), in: topContainer)
        embed(BottomViewController(), in: bottomContainer)
    }
}

let halves = HalvesViewController()
window.rootViewController = halves
