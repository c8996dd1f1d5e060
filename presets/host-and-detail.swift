// title: Host and detail
// description: A host whose viewDidLoad pins a container view to the safe area and embeds a DetailViewController filling it: addChild, addSubview, constraints, didMove.
let host = HostViewController()
let detail = DetailViewController()
let container = UIView()
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
window.rootViewController = host
