final class ContainerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(C)
        view.addSubview(C.view)
        C.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            C.view.topAnchor.constraint(equalTo: view.topAnchor),
            C.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            C.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            C.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        C.didMove(toParent: self)
    }
}
let P = ContainerViewController()
let C = UIViewController()
// --- script
window.rootViewController = P
