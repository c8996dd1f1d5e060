// Computed properties, property observers and lazy properties.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
class Settings {
    var volume = 5 {
        willSet { print("will set volume to \(newValue)") }
        didSet { print("volume changed from \(oldValue) to \(volume)") }
    }
    lazy var heavy: [Int] = { print("computing heavy"); return [1, 2, 3] }()
}
let s = Settings()
s.volume = 8
print("before lazy")
print(s.heavy.count)
print(s.heavy.count)
