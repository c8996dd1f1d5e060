// Printing closures, functions and metatypes.
func greet() -> String { "hi" }
let f = greet
print(f())
print(type(of: f))
let add: (Int, Int) -> Int = { $0 + $1 }
print(type(of: add))
print(Int.self, String.self, [Int].self, [String: Bool].self)
print(Optional<Int>.self, (Int, String).self)
let metas: [Any.Type] = [Int.self, Double.self]
print(metas.count)
for m in metas { print(m) }
print(Int?.self == Optional<Int>.self)
