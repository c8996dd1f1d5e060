// Setting a property of a nested struct through a var writes back the whole chain.
struct Address {
    var city: String
    var zip: String
}

struct Customer {
    var name: String
    var address: Address
}

struct Order {
    var id: Int
    var customer: Customer
}

var order = Order(id: 1, customer: Customer(name: "Lee", address: Address(city: "Oslo", zip: "0150")))
let snapshot = order
order.customer.address.city = "Bergen"
order.customer.name += " Smith"
print(order.customer.name, order.customer.address.city)
print(snapshot.customer.name, snapshot.customer.address.city)

var orders = [order, snapshot]
orders[1].customer.address.zip = "9999"
print(orders.map { $0.customer.address.zip })
print(snapshot.customer.address.zip)
