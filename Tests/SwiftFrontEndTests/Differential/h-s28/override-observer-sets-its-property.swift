// Setting the property inside an override's own observer goes through the superclass's setter
// and observers (not the override's again); inside the stored property's own observer, none run.
class Slider {
    var value = 0 {
        didSet {
            print("Slider did \(oldValue) -> \(value)")
            if value < 0 { value = 0 }
        }
    }
}

class Clamped: Slider {
    override var value: Int {
        willSet { print("Clamped will \(newValue)") }
        didSet {
            print("Clamped did \(oldValue) -> \(value)")
            if value > 1 { value = 1 }
        }
    }
}

let s = Clamped()
s.value = 3
print(s.value)
s.value = -4
print(s.value)
