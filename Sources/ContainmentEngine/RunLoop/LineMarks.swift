/// Names marked with a script line during one request (a child awaiting `didMove`, a child view
/// inserted by hand), checked once the request settles. A request usually marks one or two
/// names: a short array searched in order costs no hashing and no dictionary allocation. Past 16
/// marks an index by name keeps each mark O(1) (a request may add thousands of children).
/// Marks keep their first-marked order, so names marked on the same line are reported in a fixed
/// order (a Dictionary's varied from process to process).
struct LineMarks: Sendable, Codable {
    private struct Mark: Sendable, Codable {
        var name: String
        /// nil: unmarked since (a tombstone, so later positions stay valid).
        var line: Int?
    }
    private var marks: [Mark] = []
    /// Positions of marked names in `marks`, once there are many.
    private var index: [String: Int]?

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return marks.firstIndex { $0.line != nil && $0.name == name }
    }

    subscript(name: String) -> Int? {
        get { position(of: name).flatMap { marks[$0].line } }
        set {
            if let position = position(of: name) {
                marks[position].line = newValue
                if newValue == nil { index?[name] = nil }
            } else if let newValue {
                marks.append(Mark(name: name, line: newValue))
                if index != nil {
                    index?[name] = marks.count - 1
                } else if marks.count > 16 {
                    var built: [String: Int] = [:]
                    for (position, mark) in marks.enumerated() where mark.line != nil { built[mark.name] = position }
                    index = built
                }
            }
        }
    }

    /// The marks by line, earliest first (a stable sort: the same line keeps marking order).
    func sortedByLine() -> [(name: String, line: Int)] {
        let marked = marks.compactMap { mark in mark.line.map { (name: mark.name, line: $0) } }
        return marked.count < 2 ? marked : marked.sorted { $0.line < $1.line }  // every mutation asks; most have one or none
    }

    mutating func removeAll() {
        marks.removeAll(keepingCapacity: true)
        index = nil
    }
}
