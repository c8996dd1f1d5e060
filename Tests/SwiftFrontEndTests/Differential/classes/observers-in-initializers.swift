// In an initialiser, a property the class stores itself is set without observers (a subclass's
// overriding ones too); one a superclass stores is set with them. Inside its own observer, a
// property is its storage, whatever a subclass overrides.
class Base {
    var value = 0 { didSet { print("Base didSet \(oldValue) -> \(value)") } }
    init() { value = 1 }
}
class Child: Base {
    override var value: Int { didSet { print("Child didSet") } }
    override init() {
        super.init()
        value = 2
    }
}
let child = Child()
print("made", child.value)
child.value = 3
class Doubler: Base {
    override var value: Int {
        get { super.value * 2 }
        set { super.value = newValue }
    }
}
let doubler = Doubler()
doubler.value = 5
print(doubler.value)
