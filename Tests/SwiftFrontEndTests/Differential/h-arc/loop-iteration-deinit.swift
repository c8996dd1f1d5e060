final class CellModel {
    let row: Int
    init(row: Int) {
        self.row = row
        print("configure cell \(row)")
    }
    deinit { print("reuse cell \(row)") }
}

final class Batch {
    let number: Int
    var cells: [CellModel] = []
    init(number: Int) { self.number = number }
    deinit { print("batch \(number) done") }
}

func run() {
    for i in 0..<3 {
        let cell = CellModel(row: i)
        if cell.row == 1 {
            print("skipping \(cell.row)")
            continue
        }
        print("display \(cell.row)")
    }
    print("--- while loop")
    var current: CellModel? = nil
    var n = 10
    while n < 13 {
        current = CellModel(row: n)
        print("current is \(current!.row)")
        n += 1
    }
    current = nil
    print("--- batches")
    for b in 1...2 {
        let batch = Batch(number: b)
        for r in 0..<2 { batch.cells.append(CellModel(row: b * 100 + r)) }
        print("batch \(b) has \(batch.cells.count) cells")
    }
    print("--- break")
    for i in 20..<30 {
        let cell = CellModel(row: i)
        if i == 21 {
            print("breaking at \(cell.row)")
            break
        }
    }
    print("end run")
}

run()
