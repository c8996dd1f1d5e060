struct Product {
    let sku: String
    let name: String
    let priceCents: Int
}

struct CartLine {
    let product: Product
    var quantity: Int
    var subtotal: Int { product.priceCents * quantity }
}

struct Cart {
    private(set) var lines: [CartLine] = []
    var discountPercent = 0

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Int { lines.reduce(0) { $0 + $1.subtotal } }
    var discount: Int { subtotal * discountPercent / 100 }
    var total: Int { subtotal - discount }

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[i].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }
}

func money(_ cents: Int) -> String {
    let r = cents % 100
    return "$\(cents / 100).\(r < 10 ? "0" : "")\(r)"
}

var cart = Cart()
let mug = Product(sku: "MUG-1", name: "Mug", priceCents: 1299)
let tee = Product(sku: "TEE-2", name: "T-Shirt", priceCents: 2050)
cart.add(mug)
cart.add(tee, quantity: 2)
cart.add(mug, quantity: 3)
for line in cart.lines { print("\(line.product.name) x\(line.quantity) = \(money(line.subtotal))") }
cart.discountPercent = 15
print("Items: \(cart.itemCount), subtotal \(money(cart.subtotal)), discount \(money(cart.discount)), total \(money(cart.total))")
