final class Switcher: UIViewController {
    func show(_ child: UIViewController) {
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func cut(from old: UIViewController, to new: UIViewController) {
        addChild(new)
        old.willMove(toParent: nil)
        transition(from: old, to: new, duration: 0, options: [], animations: nil) { _ in
            new.didMove(toParent: self)
            old.removeFromParent()
        }
    }
}
let P = Switcher()
let from = UIViewController()
let to = UIViewController()
window.rootViewController = P
RunLoop.main.run(until: Date())
P.show(from)
// --- script
P.cut(from: from, to: to)
