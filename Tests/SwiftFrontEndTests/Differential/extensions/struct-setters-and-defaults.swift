// A struct's computed property with a setter, and default arguments of mutating methods.
struct Thermostat {
    var celsius: Double = 20
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Thermostat()
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
protocol Counter { var count: Int { get set } }
extension Counter {
    mutating func increment(by n: Int = 1) { count += n }
}
struct Clicks: Counter { var count = 0 }
var clicks = Clicks()
clicks.increment()
clicks.increment(by: 5)
print(clicks.count)
struct Stepper {
    var value = 0
    mutating func step(_ by: Int = 2, times: Int = 3) { value += by * times }
}
var stepper = Stepper()
stepper.step()
stepper.step(1)
stepper.step(times: 1)
print(stepper.value)
