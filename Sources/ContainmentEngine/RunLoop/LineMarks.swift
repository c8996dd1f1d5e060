/// Where a statement ran: its script line (and column when the front end knows it), and the
/// top-level statement that ran it when that is another line (an override's body run by
/// `window.rootViewController = host`). A pitfall found once the request settles is reported
/// where its cause is, with the driver's line as a note (issue 39).
struct SourcePlace: Sendable, Codable, Equatable {
    var line: Int
    var column: Int?
    var calledFromLine: Int?
}

/// Names marked with a script place during one request (a child awaiting `didMove`, a child view
/// inserted by hand), checked once the request settles. A request usually marks one or two
/// names: a short array searched in order costs no hashing and no dictionary allocation. Past 16
/// marks an index by name keeps each mark O(1) (a request may add thousands of children).
/// Marks keep their first-marked order, so names marked on the same line are reported in a fixed
/// order (a Dictionary's varied from process to process).
struct LineMarks: Sendable, Codable {
    private struct Mark: Sendable, Codable {
        var name: String
        /// nil: unmarked since (a tombstone, so later positions stay valid).
        var place: SourcePlace?
    }
    private var marks: [Mark] = []
    /// Positions of marked names in `marks`, once there are many.
    private var index: [String: Int]?

    private func position(of name: String) -> Int? {
        if let index { return index[name] }
        return marks.firstIndex { $0.place != nil && $0.name == name }
    }

    subscript(name: String) -> SourcePlace? {
        get { position(of: name).flatMap { marks[$0].place } }
        set {
            if let position = position(of: name) {
                marks[position].place = newValue
                if newValue == nil { index?[name] = nil }
            } else if let newValue {
                marks.append(Mark(name: name, place: newValue))
                if index != nil {
                    index?[name] = marks.count - 1
                } else if marks.count > 16 {
                    var built: [String: Int] = [:]
                    for (position, mark) in marks.enumerated() where mark.place != nil { built[mark.name] = position }
                    index = built
                }
            }
        }
    }

    /// The marks by line, earliest first (a stable sort: the same line keeps marking order).
    func sortedByLine() -> [(name: String, place: SourcePlace)] {
        let marked = marks.compactMap { mark in mark.place.map { (name: mark.name, place: $0) } }
        return marked.count < 2 ? marked : marked.sorted { $0.place.line < $1.place.line }  // every mutation asks; most have one or none
    }

    mutating func removeAll() {
        marks.removeAll(keepingCapacity: true)
        index = nil
    }
}
