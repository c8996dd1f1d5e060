import ContainmentEngine

/// Two methods of an integer range (held here as its values, in order: `TypePass` knows whether
/// it is closed): `clamped(to:)` and `overlaps(_:)`, on the values the two ranges hold.
extension Interpreter {
    /// nil when the call is neither (or a range is not of integers).
    func rangeCall(_ name: String, _ items: [Value], _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        guard name == "clamped" && labels == ["to"] || name == "overlaps" && labels == [nil], case .array(let limits)? = arguments.first,
            let own = Self.integerBounds(items), let other = Self.integerBounds(limits)
        else { return nil }
        // Both of integers and not empty (an empty range held as its values has lost its bounds).
        guard let (low, high) = own, let (limitLow, limitHigh) = other else {
            if name == "overlaps" { return .bool(false) }  // Swift: an empty range overlaps nothing
            throw error(
                "clamped(to:) of an empty range held in a value is not supported by the playground yet (its bounds are not known here); \(Lowering.supportPage)",
                loc)
        }
        let (lower, upper) = (max(low, limitLow), min(high, limitHigh))
        if name == "overlaps" { return .bool(lower <= upper) }
        // Ranges that do not meet clamp to a bound of the limits (`10...10`, or `10..<10`, empty):
        // which one depends on whether the ranges are closed, which the values do not tell.
        guard lower <= upper else {
            throw error("clamped(to:) of ranges that do not overlap is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
        return .array((lower...upper).map { .int($0) })
    }

    /// The first and last values of a range of integers (nil inside: empty); nil when a value is
    /// not an integer.
    private static func integerBounds(_ items: [Value]) -> (Int, Int)?? {
        guard let first = items.first, let last = items.last else { return .some(nil) }
        guard case .int(let low) = first, case .int(let high) = last, low <= high else { return nil }
        return .some((low, high))
    }
}
