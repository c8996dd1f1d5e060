// Default description of a struct lists its stored properties with labels.
struct P { var x: Int; var name: String }
struct Line { var from: P; var to: P }
struct Empty {}
struct WithOptional { var tag: String?; var count: Int = 0 }
let p = P(x: 1, name: "a")
print(p)
print(Line(from: p, to: P(x: 2, name: "b")))
print(Empty())
print(WithOptional(tag: nil))
print(WithOptional(tag: "t", count: 2))
print([p, P(x: 5, name: "z")])
print("interpolated: \(p)")
struct Computed { var a = 1; var double: Int { a * 2 } }
print(Computed())
