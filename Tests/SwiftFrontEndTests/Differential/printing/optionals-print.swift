// How optionals print with print() and in interpolation.
let a: Int? = 3
let b: Int? = nil
let s: String? = "a"
print(a as Any)
print(b as Any)
print(s as Any)
print(a!, s!)
print("value: \(String(describing: a))")
print("name: \(String(describing: s))")
print("none: \(String(describing: b))")
let d: Double? = 2.5
print(d as Any, d ?? 0)
print([a, b])
