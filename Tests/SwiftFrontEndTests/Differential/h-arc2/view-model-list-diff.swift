// List view model diffing rows: rows reused by id, removed rows released
final class RowViewModel {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title; print("row \(id) create '\(title)'") }
    deinit { print("row \(id) release '\(title)'") }
}

struct Item { let id: Int; let title: String }

final class ListViewModel {
    private(set) var rows: [RowViewModel] = []
    var onUpdate: (([Int]) -> Void)?
    deinit { print("list vm deinit") }
    func apply(_ items: [Item]) {
        print("apply \(items.map { $0.id })")
        var old: [Int: RowViewModel] = [:]
        for r in rows { old[r.id] = r }
        rows.removeAll()
        var next: [RowViewModel] = []
        for it in items {
            if let r = old.removeValue(forKey: it.id) {
                if r.title != it.title { print("  update \(it.id): \(r.title) -> \(it.title)"); r.title = it.title }
                next.append(r)
            } else {
                next.append(RowViewModel(id: it.id, title: it.title))
            }
        }
        for id in old.keys.sorted() {
            print("  dropping \(id)")
            old[id] = nil
        }
        rows = next
        onUpdate?(rows.map { $0.id })
    }
}

final class TableView {
    var shown: [Int] = []
    init() { print("table init") }
    deinit { print("table deinit showing \(shown)") }
}

var table: TableView? = TableView()
let vm = ListViewModel()
vm.onUpdate = { [weak table] ids in table?.shown = ids; print("  table shows \(ids) (table alive: \(table != nil))") }
vm.apply([Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")])
vm.apply([Item(id: 3, title: "c"), Item(id: 1, title: "A"), Item(id: 4, title: "d")])
table = nil
vm.apply([Item(id: 4, title: "d")])
vm.apply([])
print("end")
