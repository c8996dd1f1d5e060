// `if let (a, b) = ...`, `while let (r, c) = ...`, and names a pattern binds keep the static type of
// the part they take: an Int? inside a tuple or an enum payload prints as Optional(...).
func minMax(_ xs: [Int]) -> (Int, Int)? { xs.isEmpty ? nil : (xs.min()!, xs.max()!) }
if let (lo, hi) = minMax([4, 1, 9]) { print("range", lo, hi) }
if let (lo, _) = minMax([]) { print("never", lo) } else { print("empty") }
var stack = [(0, 1), (2, 3)]
while let (r, c) = stack.popLast() { print(r, c) }
let person: (name: String, age: Int?)? = ("ann", 5)
if let (name, age) = person { print(name, age as Any) }
switch person {
case let (name, age)?: print("switch", name, age as Any)
case nil: print("nobody")
}
enum Load { case done(Int?, String), failed }
for state in [Load.done(4, "a"), .done(nil, "b"), .failed] {
    switch state {
    case .done(let count, let label): print(label, count as Any)
    case .failed: print("failed")
    }
    if case let .done(count, _) = state { print(count as Any, count ?? 0) }
}
let pairs: [(Int, Int?)] = [(1, 2), (3, nil)]
for (a, b) in pairs { print(a, b as Any) }
