final class ContainerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(C)
        view.addSubview(C.view)
    }
}
let P = ContainerViewController()
let C = UIViewController()
// --- script
window.rootViewController = P
