struct Bag<T> {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
}
var bag = Bag<Double>()
bag.add(3)
print(bag.items, bag.items[0] / 2)
func wrap<T>(_ x: T) -> [T] { [x] }
let d: [Double] = wrap(2)
print(d)
