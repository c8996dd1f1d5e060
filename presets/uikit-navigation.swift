// title: UINavigationController
// description: UIKit's drill-down stack: the root shown first (didMove after it appears), an animated push and pop; every stack entry is a child, only the top's view is in the window.
let inbox = InboxViewController()
let message = MessageViewController()
let nav = UINavigationController(rootViewController: inbox)
window.rootViewController = nav
RunLoop.main.run(until: Date())
nav.pushViewController(message, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav._printHierarchy()
nav.popViewController(animated: true)
