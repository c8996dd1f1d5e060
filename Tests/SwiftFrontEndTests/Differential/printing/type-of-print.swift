// type(of:) prints type names.
let values: [Any] = [1, "s", 2.0, true, [1], ["a": 1], Optional(3) as Any, (1, "x")]
for v in values { print(type(of: v)) }
struct Box<T> { var item: T }
print(type(of: Box(item: 5)))
print(type(of: Box(item: ["a"])))
class Animal {}
class Dog: Animal {}
let pet: Animal = Dog()
print(type(of: pet))
print(type(of: [1, 2, 3].map { String($0) }))
print(type(of: 1...3), type(of: 0..<1))
print(type(of: { (x: Int) in x * 2 }))
