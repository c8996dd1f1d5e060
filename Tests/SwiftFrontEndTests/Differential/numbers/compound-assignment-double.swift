var x: Double = 10
x += 2.5
print(x)
x -= 1
print(x)
x *= 4
print(x)
x /= 3
print(x)
var width = 100.0
width /= 3
print(width)
width *= 3
print(width)
var total = 0.0
for price in [1.99, 2.49, 0.52] {
    total += price
}
print(total)
