struct Product { let name: String; let category: String; let price: Double; let qty: Int }
let products = [
    Product(name: "Pen", category: "Office", price: 1.2, qty: 10),
    Product(name: "Desk", category: "Furniture", price: 150, qty: 2),
    Product(name: "Paper", category: "Office", price: 4.99, qty: 5),
    Product(name: "Chair", category: "Furniture", price: 85.5, qty: 4),
    Product(name: "Lamp", category: "Lighting", price: 23, qty: 0),
]
let byCat = Dictionary(grouping: products, by: \.category)
for cat in byCat.keys.sorted() {
    let items = byCat[cat]!
    let value = items.reduce(0.0) { $0 + $1.price * Double($1.qty) }
    print("\(cat): \(items.map(\.name)) value=\(value)")
}
let counts = products.reduce(into: [String: Int]()) { $0[$1.category, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
let outOfStock = products.filter { $0.qty == 0 }.map(\.name)
print(outOfStock)
let priciest = products.sorted { $0.price > $1.price }.prefix(2).map(\.name)
print(priciest)
let totalQty = products.map(\.qty).reduce(0, +)
print(totalQty, Double(totalQty) / Double(products.count))
