class Base {
    var value: Int = 0 {
        didSet { print("Base didSet \(oldValue) -> \(value)") }
    }
    init() { value = 1; print("Base init done") }
}
class Child: Base {
    override var value: Int {
        willSet { print("Child willSet \(value) -> \(newValue)") }
        didSet { print("Child didSet \(oldValue) -> \(value)") }
    }
    override init() {
        super.init()
        value = 2
        print("Child init done")
    }
}
let c = Child()
c.value = 3
let b: Base = c
b.value += 1
print(c.value)
class Doubler: Base {
    override var value: Int {
        get { super.value * 2 }
        set { super.value = newValue }
    }
}
let d = Doubler()
d.value = 5
print(d.value)
