// Generic wrapper classes Box<T> holding objects, weak boxes, optional chaining
final class Box<T> {
    var value: T
    init(_ v: T) { value = v; print("Box<\(T.self)> init") }
    deinit { print("Box<\(T.self)> deinit") }
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(f(value)) }
}

final class Weak<T: AnyObject> {
    weak var value: T?
    init(_ v: T) { value = v }
    var isAlive: Bool { value != nil }
}

final class User {
    let name: String
    var friend: Box<User>?
    init(_ n: String) { name = n; print("User \(n) init") }
    deinit { print("User \(name) deinit") }
}

var u1: User? = User("ann")
let w1 = Weak(u1!)
var boxed: Box<User>? = Box(u1!)
u1 = nil
print("ann alive via box:", w1.isAlive)
let nameBox = boxed!.map { $0.name.uppercased() }
print("mapped:", nameBox.value)
boxed = nil
print("ann alive:", w1.isAlive, "name via weak:", w1.value?.name ?? "nil")

var b: User? = User("ben")
b!.friend = Box(User("cat"))
print("friend of ben:", b?.friend?.value.name ?? "none")
let wCat = Weak(b!.friend!.value)
b!.friend?.value = User("dan")
print("cat alive:", wCat.isAlive)
b!.friend = nil
print("friend now:", b?.friend?.value.name ?? "none")
b = nil
print("b is nil; chained name:", b?.friend?.value.name ?? "none")

var boxes: [Box<Int>] = [Box(1), Box(2)]
print("sum", boxes.reduce(0) { $0 + $1.value })
boxes.removeLast()
print("one left")
boxes = []
print("end")
