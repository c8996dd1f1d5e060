// CustomStringConvertible changes print and interpolation.
struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
let price = Money(cents: 1205)
print(price)
print("Total: \(price)")
print([price, Money(cents: 99)])
print(String(describing: price))
let maybe: Money? = price
print(maybe as Any)
debugPrint(price)
struct Order { var id: Int; var total: Money }
print(Order(id: 1, total: price))
