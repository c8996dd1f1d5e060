// title: Master with list and map (code)
// description: The same screen built in code: addChild, addArrangedSubview into a vertical stack, didMove; viewWillTransition turns the stack horizontal. Rotate with window.size = CGSize(width: 844, height: 390).
let master = MasterViewController()
let list = LocationListViewController()
let map = MapViewController()
let stack = UIStackView()
override master.viewDidLoad {
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    master.view.addSubview(stack)
    NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: master.view.safeAreaLayoutGuide.topAnchor), stack.bottomAnchor.constraint(equalTo: master.view.bottomAnchor), stack.leadingAnchor.constraint(equalTo: master.view.leadingAnchor), stack.trailingAnchor.constraint(equalTo: master.view.trailingAnchor)])
    master.addChild(list)
    stack.addArrangedSubview(list.view)
    list.didMove(toParent: master)
    master.addChild(map)
    stack.addArrangedSubview(map.view)
    map.didMove(toParent: master)
}
override master.viewWillTransition {
    stack.axis = .horizontal
}
let nav = UINavigationController(rootViewController: master)
window.rootViewController = nav
