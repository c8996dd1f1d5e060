final class ManualContainerViewController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        C.beginAppearanceTransition(true, animated: true)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        C.endAppearanceTransition()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        C.beginAppearanceTransition(false, animated: true)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        C.endAppearanceTransition()
    }
    func hideChildTwice() {
        C.beginAppearanceTransition(false, animated: false)
        C.beginAppearanceTransition(false, animated: false)
        C.endAppearanceTransition()
        C.endAppearanceTransition()
    }
}
let P = ManualContainerViewController()
let C = UIViewController()
P.addChild(C)
P.view.addSubview(C.view)
C.didMove(toParent: P)
window.rootViewController = P
// --- script
P.hideChildTwice()
