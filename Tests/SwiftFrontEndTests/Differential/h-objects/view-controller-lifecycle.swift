class ViewController {
    let name: String
    private(set) var events: [String] = []
    var isViewLoaded = false
    init(name: String) { self.name = name }
    func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
    func viewDidLoad() { log("viewDidLoad") }
    func viewWillAppear() { log("viewWillAppear") }
    func viewDidDisappear() { log("viewDidDisappear") }
    final func log(_ event: String) { events.append("\(name).\(event)") }
}
class ListViewController: ViewController {
    var items: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        items = ["a", "b", "c"]
        log("loaded \(items.count) items")
    }
    override func viewWillAppear() {
        log("refresh")
        super.viewWillAppear()
    }
}
class DetailViewController: ViewController {
    override func viewDidDisappear() {
        super.viewDidDisappear()
        log("saving draft")
    }
}
let screens: [ViewController] = [ListViewController(name: "List"), DetailViewController(name: "Detail")]
for vc in screens {
    vc.loadViewIfNeeded()
    vc.loadViewIfNeeded()
    vc.viewWillAppear()
    vc.viewDidDisappear()
    print(vc.events.joined(separator: " > "))
}
print((screens[0] as? ListViewController)?.items ?? [], screens[1] is ListViewController)
