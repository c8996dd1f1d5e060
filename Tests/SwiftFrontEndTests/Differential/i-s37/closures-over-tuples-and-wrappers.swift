// Session 37's hunt on app logic: a closure's parameters typed by the elements it is given
// through a tuple (`{ name, error in }`) or a wrapper (`enumerated()`, `reversed()`, `zip`,
// `lazy`), where an element that is an optional prints as one.
struct Field {
    let name: String
    let error: String?
}

let fields = [Field(name: "user", error: "too short"), Field(name: "mail", error: nil)]
let pairs: [(String, String?)] = fields.map { ($0.name, $0.error) }
pairs.forEach { name, error in print(name, error as Any) }
print(pairs.map { name, error in error.map { "\(name): " + $0 } })
print(pairs.compactMap { name, error in error.map { "\(name): \($0)" } })

let scores: [Int?] = [3, nil, 7]
print(scores.reversed().map { "\($0)" })
print(scores.enumerated().map { "\($0.offset)=\($0.element)" })
print(scores.enumerated().filter { $0.element != nil }.map { "\($0.offset):\($0.element)" })
print(scores.lazy.map { "\($0)" }.joined(separator: ","))
print(zip(["a", "b", "c"], scores).map { "\($0.0)\($0.1)" })
print(zip(["a", "b"], scores).map { key, value in "\(key)=\(value as Any)" })

let rules: [(String, (Int) -> Bool)] = [("positive", { $0 > 0 }), ("even", { $0 % 2 == 0 })]
for value in [-2, 3] {
    print(value, rules.filter { $0.1(value) }.map(\.0), rules[0].1(value))
}
// A closure inside a closure has its own `$0` and `$1` (the outer one took two parameters).
let ages = ["ann": 31]
ages.forEach { print($0, [2, 1].sorted { $0 < $1 }) }
let grid = [(1, 2), (3, 4)]
print(grid.map { ($0, [5, 6].sorted { $0 > $1 }) }, ages.map { $0.value + [1, 2].reduce(0) { $0 + $1 } })
