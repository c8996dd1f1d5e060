// A lazy property runs its initialiser once, on first read.
class ReportGenerator {
    let rows: [Int]
    lazy var total: Int = {
        print("computing total")
        return rows.reduce(0, +)
    }()
    lazy var summary: String = makeSummary()

    init(rows: [Int]) {
        print("init")
        self.rows = rows
    }

    func makeSummary() -> String {
        print("making summary")
        return "\(rows.count) rows, total \(total)"
    }
}

let gen = ReportGenerator(rows: [3, 4, 5])
print("before first access")
print(gen.summary)
print(gen.total)
print(gen.summary)
gen.total = 100
print(gen.total)
