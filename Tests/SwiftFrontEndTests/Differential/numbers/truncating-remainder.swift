print(10.5.truncatingRemainder(dividingBy: 3))
print((-10.5).truncatingRemainder(dividingBy: 3))
print(10.5.remainder(dividingBy: 3))
print(7.0.remainder(dividingBy: 2))
print(5.0.remainder(dividingBy: 2))
let angle = 725.0
print(angle.truncatingRemainder(dividingBy: 360))
print(Double(17 % 5))
print(1.0.truncatingRemainder(dividingBy: 0).isNaN)
