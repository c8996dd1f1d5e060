import Foundation

let a: CGFloat = 10
let b: CGFloat = 3
print(a / b)
print(a * b, a - b, a + b)
print(a.truncatingRemainder(dividingBy: b))
print(CGFloat.pi)
print(CGFloat(5) / 2)
let n = 4
print(a / CGFloat(n))
print(Double(a) / 4)
print(Int(a / b))
print(CGFloat(0.1) + CGFloat(0.2))
print(a > 9.5, b == 3)
print(-a)
print(sqrt(a * a + b * b))
