struct Item { let name: String; let price: Double? }
let items = [Item(name: "a", price: 1.5), Item(name: "b", price: nil)]
var total = 0.0
for it in items {
    print("adding", it.name)
    total += it.price!
}
print(total)
