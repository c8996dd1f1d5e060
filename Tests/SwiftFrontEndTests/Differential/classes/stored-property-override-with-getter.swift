// A subclass overrides an inherited stored property with a computed getter/setter.
class Item {
    var price: Int = 100
    func describe() -> String { "price \(price)" }
}

class DiscountedItem: Item {
    var discount = 10
    override var price: Int {
        get { super.price - discount }
        set { super.price = newValue + discount }
    }
}

let item = DiscountedItem()
print(item.describe())
item.price = 50
print(item.describe())
item.discount = 0
print(item.price)
let plain: Item = Item()
plain.price += 1
print(plain.describe())
