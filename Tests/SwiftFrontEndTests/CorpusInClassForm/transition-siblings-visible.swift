final class SwapContainer: UIViewController {
    func show(_ first: UIViewController) {
        addChild(first)
        first.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func swap(from old: UIViewController, to new: UIViewController) {
        addChild(new)
        old.willMove(toParent: nil)
        transition(from: old, to: new, duration: 0.4, options: [.transitionCrossDissolve], animations: nil) { _ in
            new.didMove(toParent: self)
            old.removeFromParent()
        }
    }
}
let P = SwapContainer()
let from = UIViewController()
let to = UIViewController()
window.rootViewController = P
RunLoop.main.run(until: Date())
P.show(from)
// --- script
P.swap(from: from, to: to)
