// Presets used only when the server has no /v1/presets route (an older build). The server's own
// list wins whenever it answers.
export const FALLBACK_PRESETS = [
  {
    name: 'host-and-detail',
    title: 'Host and detail',
    description: 'A host whose viewDidLoad pins a container view to the safe area and embeds a DetailViewController filling it.',
    script: `let host = HostViewController()
let container = UIView()
let detail = DetailViewController()
override host.viewDidLoad {
    container.translatesAutoresizingMaskIntoConstraints = false
    host.view.addSubview(container)
    NSLayoutConstraint.activate([container.topAnchor.constraint(equalTo: host.view.safeAreaLayoutGuide.topAnchor), container.bottomAnchor.constraint(equalTo: host.view.safeAreaLayoutGuide.bottomAnchor), container.leadingAnchor.constraint(equalTo: host.view.safeAreaLayoutGuide.leadingAnchor), container.trailingAnchor.constraint(equalTo: host.view.safeAreaLayoutGuide.trailingAnchor)])
    host.addChild(detail)
    detail.view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(detail.view)
    NSLayoutConstraint.activate([detail.view.topAnchor.constraint(equalTo: container.topAnchor), detail.view.bottomAnchor.constraint(equalTo: container.bottomAnchor), detail.view.leadingAnchor.constraint(equalTo: container.leadingAnchor), detail.view.trailingAnchor.constraint(equalTo: container.trailingAnchor)])
    detail.didMove(toParent: host)
}
window.rootViewController = host`,
  },
  {
    name: 'swap',
    title: 'Swap with transition(from:to:)',
    description: 'A host that switches its single child with transition(from:to:) and a cross-dissolve.',
    script: `let host = UIViewController()
let first = FirstViewController()
let second = SecondViewController()
window.rootViewController = host
RunLoop.main.run(until: Date())
host.addChild(first)
first.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
host.view.addSubview(first.view)
first.didMove(toParent: host)
RunLoop.main.run(until: Date())
host.addChild(second)
first.willMove(toParent: nil)
host.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
    first.removeFromParent()
    second.didMove(toParent: host)
}`,
  },
  {
    name: 'tab-bar',
    title: 'Tab bar with a navigation stack',
    description: 'Children are added when viewControllers is set, not when shown; selecting a tab swaps the views.',
    script: `let list = ListViewController()
let nav = UINavigationController(rootViewController: list)
let settings = SettingsViewController()
let tabs = UITabBarController()
tabs.viewControllers = [nav, settings]
window.rootViewController = tabs
RunLoop.main.run(until: Date())
tabs.selectedIndex = 1`,
  },
];
