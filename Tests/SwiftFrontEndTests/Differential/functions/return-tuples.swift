// Functions returning tuples, labelled and not, optional tuples.
func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard var lo = values.first else { return nil }
    var hi = lo
    for v in values { lo = min(lo, v); hi = max(hi, v) }
    return (lo, hi)
}
func divide(_ a: Int, _ b: Int) -> (Int, Int) { (a / b, a % b) }
if let r = minMax([4, -2, 9, 3]) {
    print(r.min, r.max)
    print(r)
}
print(minMax([]) as Any)
let (q, rem) = divide(17, 5)
print(q, rem)
let t = divide(9, 4)
print(t.0, t.1)
let (_, onlyRem) = divide(10, 3)
print(onlyRem)
var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)
