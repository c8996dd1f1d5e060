// Overloading by argument label, parameter type, and return type.
func describe(_ x: Int) -> String { "Int \(x)" }
func describe(_ x: String) -> String { "String \(x)" }
func describe(_ x: Double) -> String { "Double \(x)" }
func describe(count x: Int) -> String { "count \(x)" }
func describe<T>(_ xs: [T]) -> String { "array of \(xs.count)" }
func make() -> Int { 1 }
func make() -> String { "one" }
print(describe(3))
print(describe("s"))
print(describe(2.5))
print(describe(count: 4))
print(describe([1, 2]))
let i: Int = make()
let s: String = make()
print(i, s)
print(describe(3 + 0.5))
