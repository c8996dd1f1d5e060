import Foundation
enum Either<L, R> {
    case left(L)
    case right(R)
}
let e: Either<Double, String> = .left(2)
switch e {
case .left(let v): print("left", v)
case .right(let s): print("right", s)
}
let f = Either<Double, String>.left(3)
if case .left(let v) = f { print(v) }
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
    subscript(times: Int) -> [T] { Array(repeating: value, count: times) }
}
let box = Box<Double>(4)
print(box.value, box[2])
box.value = 5
print(box.value)
let inferred = Box(2.5)
print(inferred.value)
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var stack = Stack<CGFloat>()
stack.push(1)
stack.push(2)
print(stack.top as Any, stack.pop() as Any, stack.items)
var optionals = Stack<Int?>()
optionals.push(nil)
optionals.push(3)
print(optionals.items)
func makePair<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
let mixed: (Double, Int) = makePair(1, 2)
print(mixed)
func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
print(sum([1, 2.5]), sum([1, 2]))
let total: Double = sum([1, 2])
print(total)
func describe(_ value: Either<Double, String>) { if case .left(let v) = value { print("given", v) } }
describe(.left(6))
let maybe: Either<Double, String>? = .left(7)
if case .left(let v)? = maybe { print(v) }
struct Factory<T> { static func make(_ value: T) -> [T] { [value] } }
print(Factory<Double>.make(8))
