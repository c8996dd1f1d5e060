/// Names marked with a script line during one request (a child awaiting `didMove`, a child view
/// inserted by hand), checked once the request settles. A request marks one or two names: a
/// small array costs no hashing and no dictionary allocation, and keeps first-marked order, so
/// names marked on the same line are reported in a fixed order (a Dictionary's varied per process).
struct LineMarks: Sendable {
    private struct Mark: Sendable {
        var name: String
        var line: Int
    }
    private var marks: [Mark] = []

    subscript(name: String) -> Int? {
        get { marks.first { $0.name == name }?.line }
        set {
            let index = marks.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let line?): marks[index].line = line
            case (let index?, nil): marks.remove(at: index)
            case (nil, let line?): marks.append(Mark(name: name, line: line))
            case (nil, nil): break
            }
        }
    }

    /// The marks by line, earliest first (a stable sort: the same line keeps marking order).
    func sortedByLine() -> [(name: String, line: Int)] {
        marks.sorted { $0.line < $1.line }.map { ($0.name, $0.line) }
    }

    mutating func removeAll() { marks.removeAll(keepingCapacity: true) }
}
