import Foundation

func fahrenheit(_ celsius: Double) -> Double {
    return celsius * 9 / 5 + 32
}
func celsius(_ fahrenheit: Double) -> Double {
    return (fahrenheit - 32) * 5 / 9
}
for c in [-40, 0, 37, 100] {
    print("\(c)C = \(fahrenheit(Double(c)))F")
}
print(celsius(98.6))
print(celsius(212))
print((celsius(50) * 10).rounded(.toNearestOrAwayFromZero) / 10)
let readings: [Double] = [21, 23.5, 19]
print(readings.map(fahrenheit))
