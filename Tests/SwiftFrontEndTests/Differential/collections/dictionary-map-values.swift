// mapValues keeps keys; compactMapValues drops nils.
let prices = ["tea": 3, "cake": 5, "soup": 8]
let withTax = prices.mapValues { Double($0) * 1.5 }
for k in withTax.keys.sorted() { print(k, withTax[k]!) }
let labels = prices.mapValues { "$\($0)" }
print(labels.keys.sorted().map { labels[$0]! })
let raw = ["a": "1", "b": "two", "c": "3"]
let parsed = raw.compactMapValues { Int($0) }
print(parsed.count, parsed.keys.sorted())
print(parsed["b"] as Any)
let single = ["only": 1].mapValues { $0 * 100 }
print(single)
