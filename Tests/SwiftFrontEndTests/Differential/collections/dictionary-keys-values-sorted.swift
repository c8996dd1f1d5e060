import Foundation
// Iterate a dictionary in sorted key order, and sort by value.
let stock = ["apples": 12, "pears": 3, "plums": 40, "figs": 7]
for name in stock.keys.sorted() {
    print(name.padding(toLength: 8, withPad: " ", startingAt: 0), stock[name]!)
}
let byCount = stock.sorted { $0.value > $1.value }
print(byCount.map { $0.key })
print(stock.values.sorted())
print(stock.values.reduce(0, +))
let low = stock.filter { $0.value < 10 }
print(low.keys.sorted())
if let top = stock.max(by: { $0.value < $1.value }) {
    print("most:", top.key, top.value)
}
