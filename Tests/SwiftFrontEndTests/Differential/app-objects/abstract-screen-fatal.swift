class BaseViewController {
    var name: String { fatalError("subclasses must override name") }

    func render() -> String {
        "<\(name)>" + body()
    }

    func body() -> String { "" }
}

class ProfileViewController: BaseViewController {
    override var name: String { "Profile" }
    override func body() -> String { "avatar, bio" }
}

class FeedViewController: BaseViewController {
    override var name: String { "Feed" }
    override func body() -> String { (1...3).map { "post\($0)" }.joined(separator: ",") }
}

class PlaceholderViewController: BaseViewController {}

let stack: [BaseViewController] = [ProfileViewController(), FeedViewController(), PlaceholderViewController()]
for vc in stack {
    print("rendering", type(of: vc))
    print(vc.render())
}
