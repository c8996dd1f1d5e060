// Property default values are evaluated before the init body runs, in declaration order.
func trace(_ label: String, _ value: Int) -> Int {
    print("default for \(label)")
    return value
}

class Base {
    var a = trace("a", 1)
    var b = trace("b", 2)
    init() {
        print("Base.init body, a+b = \(a + b)")
    }
}

class Child: Base {
    var c = trace("c", 3)
    override init() {
        print("Child.init body start")
        super.init()
        print("Child.init body end, c = \(c)")
    }
}

_ = Child()
