// title: UIPageViewController
// description: Pages set before it appears (its did-before-layout quirk), then a completed swipe and a cancelled one.
let first = FirstPageViewController()
let second = SecondPageViewController()
let third = ThirdPageViewController()
let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
pages.setViewControllers([first], direction: .forward, animated: false)
window.rootViewController = pages
RunLoop.main.run(until: Date())
pages.simulateSwipe(to: second, direction: .forward, finishes: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
pages.simulateSwipe(to: third, direction: .forward, finishes: false)
