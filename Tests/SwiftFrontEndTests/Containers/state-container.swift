// A state container: an enum with associated values decides which child is embedded; the popular
// UIViewController add/remove extension does the embedding.
import UIKit

extension UIViewController {
    func add(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
    }

    func remove() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}

final class LoadingViewController: UIViewController {}
final class ListViewController: UIViewController {
    var items: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        print("showing \(items.count) items")
    }
}
final class ErrorViewController: UIViewController {
    var message = ""
}

final class StateViewController: UIViewController {
    enum State {
        case loading
        case loaded([String])
        case failed(String)
    }

    private var current: UIViewController?

    func render(_ state: State) {
        current?.remove()
        let next: UIViewController
        switch state {
        case .loading:
            next = LoadingViewController()
        case .loaded(let items) where items.isEmpty:
            let error = ErrorViewController()
            error.message = "nothing yet"
            next = error
        case .loaded(let items):
            let list = ListViewController()
            list.items = items
            next = list
        case .failed(let message):
            let error = ErrorViewController()
            error.message = message
            next = error
        }
        add(next)
        current = next
    }
}

let screen = StateViewController()
window.rootViewController = screen
screen.render(.loading)
RunLoop.main.run(until: Date())
screen.render(.loaded(["a", "b", "c"]))
RunLoop.main.run(until: Date())
screen.render(.loaded([]))
print(screen.children.map { "\(type(of: $0))" })
