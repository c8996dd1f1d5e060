func average(_ xs: [Double]) -> Double {
    if xs.isEmpty { return 0 }
    return xs.reduce(0, +) / Double(xs.count)
}
print(average([]), average([1, 2, 4]))
func bounds(_ xs: [Double]) -> (lo: Double, hi: Double) {
    guard let f = xs.first else { return (0, 0) }
    return (xs.min() ?? f, xs.max() ?? f)
}
print(bounds([]), bounds([3, 1, 2]))
func sign(_ x: Double) -> Double { x > 0 ? 1 : (x < 0 ? -1 : 0) }
print([-2.5, 0, 7].map(sign))
struct Settings {
    var volume: Double = 5
    var brightness: Double?
    var zero: Double { 0 }
}
var s = Settings()
print(s.volume, s.brightness as Any, s.zero)
s.brightness = 8
s.volume = 11
print(s)
enum Coin: Double { case penny = 0.01, dime = 0.1, dollar = 1 }
print(Coin.dollar.rawValue, Coin.penny.rawValue, Coin(rawValue: 0.1) as Any)
let weights: [String: [Double]] = ["a": [1, 2]]
print(weights)
