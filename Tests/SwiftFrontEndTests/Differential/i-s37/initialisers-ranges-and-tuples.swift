// Session 37's hunts on algorithms and objects: collection types written as initialisers keep
// their element types, a range's `map` gives arrays of what the closure gives, `.none` of a
// written optional type is nil of that type, a labelled tuple given to an unlabelled place
// takes its labels off, and an extension of a nested type extends it.
var grid = [[Double]]()
grid.append([1, 2])
print(grid, grid[0][0] / 2)
var scores = [String: [Double]]()
scores["a"] = [3]
scores["a"]!.append(4)
print(scores["a"]!, scores["a"]![0] / 2)
var slots = [Int?](repeating: nil, count: 3)
slots[1] = 5
print(slots)
var rows = Array(repeating: [Double](), count: 2)
rows[0].append(1)
print(rows)
print((0..<3).map { i -> Int? in i == 1 ? nil : i }, (1...3).map { _ in [Double]() }.count)
var best = (0, Optional<Int>.none)
best.1 = 4
print(best, Int?.none as Any)

let point = (x: 1, y: 2)
var plain = (0, 0)
plain = point
var table: [String: (Int, Int)] = [:]
table["p"] = point
var list: [(Int, Int)] = []
list.append(point)
print(plain, table["p"]!, list, true ? point : (0, 0))

struct Screen {
    struct Size { var width = 320 }
}
extension Screen.Size: CustomStringConvertible {
    var description: String { "\(width)pt" }
    func doubled() -> Screen.Size { Screen.Size(width: width * 2) }
}
print(Screen.Size(), Screen.Size().doubled())

protocol Named {}
protocol Tagged {}
struct Item: Named, Tagged {}
let items: [any Named] = [Item()]
print(items[0] is any Tagged, (items[0] as? any Tagged) != nil, items.compactMap { $0 as? any Tagged }.count)
print([Int](1...3), [Character]("abc"), [String](["a"]), [Int](Set([3])))
