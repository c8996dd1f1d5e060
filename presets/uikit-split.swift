// title: UISplitViewController
// description: Two columns in navigation controllers; in compact width (a portrait iPhone) the split collapses to one column, and showDetailViewController pushes onto the primary stack.
let list = ListViewController()
let detail = DetailViewController()
let navPrimary = UINavigationController(rootViewController: list)
let split = UISplitViewController(style: .doubleColumn)
split.setViewController(navPrimary, for: .primary)
window.rootViewController = split
RunLoop.main.run(until: Date())
list.showDetailViewController(detail, sender: nil)
