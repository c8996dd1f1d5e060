struct Bag<T> {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
}
var bag = Bag<Double>()
bag.add(3)
print(bag.items, bag.items[0] / 2)
var ints = Bag<Int>()
ints.add(3)
print(ints.items, ints.items[0] / 2)
var annotated: Bag<Double> = Bag()
annotated.add(5)
print(annotated.items)
func wrap<T>(_ x: T) -> [T] { [x] }
let d: [Double] = wrap(2)
print(d)
let e = wrap(2)
print(e)
func show<T>(_ a: T, _ b: T) { print(a, b) }
show(1, 2.5)
show(1, 2)
let x: Double = 4
show(x, 1)
struct Pair<A, B> { var first: A; var second: B }
let p = Pair<Double, Int>(first: 1, second: 2)
print(p.first, p.second)
let q = Pair(first: 1, second: 2.5)
print(q.first, q.second)
let filled = Bag<Double>(items: [1, 2])
print(filled.items)
let given: Bag<Double> = Bag(items: [3, 4])
print(given.items)
func twice<T>(_ value: T) -> (T, T) { (value, value) }
let t: (Double, Double) = twice(1)
print(t)
extension Bag {
    mutating func addTwice(_ item: T) { items.append(item); items.append(item) }
}
bag.addTwice(7)
print(bag.items)
func identity<T>(_ v: T) -> T { v }
let half: Double = identity(1) / 2
print(half)
let back: Double = identity(3)
print(back)
bag.items.append(8)
print(bag.items)
print(bag.items.first)
