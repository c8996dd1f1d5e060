protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "Hello from extension" }
    func farewell() -> String { "Bye from extension" }
}
class Person: Greeter {
    func greet() -> String { "Hello from Person" }
    func farewell() -> String { "Bye from Person" }
}
class Student: Person {
    override func greet() -> String { "Hello from Student" }
}
let p = Person()
let g: Greeter = p
print(p.greet(), "|", g.greet())
print(p.farewell(), "|", g.farewell())
let s: Greeter = Student()
print(s.greet(), "|", s.farewell())
func viaGeneric<T: Greeter>(_ x: T) -> String { x.greet() + " / " + x.farewell() }
print(viaGeneric(Student()))
print(viaGeneric(p))
struct Robot: Greeter {}
print(Robot().greet(), Robot().farewell())
let all: [Greeter] = [Robot(), Person(), Student()]
print(all.map { $0.greet() })
