final class MainTabBarController: UITabBarController {
    func install(_ roots: [UIViewController]) {
        viewControllers = roots.map { UINavigationController(rootViewController: $0) }
    }
}
let A = UIViewController()
let B = UIViewController()
let C = UIViewController()
let D = UIViewController()
let tab = MainTabBarController()
// --- script
let N1 = UINavigationController(rootViewController: A)
let N2 = UINavigationController(rootViewController: B)
let N3 = UINavigationController(rootViewController: C)
let N4 = UINavigationController(rootViewController: D)
tab.viewControllers = [N1, N2, N3, N4]
window.rootViewController = tab
