final class Tabs: UITabBarController {
    func showContacts() { selectedIndex = 1 }
}
let Message = UIViewController()
let Contact = UIViewController()
let tab = Tabs()
tab.viewControllers = [Message, Contact]
window.rootViewController = tab
// --- script
tab.showContacts()
