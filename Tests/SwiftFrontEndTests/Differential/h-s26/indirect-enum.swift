indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let x): return -eval(x)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let x): return "-\(show(x))"
    }
}
let e = Expr.add(.num(2), .mul(.num(3), .neg(.num(4))))
print(show(e), "=", eval(e))
print(Expr.neg(.num(1)))
enum List { case empty; indirect case node(Int, List) }
func sum(_ l: List) -> Int { if case let .node(v, rest) = l { return v + sum(rest) }; return 0 }
let l = List.node(1, .node(2, .node(3, .empty)))
print(sum(l))
print(l)
