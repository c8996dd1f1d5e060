extension UIViewController {
    func embedFullScreen(_ child: UIViewController) {
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    func refresh(_ child: UIViewController) {
        child.viewWillAppear(false)  // the misuse: UIKit's callback called by hand
    }
}
let P = UIViewController()
let C = UIViewController()
P.embedFullScreen(C)
// --- script
P.refresh(C)
