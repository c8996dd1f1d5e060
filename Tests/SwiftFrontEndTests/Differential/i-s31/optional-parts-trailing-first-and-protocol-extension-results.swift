func attempt() -> (Int?, String?) { return (1, "x") }
let (v, e) = attempt()
print(v as Any, e as Any)
let (p, q): (Int?, Int?) = (1, nil)
print(p as Any, q as Any)
let t = attempt()
print(t.0 as Any)
let nums = [1, 2, 3]
let a = nums.first { $0 > 1 }
print(a as Any)
let b = nums.first(where: { $0 > 1 })
print(b as Any)
let c = nums.last { $0 > 1 }
print(c as Any)
let m = nums.max { $0 < $1 }
print(m as Any)
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container {
    func peek() -> Item? { items.last }
}
struct Box: Container { var items: [String] = ["hat"] }
print(Box().peek() as Any)
