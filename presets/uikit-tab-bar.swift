// title: UITabBarController
// description: All tabs are children at once; unselected tabs stay unloaded until first shown; a tab switch sends the incoming viewWillAppear before the outgoing viewWillDisappear.
let feed = FeedViewController()
let search = SearchViewController()
let profile = ProfileViewController()
let feedNav = UINavigationController(rootViewController: feed)
let tabs = UITabBarController()
tabs.viewControllers = [feedNav, search, profile]
window.rootViewController = tabs
RunLoop.main.run(until: Date())
tabs._printHierarchy()
tabs.selectedIndex = 1
