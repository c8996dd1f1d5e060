import Foundation

print(floor(3.7), floor(-3.7))
print(ceil(3.2), ceil(-3.2))
print(round(2.5), round(-2.5), round(2.49))
print(sqrt(16.0), sqrt(2.0))
print(pow(2.0, 10.0), pow(10.0, -2.0))
print(pow(2, 0.5))
print(fabs(-4.25))
print(trunc(-9.99))
print(sqrt(-1.0).isNaN)
let side: Double = 9
print(sqrt(side) * 2)
print(Int(pow(3.0, 4.0)))
