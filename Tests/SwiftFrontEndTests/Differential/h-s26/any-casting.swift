let things: [Any] = [1, "two", 3.0, true, [4, 5], (6, "six"), Optional<Int>.none as Any]
for t in things {
    switch t {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double: print("Double", d)
    case let b as Bool: print("Bool", b)
    case let a as [Int]: print("Array", a, a.count)
    case let (n, s) as (Int, String): print("Tuple", n, s)
    default: print("other", t)
    }
}
print(things.compactMap { $0 as? Int }, things.filter { $0 is String }.count)
class Animal { func sound() -> String { "..." } }
class Dog: Animal { override func sound() -> String { "woof" } }
class Cat: Animal { override func sound() -> String { "meow" } }
let zoo: [Animal] = [Dog(), Cat(), Animal(), Dog()]
print(zoo.map { $0.sound() })
print(zoo.filter { $0 is Dog }.count, zoo.compactMap { $0 as? Cat }.count)
if let d = zoo[0] as? Dog { print("first is a dog:", d.sound()) }
let maybeCat = zoo[0] as? Cat
print(maybeCat == nil)
