extension UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func detach() {
        view.removeFromSuperview()
        removeFromParent()
    }
}
let P = UIViewController()
let C = UIViewController()
P.embed(C)
// --- script
C.detach()
