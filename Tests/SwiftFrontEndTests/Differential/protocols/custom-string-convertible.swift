// CustomStringConvertible changes what print and interpolation show.
struct Money: CustomStringConvertible {
    let cents: Int
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        let fraction = value % 100
        return "\(sign)$\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

class Invoice: CustomStringConvertible {
    var lines: [(String, Money)] = []
    var description: String {
        "Invoice(\(lines.count) lines, total \(Money(cents: lines.reduce(0) { $0 + $1.1.cents })))"
    }
}

let price = Money(cents: 1999)
print(price)
print("Price: \(price)")
print([Money(cents: 5), Money(cents: -250)])
let invoice = Invoice()
invoice.lines.append(("Coffee", Money(cents: 350)))
invoice.lines.append(("Cake", Money(cents: 425)))
print(invoice)
print(String(describing: Money(cents: 100)))
let optional: Money? = Money(cents: 1)
print(optional as Any)
