final class ReportScreen {
    let rows: [Int]
    private(set) var computeCount = 0

    init(rows: [Int]) {
        self.rows = rows
        print("init with \(rows.count) rows")
    }

    lazy var statistics: (min: Int, max: Int, mean: Double) = {
        computeCount += 1
        print("computing statistics…")
        let total = rows.reduce(0, +)
        return (rows.min() ?? 0, rows.max() ?? 0, Double(total) / Double(max(rows.count, 1)))
    }()

    lazy var formatter: (Int) -> String = { [unowned self] value in
        let pct = self.statistics.max == 0 ? 0 : value * 100 / self.statistics.max
        return "\(value) (\(pct)%)"
    }
}

let screen = ReportScreen(rows: [40, 15, 80, 65])
print("screen created, computed \(screen.computeCount) times")
print("max:", screen.statistics.max)
print("mean:", screen.statistics.mean)
print(screen.rows.map(screen.formatter).joined(separator: ", "))
print("computed \(screen.computeCount) times")
let empty = ReportScreen(rows: [])
print(empty.statistics.mean, empty.formatter(5))
