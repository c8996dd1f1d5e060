final class RowViewModel {
    let index: Int
    let text: String
    init(index: Int) {
        self.index = index
        self.text = "Row #\(index)"
        print("  RowViewModel \(index) init")
    }
    var isEven: Bool { index % 2 == 0 }
    deinit { print("  RowViewModel \(index) deinit") }
}

func titles() -> [String] {
    print("titles via map")
    return (1...3).map { RowViewModel(index: $0).text }
}

func evenRows() -> [RowViewModel] {
    print("evenRows via map+filter")
    var all: [RowViewModel]? = (1...4).map { RowViewModel(index: $0) }
    print("  built \(all!.count)")
    let evens = all!.filter { $0.isEven }
    print("  filtered to \(evens.count) of \(all!.count)")
    all = nil
    print("  released full list")
    return evens
}

func run() {
    let t = titles()
    print(t.joined(separator: " | "))
    var rows: [RowViewModel]? = evenRows()
    print("kept rows: \(rows!.map { $0.index })")
    let total = rows!.reduce(0) { $0 + $1.index }
    print("sum \(total)")
    rows = nil
    print("compactMap")
    let found = [1, 2, 3].compactMap { i -> String? in
        let vm = RowViewModel(index: i * 10)
        return vm.index > 15 ? vm.text : nil
    }
    print(found)
    print("end run")
}

run()
