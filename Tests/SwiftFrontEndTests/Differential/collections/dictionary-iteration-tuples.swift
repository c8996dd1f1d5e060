// Iterating sorted (key, value) pairs and counting with enumerated.
let menu = ["coffee": 2.5, "bagel": 3.0, "juice": 4.25]
for (i, (item, price)) in menu.sorted(by: { $0.key < $1.key }).enumerated() {
    print("\(i + 1) \(item) \(price)")
}
let total = menu.values.reduce(0, +)
print("total:", total)
let cheap = menu.filter { $0.value < 3.5 }.map { $0.key }.sorted()
print(cheap)
print(menu.isEmpty, menu.count)
let empty: [String: Double] = [:]
print(empty, empty.isEmpty)
