// unowned for a back reference that always outlives the child.
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("Customer \(name) deinit") }
}

class CreditCard {
    let number: Int
    unowned let owner: Customer
    init(number: Int, owner: Customer) {
        self.number = number
        self.owner = owner
    }
    deinit { print("Card \(number) deinit") }
}

var john: Customer? = Customer(name: "John")
john!.card = CreditCard(number: 1234, owner: john!)
print("card owner:", john!.card!.owner.name)
let number = john!.card!.number
print("number:", number)
john = nil
print("after john = nil")
