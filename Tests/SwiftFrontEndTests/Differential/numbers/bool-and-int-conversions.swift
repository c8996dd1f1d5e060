let flags = [true, false, true, true]
let onCount = flags.filter { $0 }.count
print(onCount)
let asInts = flags.map { $0 ? 1 : 0 }
print(asInts)
print(asInts.reduce(0, +))
let isEven = 10 % 2 == 0
print(isEven, !isEven)
print(1 < 2 && 2 < 3, 1 > 2 || 3 >= 3)
let n = 7
print(n > 5 ? "big" : "small")
print(Double(n) > 6.5)
print(n == 7 ? 1.5 : 2)
