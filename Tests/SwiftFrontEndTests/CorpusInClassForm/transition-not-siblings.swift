final class Swapper: UIViewController {
    func show(_ child: UIViewController) {
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func swap(_ old: UIViewController, for new: UIViewController) {
        // Forgot addChild(new): the two are not siblings.
        transition(from: old, to: new, duration: 0.25, options: [.transitionCrossDissolve], animations: nil) { _ in
            old.removeFromParent()
            new.didMove(toParent: self)
        }
    }
}
let P = Swapper()
let A = UIViewController()
let B = UIViewController()
window.rootViewController = P
RunLoop.main.run(until: Date())
P.show(A)
// --- script
P.swap(A, for: B)
