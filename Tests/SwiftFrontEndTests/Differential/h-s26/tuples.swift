func minMax(_ a: [Int]) -> (min: Int, max: Int)? {
    guard let f = a.first else { return nil }
    return a.reduce((f, f)) { (min($0.0, $1), max($0.1, $1)) }
}
if let mm = minMax([4, -2, 9, 3]) {
    print(mm, mm.min, mm.max, mm.0)
}
print(minMax([]) as Any)
let t = (name: "pi", value: 3.14159, exact: false)
print(t)
let (nm, val, _) = t
print(nm, val)
var pair = (1, "one")
pair.0 += 1
pair.1 = "two"
print(pair)
let nested = ((1, 2), (x: 3, y: 4))
print(nested, nested.1.x)
print((1, 2) == (1, 2), (1, "b") < (1, "c"), (2, 0) > (1, 9))
let arr = [(3, "c"), (1, "a"), (2, "b")]
print(arr.sorted { $0.0 < $1.0 }.map { $0.1 })
let empty = ()
print(empty)
func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int) { (a / b, a % b) }
let d = divide(17, by: 5)
print("17 = 5*\(d.quotient) + \(d.remainder)", d)
