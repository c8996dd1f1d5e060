/// A table of rows by name that remembers each row's value before its first change in the current
/// transaction, so a failed script is undone in time proportional to what it touched, never to the
/// size of the session (a 10,000-controller session rolls back as fast as a 10-controller one).
struct JournaledTable<Row: Sendable>: Sendable {
    private(set) var rows: [String: Row] = [:]
    private var saved: [String: Row?] = [:]
    private var recording = false

    subscript(name: String) -> Row? {
        get { rows[name] }
        set {
            if recording, saved.index(forKey: name) == nil { saved[name] = .some(rows[name]) }
            rows[name] = newValue
        }
    }

    var count: Int { rows.count }

    mutating func begin() {
        saved.removeAll(keepingCapacity: true)
        recording = true
    }

    mutating func commit() {
        saved.removeAll(keepingCapacity: true)
        recording = false
    }

    mutating func rollback() {
        for (name, row) in saved { rows[name] = row }
        commit()
    }
}
