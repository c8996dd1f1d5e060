import ContainmentEngine

/// What the pass knows of the standard collections' views: where their ends are optionals.
extension TypePass {
    /// Calls that give a collection's element or nil.
    static let optionalElementCalls: [(name: String, labels: [String?])] = [
        ("min", []), ("max", []), ("min", ["by"]), ("max", ["by"]), ("first", ["where"]), ("last", ["where"]), ("randomElement", []),
    ]

    /// `range.lowerBound`, `range.upperBound` of a range the pass knows to be one: the runtime
    /// holds a range's values, so the member says which kind it is (`3...7`'s upper bound is 7,
    /// `3..<7`'s is 7 too, one past its last value).
    func rangeBound(_ base: Expr, _ name: String) -> String? {
        guard name == "lowerBound" || name == "upperBound", case .range(let closed) = type(of: base) else { return nil }
        return name == "lowerBound" ? Interpreter.rangeLowerBound : closed ? Interpreter.closedRangeUpperBound : Interpreter.rangeUpperBound
    }

    /// `counts.values`, `counts.keys`: a dictionary's views, collections whose ends are optionals.
    func isDictionaryView(_ expr: Expr) -> Bool {
        guard case .member(let dictionary, let view, _) = expr, view == "values" || view == "keys", case .dictionary = type(of: dictionary) else {
            return false
        }
        return true
    }
}
