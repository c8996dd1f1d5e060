// An indirect enum as an expression tree, evaluated and printed recursively.
indirect enum Expr {
    case number(Int)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case let .add(a, b): return a.evaluate() + b.evaluate()
        case let .multiply(a, b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }

    var text: String {
        switch self {
        case .number(let n): return "\(n)"
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .multiply(a, b): return "\(a.text) * \(b.text)"
        case .negate(let e): return "-\(e.text)"
        }
    }
}

let two = Expr.number(2)
let sum = Expr.add(.number(3), .number(4))
let product = Expr.multiply(sum, two)
let expr = Expr.add(product, .negate(.number(5)))
print(expr.text)
print(expr.evaluate())
print(Expr.negate(.negate(two)).evaluate())
