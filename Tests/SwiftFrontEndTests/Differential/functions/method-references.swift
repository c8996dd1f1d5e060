// Static methods, instance method references and key paths as functions.
struct Temperature {
    var celsius: Double
    static func fromFahrenheit(_ f: Double) -> Temperature { Temperature(celsius: (f - 32) * 5 / 9) }
    func describe() -> String { "\(celsius)C" }
}
let temps = [32.0, 212.0, 50.0].map(Temperature.fromFahrenheit)
print(temps.map { $0.describe() })
print(temps.map(\.celsius))
let describeFn = Temperature.describe
print(describeFn(temps[1])())
let upper = String.uppercased
print(upper("abc")())
let words = ["kiwi", "fig", "banana"]
print(words.map(\.count))
print(words.sorted(by: { $0.count < $1.count }).first!)
print(words.map { $0.hasSuffix("a") })
