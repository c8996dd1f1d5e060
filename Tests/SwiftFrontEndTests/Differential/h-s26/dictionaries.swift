var stock = ["apple": 3, "pear": 0, "kiwi": 12]
stock["apple", default: 0] += 2
stock["mango", default: 0] += 1
stock["pear"] = nil
for k in stock.keys.sorted() { print(k, stock[k]!) }
print(stock["banana"] as Any, stock["kiwi"] as Any)
let old = stock.updateValue(20, forKey: "kiwi")
print(old as Any, stock.count)
print(stock.removeValue(forKey: "zzz") as Any)
let doubled = stock.mapValues { $0 * 2 }
print(doubled.sorted(by: { $0.key < $1.key }))
print(stock.filter { $0.value > 4 }.keys.sorted())
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
for (letter, ws) in grouped.sorted(by: { $0.key < $1.key }) { print(letter, ws) }
let single = ["only": [1, 2]]
print(single)
print(["k": Optional<Int>.none])
let merged = ["a": 1, "b": 2].merging(["b": 5, "c": 7]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
print(stock.isEmpty, [String: Int]().isEmpty, [String: Int]())
