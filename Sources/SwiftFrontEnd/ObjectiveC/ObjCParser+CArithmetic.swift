import ContainmentEngine

/// C's arithmetic types: an expression's C type as far as the file says, the usual arithmetic
/// conversions and integer promotions, and the wrapping or rounding a narrower type needs.
extension ObjCParser {
    /// Arithmetic in C's type for it (the usual arithmetic conversions): an `unsigned` or narrower
    /// result wraps as C's does, a `float` one rounds; `long` and `double` are the runtime's own.
    func typed(_ op: String, _ left: Expr, _ right: Expr, _ loc: Loc) -> Expr {
        let folded = Self.folded(.binary(op, left, right, loc))
        let isShift = op == "<<" || op == ">>"
        let result = isShift ? promoted(cType(of: left)) : usual(cType(of: left), cType(of: right))
        guard let result, let conversion = result.narrowing else { return folded }
        if case .int = folded, result == .int { return folded }
        // Unsigned and float operands are converted first (`(unsigned)-1 / 2` divides 4294967295).
        let operandsConvert: Bool
        switch result {
        case .integer(let kind): operandsConvert = !kind.signed
        case .float: operandsConvert = true
        default: operandsConvert = false
        }
        let l = operandsConvert ? Expr.prefix(conversion, left, loc) : left
        let r = operandsConvert && !isShift ? Expr.prefix(conversion, right, loc) : right
        return .prefix(conversion, .binary(op, l, r, loc), loc)
    }

    /// C's integer promotions: what is narrower than `int` (and a BOOL) computes as `int`.
    func promoted(_ type: CType?) -> CType? {
        switch type {
        case .integer(let kind)? where kind.bits < 32: .int
        case .bool?: .int
        default: type
        }
    }

    /// C's usual arithmetic conversions of two operands' types; nil when either is unknown.
    func usual(_ a: CType?, _ b: CType?) -> CType? {
        guard let a = promoted(a), let b = promoted(b) else { return nil }
        if a == .floating || b == .floating { return .floating }
        if a == .float || b == .float {
            if case .integer = a, b == .float { return .float }
            if case .integer = b, a == .float { return .float }
            return a == b ? .float : nil
        }
        guard case .integer(let x) = a, case .integer(let y) = b else { return nil }
        if x.signed == y.signed { return .integer(x.bits >= y.bits ? x : y) }
        let (unsigned, signed) = x.signed ? (y, x) : (x, y)
        if unsigned.bits >= signed.bits { return .integer(unsigned) }
        return .integer(signed)
    }

    /// The C type of an expression, as far as the file says (nil: unknown, computed as Swift's).
    func cType(of expr: Expr) -> CType? {
        switch expr {
        case .int(let value): return value >= Int(Int32.min) && value <= Int(Int32.max) ? .int : .long
        case .double: return .floating
        case .bool: return .int
        case .prefix(let op, let inner, _):
            if let type = CType.converting(op) { return type }
            switch op {
            case "objc.truth", "objc.not": return .int
            case "-", "~", "+": return promoted(cType(of: inner))
            default: return nil
            }
        case .binary(let op, let left, let right, _):
            if ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op) { return .int }
            if op == "<<" || op == ">>" { return promoted(cType(of: left)) }
            return usual(cType(of: left), cType(of: right))
        case .ternary(_, let then, let otherwise): return usual(cType(of: then), cType(of: otherwise))
        case .call(.name(let function, _), _, _, _): return functionResults[function]
        case .name, .member, .optionalChain: return type(of: expr)
        default: return nil
        }
    }

    static func isNumericOperator(_ op: String) -> Bool {
        ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", ">", "<=", ">="].contains(op)
    }

    /// Whether the file says the expression is a number (a literal, or of a numeric C type).
    func isNumber(_ expr: Expr) -> Bool {
        switch cType(of: expr) {
        case .integer?, .floating?, .float?, .bool?: true
        default: false
        }
    }

    /// Whether C's value is a comparison's 0 or 1 or a BOOL (the runtime holds them as Bools).
    func isBoolean(_ expr: Expr) -> Bool {
        switch expr {
        case .bool: true
        case .binary(let op, _, _, _): ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op)
        case .prefix("objc.not", _, _), .prefix("objc.truth", _, _), .prefix("objc.(BOOL)", _, _), .cast(_, .check, _, _): true
        case .name, .member: type(of: expr) == .bool
        default: false
        }
    }
}
