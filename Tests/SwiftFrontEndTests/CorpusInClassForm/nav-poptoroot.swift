final class FlowNavigationController: UINavigationController {
    func restart() { popToRootViewController(animated: true) }
}
let A = UIViewController()
let B = UIViewController()
let C = UIViewController()
let nav = FlowNavigationController(rootViewController: A)
window.rootViewController = nav
RunLoop.main.run(until: Date())
nav.pushViewController(B, animated: false)
RunLoop.main.run(until: Date())
nav.pushViewController(C, animated: false)
// --- script
nav.restart()
