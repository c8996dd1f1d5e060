final class FeedItem {
    let id: Int
    let title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
    deinit { print("FeedItem \(id) '\(title)' deinit") }
}

final class FeedViewModel {
    var items: [FeedItem] = []

    func load() {
        items = [
            FeedItem(id: 1, title: "Hello"),
            FeedItem(id: 2, title: "Swift"),
            FeedItem(id: 3, title: "ARC"),
            FeedItem(id: 4, title: "Weak"),
            FeedItem(id: 5, title: "Unowned"),
        ]
        print("loaded \(items.count)")
    }

    func delete(at index: Int) {
        print("delete at \(index)")
        items.remove(at: index)
        print("count now \(items.count)")
    }

    func deleteLast() {
        print("deleteLast")
        _ = items.popLast()
        print("count now \(items.count)")
    }

    func filterOut(prefix: String) {
        print("filterOut \(prefix)")
        items.removeAll { $0.title.hasPrefix(prefix) }
        print("count now \(items.count)")
    }

    deinit { print("FeedViewModel deinit") }
}

func run() {
    var vm: FeedViewModel? = FeedViewModel()
    vm?.load()
    vm?.delete(at: 1)
    vm?.deleteLast()
    var pinned: FeedItem? = vm?.items.first
    vm?.filterOut(prefix: "H")
    print("pinned still alive: \(pinned!.title)")
    pinned = nil
    print("releasing view model")
    vm = nil
    print("end")
}

run()
