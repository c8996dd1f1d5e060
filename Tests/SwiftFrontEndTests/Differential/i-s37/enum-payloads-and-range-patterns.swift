// Session 37's hunt on enums and patterns: one name binding a whole payload, a tuple payload
// matched item by item, and ranges held in values (a constant, a type's static, an array's
// element) used as patterns.
enum Shape {
    case point(x: Int, y: Int)
    case pair(Int, String)
    case segment((Int, Int))
}

let shapes: [Shape] = [.point(x: 1, y: 2), .pair(3, "x"), .segment((4, 5))]
for shape in shapes {
    switch shape {
    case .point(let whole): print("point", whole, whole.x + whole.y)
    case .pair(let both): print("pair", both, both.1)
    case .segment(let a, let b): print("segment", a, b)
    }
}
if case .point(let p) = shapes[0] { print(p.y) }

struct Band {
    static let teen = 13...19
    static let adult = 20..<65
}
enum Tier {
    case low, high
    static let limit = 100
}
let child = 0...12
for age in [5, 15, 30, 70] {
    switch age {
    case child: print(age, "child")
    case Band.teen: print(age, "teen")
    case Band.adult: print(age, "adult")
    default: print(age, "senior")
    }
}
switch 100 {
case Tier.limit: print("at the limit")
default: print("under")
}
let ranges: [ClosedRange<Int>] = [0...9, 10...99]
for n in [5, 50, 500] {
    var found = "none"
    for (index, range) in ranges.enumerated() {
        if case range = n { found = "range \(index)" }
    }
    print(n, found)
}
let window = 1..<5
print(window ~= 2, window ~= 5)
