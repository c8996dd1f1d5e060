import Foundation

struct Point { var x: Double; var y: Double }
func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}
let origin = Point(x: 0, y: 0)
let p = Point(x: 3, y: 4)
print(distance(origin, p))
print(hypot(5.0, 12.0))
let q = Point(x: -1, y: 1)
print(distance(p, q))
let mid = Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
print(mid.x, mid.y)
print(CGPoint(x: 3, y: 4).x * 2)
