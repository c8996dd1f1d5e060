// title: Master with list and map (storyboard)
// description: A master controller inside a navigation controller; its scene has a vertical stack of two container views whose embed segues bring in a list and a map while the view loads (before viewDidLoad); viewWillTransition turns the stack horizontal for landscape. Rotate with window.size to see it.
let master = MasterViewController()
let list = LocationListViewController()
let map = MapViewController()
let stack = UIStackView()
// The scene: a vertical stack pinned to the safe area, holding two container views.
stack.axis = .vertical
master.storyboardEmbed(list, in: stack)
master.storyboardEmbed(map, in: stack)
override master.viewWillTransition {
    stack.axis = .horizontal
}
let nav = UINavigationController(rootViewController: master)
window.rootViewController = nav
