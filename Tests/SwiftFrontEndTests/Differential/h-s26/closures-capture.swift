func makeCounter(start: Int) -> () -> Int {
    var count = start
    return { count += 1; return count }
}
let c1 = makeCounter(start: 10)
let c2 = makeCounter(start: 0)
print(c1(), c1(), c2(), c1(), c2())
var handlers: [() -> Void] = []
for i in 0..<3 { handlers.append { print("handler", i) } }
handlers.forEach { $0() }
var x = 5
let show = { print("x is", x) }
x = 7
show()
let capture = { [x] in print("captured", x) }
x = 100
capture()
func apply(_ n: Int, _ f: (Int) -> Int) -> Int { f(n) }
print(apply(3) { $0 * $0 })
print(apply(4, { n in n + 1 }))
let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int in { g(f($0)) } }
print(compose({ $0 + 1 }, { $0 * 10 })(2))
