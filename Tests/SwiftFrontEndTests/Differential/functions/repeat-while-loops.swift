// repeat-while runs at least once; while may not run at all.
var attempts = 0
repeat {
    attempts += 1
    print("attempt", attempts)
} while attempts < 3
var never = 10
while never < 5 { never += 1 }
repeat { never += 1 } while never < 5
print(never)
var n = 27, steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps", steps)
var digits: [Int] = []
var value = 9051
repeat {
    digits.insert(value % 10, at: 0)
    value /= 10
} while value > 0
print(digits)
