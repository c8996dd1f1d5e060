final class Router {
    private let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
    func open(_ screen: UIViewController) { navigation.pushViewController(screen, animated: false) }
}
let A = UIViewController()
let B = UIViewController()
let nav = UINavigationController(rootViewController: A)
window.rootViewController = nav
let router = Router(navigation: nav)
// --- script
router.open(B)
