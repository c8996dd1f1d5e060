class Screen {
    let title: String
    private(set) var events: [String] = []

    init(title: String) { self.title = title }

    func record(_ e: String) { events.append(e) }

    func viewDidLoad() { record("\(title).load") }
    func viewWillAppear() { record("\(title).willAppear") }
    func present() {
        viewDidLoad()
        viewWillAppear()
    }
}

class ListScreen: Screen {
    var items: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["one", "two", "three"]
        record("list loaded \(items.count)")
    }
}

class DetailScreen: ListScreen {
    override func viewWillAppear() {
        record("detail prepares")
        super.viewWillAppear()
    }
}

let screens: [Screen] = [Screen(title: "Home"), ListScreen(title: "Feed"), DetailScreen(title: "Post")]
for s in screens {
    s.present()
    print(type(of: s), "->", s.events.joined(separator: ", "))
}
let lists = screens.compactMap { $0 as? ListScreen }
print("list-like screens:", lists.map(\.title), "is Detail:", lists.map { $0 is DetailScreen })
