// A generic function whose result is bound by a function value that gives an optional: refused
// (Swift prints Optional(3); the playground does not follow the binding).
func apply<A, B>(_ f: (A) -> B, to x: A) -> B { f(x) }
func maybe(_ x: Int) -> Int? { x > 0 ? x : nil }
print(apply(maybe, to: 3))
