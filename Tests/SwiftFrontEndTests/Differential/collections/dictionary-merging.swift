// merging and merge with a conflict rule.
let defaults = ["volume": 5, "brightness": 70, "contrast": 50]
let user = ["volume": 9, "zoom": 2]
let merged = defaults.merging(user) { _, new in new }
for k in merged.keys.sorted() { print(k, merged[k]!) }
let kept = defaults.merging(user, uniquingKeysWith: { old, _ in old })
print(kept["volume"]!, kept["zoom"]!)
var inventory = ["bolts": 10, "nuts": 4]
inventory.merge(["nuts": 6, "screws": 1], uniquingKeysWith: +)
print(inventory.keys.sorted().map { "\($0)=\(inventory[$0]!)" }.joined(separator: " "))
