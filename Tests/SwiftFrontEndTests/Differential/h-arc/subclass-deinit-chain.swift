class BaseViewController {
    let identifier: String
    init(identifier: String) {
        self.identifier = identifier
        print("BaseViewController.init \(identifier)")
    }
    func viewDidLoad() { print("\(identifier): base viewDidLoad") }
    deinit { print("BaseViewController.deinit \(identifier)") }
}

class ListViewController: BaseViewController {
    var rows: Int
    init(identifier: String, rows: Int) {
        self.rows = rows
        super.init(identifier: identifier)
        print("ListViewController.init rows=\(rows)")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(identifier): list viewDidLoad with \(rows) rows")
    }
    deinit { print("ListViewController.deinit \(identifier) rows=\(rows)") }
}

final class SearchViewController: ListViewController {
    var query = ""
    init(query: String) {
        self.query = query
        super.init(identifier: "search", rows: 0)
        print("SearchViewController.init query=\(query)")
    }
    deinit { print("SearchViewController.deinit query=\(query)") }
}

class PlainController: BaseViewController {}

func run() {
    var screens: [BaseViewController] = [
        ListViewController(identifier: "inbox", rows: 3),
        SearchViewController(query: "arc"),
        PlainController(identifier: "about"),
    ]
    for s in screens { s.viewDidLoad() }
    print("-- remove search --")
    screens.remove(at: 1)
    print("-- remove all --")
    screens.removeAll()
    print("end run")
}

run()
