// A subclass adds observers to an inherited property: both sets run, subclass first for willSet.
class Model {
    var value: Int = 0 {
        willSet { print("Model.willSet \(value) -> \(newValue)") }
        didSet { print("Model.didSet \(oldValue) -> \(value)") }
    }
}

class TrackedModel: Model {
    var changes = 0
    override var value: Int {
        willSet { print("Tracked.willSet \(value) -> \(newValue)") }
        didSet {
            changes += 1
            print("Tracked.didSet \(oldValue) -> \(value), changes \(changes)")
        }
    }
}

let m = TrackedModel()
m.value = 3
print("---")
m.value += 4
print("---")
let base: Model = m
base.value = 1
print(m.changes)
