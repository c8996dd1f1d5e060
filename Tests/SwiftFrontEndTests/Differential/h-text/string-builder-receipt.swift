struct LineItem {
    let name: String
    let quantity: Int
    let unitCents: Int
    var totalCents: Int { quantity * unitCents }
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    let frac = c % 100
    return "\(sign)\(c / 100).\(frac < 10 ? "0\(frac)" : "\(frac)")"
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(0, width - s.count))
    return right ? spaces + s : s + spaces
}

let items = [
    LineItem(name: "Espresso", quantity: 2, unitCents: 275),
    LineItem(name: "Croissant", quantity: 1, unitCents: 350),
    LineItem(name: "Water", quantity: 3, unitCents: 100),
]
var receipt = ""
for item in items {
    receipt += pad("\(item.quantity)x \(item.name)", 16) + pad(money(item.totalCents), 8, right: true) + "\n"
}
let subtotal = items.reduce(0) { $0 + $1.totalCents }
let discount = -subtotal / 10
let tax = (subtotal + discount) * 8 / 100
receipt += String(repeating: "-", count: 24) + "\n"
for (label, amount) in [("Subtotal", subtotal), ("Discount", discount), ("Tax", tax), ("TOTAL", subtotal + discount + tax)] {
    receipt += pad(label, 16) + pad(money(amount), 8, right: true) + "\n"
}
print(receipt, terminator: "")
print(receipt.split(separator: "\n").count)
