class Engine {
    let name: String
    init(_ n: String) { name = n; print("+engine \(n)") }
    deinit { print("-engine \(name)") }
}
class Car {
    let engine: Engine
    let label: String
    weak var owner: Person?
    init(_ label: String) { self.label = label; engine = Engine(label + "E"); print("+car \(label)") }
    deinit { print("-car \(label)") }
}
class Person {
    let name: String
    var car: Car?
    init(_ n: String) { name = n; print("+person \(n)") }
    deinit { print("-person \(name)") }
}
func scenario() {
    let p = Person("Ann")
    let c = Car("Mini")
    p.car = c
    c.owner = p
    print("owner is \(c.owner?.name ?? "none")")
}
scenario()
print("---")
var p2: Person? = Person("Bo")
p2!.car = Car("Van")
let keep = p2!.car!
p2 = nil
print("car owner after release:", keep.owner?.name ?? "nil", keep.label)
