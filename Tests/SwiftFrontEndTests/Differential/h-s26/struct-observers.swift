struct Thermostat {
    var target: Double = 20.0 {
        willSet { print("will set to \(newValue) from \(target)") }
        didSet {
            if target > 30 { target = 30; print("clamped") }
            print("did set from \(oldValue) to \(target)")
        }
    }
    var fahrenheit: Double {
        get { target * 9 / 5 + 32 }
        set { target = (newValue - 32) * 5 / 9 }
    }
}
var t = Thermostat()
t.target = 22.5
t.target = 35
print(t.fahrenheit)
t.fahrenheit = 212
print(t.target)
t.target += 1
print(t)
