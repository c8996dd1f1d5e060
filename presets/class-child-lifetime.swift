// title: Does the child go away? deinit and [weak self], as a class
// description: A container swaps its child as Apple's guide says (willMove(toParent: nil), removeFromSuperview, removeFromParent). A removed child is released once UIKit and the container both let go of it, after the callbacks UIKit still owed it: its deinit runs. A child whose refresh closure captures self strongly never goes (a retain cycle); with [weak self] it does.
// language: swift
import UIKit

final class ContentViewController: UIViewController {
    let name: String
    var onRefresh: (() -> Void)?

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { print("\(name) deinit") }

    func refresh() { print("\(name) refreshed") }

    func startRefreshing(weakly: Bool) {
        if weakly {
            onRefresh = { [weak self] in self?.refresh() }
        } else {
            onRefresh = { self.refresh() }  // the closure holds self, self holds the closure
        }
        onRefresh?()
    }
}

final class ContainerViewController: UIViewController {
    private var current: ContentViewController?

    func show(_ next: ContentViewController) {
        if let old = current {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(next)
        next.view.frame = view.bounds
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
    }
}

let container = ContainerViewController()
window.rootViewController = container

func showContent(named name: String, refreshingWeakly weakly: Bool) {
    let content = ContentViewController(name: name)
    content.startRefreshing(weakly: weakly)
    container.show(content)
}

showContent(named: "first", refreshingWeakly: true)
RunLoop.main.run(until: Date())
showContent(named: "leaky", refreshingWeakly: false)  // "first" goes
RunLoop.main.run(until: Date())
showContent(named: "careful", refreshingWeakly: true)  // "leaky" stays: its closure holds it
RunLoop.main.run(until: Date())
container.show(ContentViewController(name: "last"))  // "careful" goes
