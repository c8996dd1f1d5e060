let lookup = { () -> Int? in 5 }
print(lookup())
func parse(_ text: String) -> Int? { Int(text) }
let parser = parse
print(parser("12"), parser("x"))
print(["1", "y"].map { text -> Int? in Int(text) })
func makeCounter() -> () -> Int? {
    var count = 0
    return { count += 1; return count < 3 ? count : nil }
}
let next = makeCounter()
print(next(), next(), next())
print(makeCounter()())
let scaled = { (x: Int) -> Int? in x > 0 ? x * 2 : nil }
print(scaled(4), scaled(-1))
func isEven(_ n: Int) -> Bool { n % 2 == 0 }
print([1, 2, 3].filter(isEven), ["3", "z"].map(parse))
