// An initialiser named as a function value (`Item.init`, `Item.init(id:)`) takes its arguments
// without labels, as function types have none.
struct Row { let index: Int }
final class Badge {
    let count: Int
    init(count: Int) { self.count = count }
}
struct Point {
    var x: Double
    var y: Double
}
let rows = (1...3).map(Row.init)
let badges = [4, 9].map(Badge.init(count:))
let make = Badge.init
let points = zip([1.0, 2.0], [3.0, 4.0]).map(Point.init)
print(rows.map { $0.index }, badges.map { $0.count }, make(7).count, points.map { $0.x + $0.y })
