// String interpolation of many kinds of value.
struct User { var name: String; var age: Int }
enum Mode { case light, dark }
let count = 3
let price = 9.99
let ratio: Float = 0.5
let ok = true
let maybe: Int? = 4
let none: String? = nil
let list = [1, 2, 3]
let pair = (1, "one")
let user = User(name: "Ana", age: 31)
print("count: \(count), price: \(price), ratio: \(ratio)")
print("ok: \(ok), mode: \(Mode.dark)")
print("maybe: \(String(describing: maybe)), none: \(String(describing: none))")
print("list: \(list), pair: \(pair)")
print("user: \(user)")
print("math: \(count * 2 + 1), \(price * 2)")
print("nested: \("inner \(count)")")
print("char: \(Character("x")), range: \(1...3)")
print("empty: [\("")]")
