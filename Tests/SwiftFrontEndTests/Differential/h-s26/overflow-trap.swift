func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
for n in [5, 10, 20] { print(n, factorial(n)) }
print(Int.max &+ 1)
print(factorial(21))
