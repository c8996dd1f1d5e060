final class Manual: UIViewController {
    func reveal(_ child: UIViewController) { child.beginAppearanceTransition(true, animated: false) }
}
let P = Manual()
let C = UIViewController()
window.rootViewController = P
RunLoop.main.run(until: Date())
P.addChild(C)
C.didMove(toParent: P)
// --- script
P.reveal(C)
