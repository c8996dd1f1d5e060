// title: A hand-made tab bar controller
// description: Children are added when the tabs are set, not when shown (a hidden tab is still a child); selecting a tab removes the old view and adds the new one; the first tab holds a navigation controller, and tapping the selected tab pops it to its root.
let tabs = TabContainerViewController()
let feed = FeedViewController()
let story = StoryViewController()
let feedNav = UINavigationController(rootViewController: feed)
let settings = SettingsViewController()
window.rootViewController = tabs
RunLoop.main.run(until: Date())
// viewControllers = [feedNav, settings]: both become children now.
tabs.addChild(feedNav)
feedNav.didMove(toParent: tabs)
tabs.addChild(settings)
settings.didMove(toParent: tabs)
feedNav.view.frame = CGRect(x: 0, y: 0, width: 390, height: 761)
tabs.view.addSubview(feedNav.view)
RunLoop.main.run(until: Date())
feedNav.pushViewController(story, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// Select the second tab: swap the views; both stay children.
feedNav.view.removeFromSuperview()
settings.view.frame = CGRect(x: 0, y: 0, width: 390, height: 761)
tabs.view.addSubview(settings.view)
RunLoop.main.run(until: Date())
// Back to the first tab, then tap it again: pop to root.
settings.view.removeFromSuperview()
tabs.view.addSubview(feedNav.view)
RunLoop.main.run(until: Date())
feedNav.popToRootViewController(animated: true)
