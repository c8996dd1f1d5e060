let grid = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
outer: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() {
        if v == 5 { print("found 5 at", r, c); break outer }
        if v % 2 == 0 { continue outer }
        print("visit", v)
    }
}
var n = 27, steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps", steps)
var i = 10
repeat {
    print("i =", i)
    i -= 4
} while i > 0
print("final i", i)
search: while true {
    for k in 1... {
        if k * k > 50 { print("first square over 50:", k * k); break search }
    }
}
var primes: [Int] = []
candidate: for x in 2...30 {
    for p in primes where p * p <= x { if x % p == 0 { continue candidate } }
    primes.append(x)
}
print(primes)
