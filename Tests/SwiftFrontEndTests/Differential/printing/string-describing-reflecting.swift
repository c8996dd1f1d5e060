// String(describing:) vs String(reflecting:) on common types.
print(String(describing: "hi"), String(reflecting: "hi"))
print(String(describing: 42), String(reflecting: 42))
print(String(describing: 1.5), String(reflecting: 1.5))
print(String(describing: Character("c")), String(reflecting: Character("c")))
print(String(describing: [1, 2]), String(reflecting: [1, 2]))
print(String(describing: ["a"]), String(reflecting: ["a"]))
let o: Int? = 1
print(String(describing: o), String(reflecting: o))
print(String(describing: Int.self), String(reflecting: Int.self))
struct S { var v = "x" }
print(String(describing: S()), String(reflecting: S()))
print(String(reflecting: S.self))
print(String(describing: true))
