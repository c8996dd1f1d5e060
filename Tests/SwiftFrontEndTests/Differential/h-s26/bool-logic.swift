let a = true, b = false
print(a && b, a || b, !a, a != b, a == !b)
var toggled = false
toggled.toggle()
print(toggled)
func check(_ n: Int) -> Bool { print("check \(n)"); return n > 1 }
print(check(0) && check(5))
print(check(2) || check(7))
let flags = [true, false, true]
print(flags.filter { $0 }.count, flags.allSatisfy { $0 }, flags.contains(false))
print(flags.map { $0 ? 1 : 0 }, flags.reduce(false) { $0 || $1 })
let maybeFlag: Bool? = nil
print(maybeFlag ?? true, maybeFlag == true, maybeFlag != false)
if maybeFlag == nil { print("unknown") }
let x = 7
let inRange = (1...10).contains(x) && x % 2 == 1
print(inRange, x > 5 ? "big" : "small")
