// Ternary operators and ?? chains.
let items = 3
print("You have \(items) item\(items == 1 ? "" : "s")")
let one = 1
print("You have \(one) item\(one == 1 ? "" : "s")")
let temp = 28
let label = temp > 30 ? "hot" : temp > 20 ? "warm" : "cold"
print(label)
let a: Int? = nil, b: Int? = nil, c: Int? = 7
print(a ?? b ?? c ?? 0)
print(a ?? 0 + 5)
let flag = false
print(flag ? 1 : -1, !flag ? "yes" : "no")
let values = [4, -3, 0]
print(values.map { $0 > 0 ? "+" : $0 < 0 ? "-" : "0" })
print(max(1, 2) > 1 ? "big" : "small")
