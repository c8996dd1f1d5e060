var d = 0.0
for _ in 0..<10 {
    d += 0.1
}
print(d)
print(d == 1.0)
print(abs(d - 1.0) < 1e-9)
var f: Float = 0
for _ in 0..<10 {
    f += 0.1
}
print(f)
print(f == 1)
print(Double.ulpOfOne)
print((1.0).nextUp)
print(0.1 * 3, 0.3)
print(0.1 * 3 == 0.3)
