class ChildController {
    let title: String
    weak var container: TabBarController?
    init(title: String) { self.title = title }
    deinit {
        let state = container == nil ? "container gone" : "container alive"
        print("ChildController \(title) deinit (\(state))")
    }
}

final class FeedController: ChildController {
    var posts: [String] = ["p1", "p2"]
    deinit { print("FeedController deinit with \(posts.count) posts") }
}

final class TabBarController {
    let name: String
    var tabs: [ChildController] = []
    var selected: ChildController?

    init(name: String) { self.name = name }

    func add(_ c: ChildController) {
        c.container = self
        tabs.append(c)
    }

    deinit { print("TabBarController \(name) deinit, \(tabs.count) tabs") }
}

func run() {
    var root: TabBarController? = TabBarController(name: "Main")
    root?.add(ChildController(title: "Home"))
    root?.add(FeedController(title: "Feed"))
    root?.add(ChildController(title: "Profile"))
    root?.selected = root?.tabs[1]
    print("selected \(root!.selected!.title)")

    let survivor = root!.tabs[2]
    print("replacing first tab")
    root?.tabs[0] = ChildController(title: "Search")
    print("tabs: \(root!.tabs.map { $0.title })")
    print("releasing root")
    root = nil
    print("survivor \(survivor.title) has container: \(survivor.container != nil)")
}

run()
print("done")
