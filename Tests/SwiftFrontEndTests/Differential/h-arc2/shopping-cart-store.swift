// Shopping cart with items as classes, subscriptions via closures in a dictionary keyed by id
final class Product {
    let sku: String
    let price: Int
    init(_ sku: String, _ price: Int) { self.sku = sku; self.price = price; print("product \(sku)") }
    deinit { print("~product \(sku)") }
}

final class LineItem {
    let product: Product
    var qty: Int
    init(_ p: Product, qty: Int) { product = p; self.qty = qty }
    deinit { print("~line \(product.sku) x\(qty)") }
}

final class Cart {
    private(set) var lines: [LineItem] = []
    private var listeners: [Int: (Int) -> Void] = [:]
    private var nextId = 0
    deinit { print("~cart") }
    var total: Int { lines.reduce(0) { $0 + $1.product.price * $1.qty } }
    @discardableResult
    func onChange(_ f: @escaping (Int) -> Void) -> Int { nextId += 1; listeners[nextId] = f; return nextId }
    func removeListener(_ id: Int) { listeners[id] = nil; print("listener \(id) removed") }
    private func notify() { for id in listeners.keys.sorted() { listeners[id]!(total) } }
    func add(_ p: Product, qty: Int = 1) {
        if let l = lines.first(where: { $0.product === p }) { l.qty += qty }
        else { lines.append(LineItem(p, qty: qty)) }
        notify()
    }
    func remove(sku: String) {
        lines.removeAll { $0.product.sku == sku }
        notify()
    }
}

final class TotalLabel {
    var text = ""
    init() { print("label init") }
    deinit { print("~label '\(text)'") }
}

var cart: Cart? = Cart()
var label: TotalLabel? = TotalLabel()
let id1 = cart!.onChange { [weak label] t in label?.text = "$\(t)"; print("  label -> $\(t)") }
cart!.onChange { t in if t > 20 { print("  big cart!") } }
var pen: Product? = Product("pen", 3)
cart!.add(pen!)
cart!.add(Product("book", 12), qty: 2)
cart!.add(pen!, qty: 2)
pen = nil
print("pen var cleared; still in cart")
cart!.remove(sku: "pen")
label = nil
cart!.removeListener(id1)
cart!.add(Product("mug", 7))
cart = nil
print("end")
