// Functions stored in variables, dictionaries, and passed as arguments.
func double(_ x: Int) -> Int { x * 2 }
func negate(_ x: Int) -> Int { -x }
func apply(_ f: (Int) -> Int, to values: [Int]) -> [Int] { values.map(f) }
var op: (Int) -> Int = double
print(op(5))
op = negate
print(op(5))
print(apply(double, to: [1, 2, 3]))
let table: [String: (Int) -> Int] = ["double": double, "negate": negate, "square": { $0 * $0 }]
for name in table.keys.sorted() {
    print(name, table[name]!(7))
}
func compose(_ f: @escaping (Int) -> Int, _ g: @escaping (Int) -> Int) -> (Int) -> Int {
    { g(f($0)) }
}
print(compose(double, negate)(4))
let pipeline = [double, negate, double]
print(pipeline.reduce(3) { acc, f in f(acc) })
