let x = 2.5
print(x * 2)
print(2 * x)
print(x / 2)
print(x + 1)
print(x - 3)
let y: Double = 7
print(y * 3, y / 2, y - 10)
var z = 0.0
z = 4
print(z)
let items = 3
print(x * Double(items))
