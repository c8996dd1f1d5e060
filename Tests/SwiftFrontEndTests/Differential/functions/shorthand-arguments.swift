// $0, $1 shorthand arguments in closures.
let prices = [4.5, 10.0, 2.25]
print(prices.map { $0 * 2 })
print(prices.filter { $0 > 3 }.count)
let pairs = [(1, "b"), (2, "a")]
print(pairs.sorted { $0.1 < $1.1 }.map { $0.0 })
let add: (Int, Int) -> Int = { $0 + $1 }
print(add(2, 3))
let names = ["ann", "bo"]
print(names.map { $0.uppercased() + "!" })
let lengths = names.reduce(into: [:]) { $0[$1] = $1.count }
print(lengths.keys.sorted().map { "\($0):\(lengths[$0]!)" })
let third: (Int, Int, Int) -> Int = { $2 }
print(third(1, 2, 3))
