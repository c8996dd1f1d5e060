import ContainmentEngine

/// A Double's properties (a CGFloat is one here): what `FloatingPoint` gives, computed by it.
extension Interpreter {
    static func floatingPointMember(_ name: String, of double: Double) -> Value? {
        switch name {
        case "isNaN": .bool(double.isNaN)
        case "isInfinite": .bool(double.isInfinite)
        case "isFinite": .bool(double.isFinite)
        case "isZero": .bool(double.isZero)
        case "isNormal": .bool(double.isNormal)
        case "isSubnormal": .bool(double.isSubnormal)
        case "magnitude": .double(double.magnitude)
        case "description": .string(String(double))
        case "sign": .enumCase(type: "FloatingPointSign", name: double.sign == .minus ? "minus" : "plus", payload: [])
        // The neighbouring values and the spacing of Doubles there (`(1.0).nextUp - 1.0 == .ulpOfOne`).
        case "nextUp": .double(double.nextUp)
        case "nextDown": .double(double.nextDown)
        case "ulp": .double(double.ulp)
        case "significand": .double(double.significand)
        case "exponent" where double.isFinite && !double.isZero: .int(Int(double.exponent))
        default: nil
        }
    }
}
