enum CheckoutError: Error { case emptyCart, paymentDeclined(reason: String), addressMissing }

struct Checkout {
    var items: [Int]
    var address: String?
    var cardBalance: Int

    func verifyCart() throws -> Int {
        guard !items.isEmpty else { throw CheckoutError.emptyCart }
        return items.reduce(0, +)
    }
    func charge(_ amount: Int) throws -> Int {
        guard amount <= cardBalance else {
            throw CheckoutError.paymentDeclined(reason: "needs \(amount), has \(cardBalance)")
        }
        return cardBalance - amount
    }

    func placeOrder() throws -> String {
        let total = try verifyCart()
        guard let address = address else { throw CheckoutError.addressMissing }
        let remaining = try charge(total)
        return "shipped \(items.count) items to \(address); total \(total), card left \(remaining)"
    }
}

let attempts = [
    Checkout(items: [], address: "1 Elm", cardBalance: 100),
    Checkout(items: [20, 30], address: nil, cardBalance: 100),
    Checkout(items: [70, 50], address: "2 Oak", cardBalance: 100),
    Checkout(items: [15, 25, 10], address: "3 Pine", cardBalance: 100),
]
for c in attempts {
    do {
        print(try c.placeOrder())
    } catch let error as CheckoutError {
        switch error {
        case .emptyCart: print("cart is empty")
        case .addressMissing: print("add a shipping address")
        case .paymentDeclined(let reason): print("declined: \(reason)")
        }
    } catch { print("unexpected") }
}
