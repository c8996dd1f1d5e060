extension UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func removeFromContainer() {
        willMove(toParent: nil)
        view.removeFromSuperview()
        removeFromParent()
    }
}
let P = UIViewController()
let C = UIViewController()
window.rootViewController = P
RunLoop.main.run(until: Date())
P.embed(C)
// --- script
C.removeFromContainer()
