// The classic trio on a shopping cart.
struct Item { let name: String; let price: Double; let qty: Int }
let cart = [Item(name: "pen", price: 1.5, qty: 4),
            Item(name: "book", price: 12.0, qty: 1),
            Item(name: "mug", price: 7.25, qty: 2)]
let names = cart.map { $0.name }
print(names)
let totals = cart.map { $0.price * Double($0.qty) }
print(totals)
let expensive = cart.filter { $0.price > 5 }.map(\.name)
print(expensive)
let total = totals.reduce(0, +)
print("total: \(total)")
let count = cart.reduce(0) { $0 + $1.qty }
print("items:", count)
