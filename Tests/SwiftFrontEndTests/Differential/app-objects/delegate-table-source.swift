protocol ListViewDataSource: AnyObject {
    func numberOfRows(in list: ListView) -> Int
    func title(for row: Int, in list: ListView) -> String
}

protocol ListViewDelegate: AnyObject { func list(_ list: ListView, didSelect row: Int) }

final class ListView {
    weak var dataSource: ListViewDataSource?
    weak var delegate: ListViewDelegate?

    func reload() {
        guard let ds = dataSource else { print("(no data source)"); return }
        for row in 0..<ds.numberOfRows(in: self) {
            print("row \(row): \(ds.title(for: row, in: self))")
        }
    }

    func tap(_ row: Int) { delegate?.list(self, didSelect: row) }
}

final class ContactsController: ListViewDataSource, ListViewDelegate {
    let list = ListView()
    var names = ["Zara", "Abe", "Mia"]
    var selected: [String] = []

    init() { list.dataSource = self; list.delegate = self; names.sort() }

    func numberOfRows(in list: ListView) -> Int { names.count }
    func title(for row: Int, in list: ListView) -> String { names[row] }
    func list(_ list: ListView, didSelect row: Int) {
        selected.append(names[row])
        print("selected \(names[row])")
    }
}

ListView().reload()
let controller = ContactsController()
controller.list.reload()
controller.list.tap(2)
controller.list.tap(0)
print("history:", controller.selected)
