func scale(_ x: Double = 2) -> Double { x }
func half() -> Double { return 1 }
struct Rect {
    var w: Double
    var h: Double
    init(side: Double) { w = side; h = side }
    init(w: Double, h: Double) { self.w = w; self.h = h }
    mutating func grow(by d: Double) { w += d; h = h + d }
}
var r = Rect(side: 3)
print(r, Rect(w: 1, h: 2))
r.grow(by: 1)
print(r)
print(scale(), scale(5), half())
let flag = true
let d: Double = flag ? 1 : 2
let od: Double? = 7
let arr: [Double] = [1, 2, 3]
let dict: [String: Double] = ["k": 4]
let tup: (Double, Int) = (1, 1)
print(d, od as Any, arr, dict, tup)
let f: (Double) -> Double = { $0 * 2 }
print(f(3), [1, 2].map { Double($0) / 2 })
class Circle {
    var radius: Double
    init(radius: Double) { self.radius = radius }
    convenience init() { self.init(radius: 1) }
}
print(Circle(radius: 5).radius, Circle().radius)
var total: Double = 0
total += 10
print(total, [Double](repeating: 0, count: 2))
enum Shape { case sq(Double) }
print(Shape.sq(4))
