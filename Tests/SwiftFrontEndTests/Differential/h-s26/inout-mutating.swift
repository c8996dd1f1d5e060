func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var x = 1, y = 2
swapValues(&x, &y)
print(x, y)
func addBonus(_ scores: inout [Int], bonus: Int) {
    for i in scores.indices { scores[i] += bonus }
}
var sc = [1, 2, 3]
addBonus(&sc, bonus: 10)
print(sc)
struct Point {
    var x = 0, y = 0
    mutating func move(dx: Int, dy: Int) { x += dx; y += dy }
    mutating func reset() { self = Point() }
    func moved(dx: Int) -> Point { var p = self; p.x += dx; return p }
}
var p = Point()
p.move(dx: 3, dy: 4)
print(p)
let q = p.moved(dx: 10)
print(p, q)
p.reset()
print(p)
func increment(_ n: inout Int) -> Int { n += 1; return n }
var counter = 0
print(increment(&counter), increment(&counter), counter)
var pts = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
pts[1].move(dx: 5, dy: 5)
print(pts)
pts.swapAt(0, 1)
print(pts[0].x)
