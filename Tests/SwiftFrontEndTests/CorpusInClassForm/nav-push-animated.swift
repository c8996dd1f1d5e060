final class Coordinator {
    let nav: UINavigationController
    init(nav: UINavigationController) { self.nav = nav }
    func showDetail(_ detail: UIViewController) { nav.pushViewController(detail, animated: true) }
}
let A = UIViewController()
let B = UIViewController()
let nav = UINavigationController(rootViewController: A)
window.rootViewController = nav
let coordinator = Coordinator(nav: nav)
// --- script
coordinator.showDetail(B)
