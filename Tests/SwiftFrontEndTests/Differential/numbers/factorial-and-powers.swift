func factorial(_ n: Int) -> Int {
    return n <= 1 ? 1 : n * factorial(n - 1)
}
func power(_ base: Int, _ exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}
for n in [0, 1, 5, 10, 20] {
    print("\(n)! =", factorial(n))
}
print(power(2, 10), power(3, 0), power(-2, 5))
print(power(2, 62))
print(Int.max / power(2, 62))
var fib = [0, 1]
while fib.count < 15 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
print(fib)
