let a = 5
let b = -a
print(b, -b, -(-b))
var c = -3
c = -c * 2
print(c)
let d = -2.5
print(d, -d, abs(d))
print(-7 / 2, -7 % 2)
let diff = 3 - 10
print(-diff, -(diff * 2))
let values = [3, -1, 4, -1, -5, 9]
print(values.filter { $0 < 0 }.count, values.reduce(0, +))
print(values.map { -$0 })
