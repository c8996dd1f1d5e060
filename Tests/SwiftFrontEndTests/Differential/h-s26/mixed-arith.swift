let count = 7
let total = 22
print(total / count, total % count, Double(total) / Double(count))
let ratio = Double(total) / 4
print(ratio, ratio * 2, Int(ratio) * 2)
let percent = 100 * count / total
print("\(percent)%", Double(100 * count) / Double(total))
var x = 10.0
x /= 4
x -= 0.5
x *= 3
print(x)
let a = 5, b = 2
print(Double(a / b), Double(a) / Double(b), a / b * b + a % b)
print(1 / 2 * 3.0, 3.0 * 1 / 2, 2 * 0.5)
let seconds = 3725
print("\(seconds / 3600)h \(seconds % 3600 / 60)m \(seconds % 60)s")
let celsius = [-40, 0, 37, 100]
print(celsius.map { Double($0) * 9 / 5 + 32 })
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2))
print(10.0.remainder(dividingBy: 3), 11.0.remainder(dividingBy: 3))
print(Int(-0.5), Int(0.9999), Double(Int(1e15)) + 0.5)
