struct Item { let name: String; let unitPrice: Double; var quantity: Int }
class Cart {
    private(set) var items: [Item] = []
    var discount: Double = 0 {
        didSet { print("discount set to \(discount)") }
    }
    func add(_ name: String, price: Double, qty: Int = 1) {
        if let i = items.firstIndex(where: { $0.name == name }) {
            items[i].quantity += qty
        } else {
            items.append(Item(name: name, unitPrice: price, quantity: qty))
        }
    }
    var subtotal: Double { items.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) } }
    var total: Double { subtotal * (1 - discount) }
}
let cart = Cart()
cart.add("apple", price: 0.5, qty: 6)
cart.add("bread", price: 2.25)
cart.add("apple", price: 0.5, qty: 2)
cart.add("milk", price: 1)
for it in cart.items { print(it.name, it.quantity, it.unitPrice * Double(it.quantity)) }
print("subtotal", cart.subtotal)
cart.discount = 0.1
print("total", cart.total)
cart.discount = 1
print("total", cart.total)
print(cart.items.map(\.name).sorted(by: >))
