struct Customer {
    let id: Int
    let name: String
    var loyaltyPoints: Int
}

struct Order {
    let number: String
    let customerID: Int
    let amount: Double
}

class Store {
    var customers: [Int: Customer] = [:]
    var orders: [Order] = []

    func customer(for order: Order) -> Customer? {
        customers[order.customerID]
    }

    func process(_ order: Order) {
        let c = customer(for: order)!
        let points = Int(order.amount / 10)
        customers[c.id]?.loyaltyPoints += points
        print("Order \(order.number) for \(c.name): +\(points) points -> \(customers[c.id]!.loyaltyPoints)")
    }
}

let store = Store()
store.customers[7] = Customer(id: 7, name: "Rita", loyaltyPoints: 10)
store.customers[9] = Customer(id: 9, name: "Omar", loyaltyPoints: 0)
store.orders = [
    Order(number: "A-100", customerID: 7, amount: 125.5),
    Order(number: "A-101", customerID: 9, amount: 40),
    Order(number: "A-102", customerID: 4, amount: 99),
]
for order in store.orders {
    store.process(order)
}
print("unreachable")
