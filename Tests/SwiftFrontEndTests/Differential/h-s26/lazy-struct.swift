struct Report {
    let numbers: [Int]
    lazy var sorted: [Int] = { print("sorting"); return numbers.sorted() }()
    lazy var median: Int = sorted[sorted.count / 2]
    mutating func describe() -> String { "median \(median) of \(sorted)" }
}
var r = Report(numbers: [9, 2, 7, 4, 5])
print("created")
print(r.describe())
print(r.median)
var copy = r
copy.sorted.append(100)
print(copy.sorted, r.sorted)
class Holder {
    lazy var id: Int = Holder.nextID()
    static var counter = 0
    static func nextID() -> Int { counter += 1; print("issuing", counter); return counter }
}
let h1 = Holder(), h2 = Holder()
print(h2.id, h1.id, h2.id)
