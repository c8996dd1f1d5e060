func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 {
        (x, y) = (y, x % y)
    }
    return x
}
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
func digitSum(_ n: Int) -> Int {
    var n = abs(n), sum = 0
    while n > 0 { sum += n % 10; n /= 10 }
    return sum
}
func reversedDigits(_ n: Int) -> Int {
    var n = n, result = 0
    while n != 0 { result = result * 10 + n % 10; n /= 10 }
    return result
}
print(gcd(48, 18), gcd(-12, 8), gcd(7, 0))
print(lcm(4, 6), lcm(21, 6))
print(digitSum(9875), digitSum(-406))
print(reversedDigits(1230), reversedDigits(-321))
