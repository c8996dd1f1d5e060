import ContainmentEngine

/// What the pass knows of the standard collections' views: where their ends are optionals.
extension TypePass {
    /// Calls that give a collection's element or nil.
    static let optionalElementCalls: [(name: String, labels: [String?])] = [
        ("min", []), ("max", []), ("min", ["by"]), ("max", ["by"]), ("first", ["where"]), ("last", ["where"]), ("randomElement", []),
    ]

    /// `counts.values`, `counts.keys`: a dictionary's views, collections whose ends are optionals.
    func isDictionaryView(_ expr: Expr) -> Bool {
        guard case .member(let dictionary, let view, _) = expr, view == "values" || view == "keys", case .dictionary = type(of: dictionary) else {
            return false
        }
        return true
    }
}
