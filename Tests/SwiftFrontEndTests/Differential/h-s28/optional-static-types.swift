// Values whose static type is an optional print as one: a nested enum's raw-value initialiser,
// and the subscripts of what a dictionary's mapValues, filter and merging give.
struct Store {
    enum Category: String { case food, tools }
}

let found = Store.Category(rawValue: "food")
print(found as Any)
print(Store.Category(rawValue: "toys") as Any)

let prices = ["apple": 3, "pear": 5]
let doubled = prices.mapValues { $0 * 2 }
print(doubled["apple"] as Any, doubled["plum"] as Any)
let cheap = prices.filter { $0.value < 4 }
print(cheap["apple"] as Any, cheap.count)
let merged = prices.merging(["plum": 7]) { old, _ in old }
print(merged["plum"] as Any)
