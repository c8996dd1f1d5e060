struct Pile<Element> {
    var stacked: [Element] = []
    var height: Int { stacked.count }
    mutating func push(_ item: Element) { stacked.append(item) }
}
var bag = Pile<Double>()
bag.push(3)
print(bag.stacked, bag.stacked[0] / 2, bag.height)
var ints = Pile<Int>()
ints.push(3)
print(ints.stacked, ints.stacked[0] / 2)
var annotated: Pile<Double> = Pile()
annotated.push(5)
print(annotated.stacked)
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
let filled = Pile<Double>(stacked: [1, 2])
print(filled.stacked)
let given: Pile<Double> = Pile(stacked: [3, 4])
print(given.stacked)
func twice<T>(_ value: T) -> (T, T) { (value, value) }
let t: (Double, Double) = twice(1)
print(t)
extension Pile {
    mutating func pushTwice(_ item: Element) { push(item); push(item) }
}
bag.pushTwice(7)
print(bag.stacked)
func identity<T>(_ v: T) -> T { v }
let half: Double = identity(1) / 2
print(half)
let back: Double = identity(3)
print(back)
bag.stacked.append(8)
print(bag.stacked)
print(bag.stacked.first)
