/// A table of rows by name that remembers each row's value before its first change in the current
/// transaction, so a failed script is undone in time proportional to what it touched, never to the
/// size of the session (a 10,000-controller session rolls back as fast as a 10-controller one).
///
/// Rows live in one array, found through an index of positions: a change happens in place (one
/// lookup, no copy of the row). A class, owned by its session and never copied: reading a row
/// from a struct in a class property made Swift copy the whole table (every array) around each
/// lookup. Unchecked exclusivity: the session is used from one thread at a time.
final class JournaledTable<Row> {
    @exclusivity(unchecked) private var positions = NameIndex()
    @exclusivity(unchecked) private var names: [String] = []
    /// The rows in insertion order.
    @exclusivity(unchecked) private(set) var values: [Row] = []
    /// For each row, the transaction that last journaled it: a row is journaled once per transaction.
    @exclusivity(unchecked) private var journaledIn: [Int] = []
    /// The value of each row before its first change in this transaction (nil: the row was new).
    @exclusivity(unchecked) private var journal: [(name: String, row: Row?)] = []
    /// The current transaction, counting from 1; 0 while not recording.
    @exclusivity(unchecked) private var transaction = 0
    @exclusivity(unchecked) private var transactions = 0
    /// Positions of small ASCII names looked up recently (nearly every name).
    @exclusivity(unchecked) private var recent = RecentNames()
    /// The last other name looked up: the engine asks for the same row several times in a row.
    @exclusivity(unchecked) private var lastName = ""
    @exclusivity(unchecked) private var lastPosition = -1
    private let inlineNames = InlineASCII.layoutHolds

    subscript(name: String) -> Row? {
        get { position(of: name).map { values[$0] } }
        set {
            if let position = position(of: name) {
                record(position)
                if let newValue { values[position] = newValue } else { remove(at: position) }
            } else if let newValue {
                if transaction != 0 { journal.append((name, nil)) }
                insert(newValue, as: name)
            }
        }
    }

    var count: Int { values.count }

    /// Counts every change (a row changed, added or removed): a reader caching what it derived
    /// from the table knows it is still right while this stays the same.
    @exclusivity(unchecked) private(set) var changes = 0

    /// Every row by name, built on demand: for inspection (tests), not for the engine's paths.
    var rows: [String: Row] { Dictionary(uniqueKeysWithValues: zip(names, values)) }

    func contains(_ name: String) -> Bool { position(of: name) != nil }

    /// The row named `name`, which must exist.
    func row(_ name: String) -> Row { values[position(of: name)!] }

    /// The row's place in `values`: a key for per-row side tables built by a reader (valid until
    /// rows are added or removed).
    func index(of name: String) -> Int? { position(of: name) }

    /// Changes the row named `name` (which must exist) in place.
    @discardableResult
    func modify<Result>(_ name: String, _ change: (inout Row) throws -> Result) rethrows -> Result {
        let position = position(of: name)!
        record(position)
        return try change(&values[position])
    }

    func begin() {
        journal.removeAll(keepingCapacity: true)
        transactions += 1
        transaction = transactions
    }

    /// The rows the last committed transaction changed or added, each with its value before the
    /// transaction (nil: added): what a mutation's `changes()` answer is built from.
    @exclusivity(unchecked) private(set) var committed: [(name: String, row: Row?)] = []

    func commit() {
        swap(&committed, &journal)
        journal.removeAll(keepingCapacity: true)
        transaction = 0
    }

    /// Restores the journaled rows, newest change first, so new rows leave from the end. The last
    /// committed transaction's changes stay as they were: this one never happened.
    func rollback() {
        let entries = journal
        transaction = 0
        for (name, row) in entries.reversed() { self[name] = row }
        journal.removeAll(keepingCapacity: true)
    }

    private func position(of name: String) -> Int? {
        if let inline = InlineASCII(name, layoutHolds: inlineNames) {
            // Two small ASCII strings are equal exactly when their bytes are.
            if let position = recent.position(of: inline) { return position }
            guard let position = positions[name] else { return nil }
            recent.remember(inline, at: position)
            return position
        }
        // Lengths first: a failed == is a costly call. (Names of other lengths can still be equal,
        // "K" and the Kelvin sign; the index answers for those.)
        if lastPosition >= 0, name.utf8.count == lastName.utf8.count, name == lastName { return lastPosition }
        guard let position = positions[name] else { return nil }
        lastName = name
        lastPosition = position
        return position
    }

    private func record(_ position: Int) {
        changes &+= 1
        guard transaction != 0, journaledIn[position] != transaction else { return }
        journaledIn[position] = transaction
        journal.append((names[position], values[position]))
    }

    private func insert(_ row: Row, as name: String) {
        changes &+= 1
        positions[name] = values.count
        names.append(name)
        values.append(row)
        journaledIn.append(transaction)
    }

    /// Moves the last row into the gap (only rollbacks remove rows, and those are the newest).
    private func remove(at position: Int) {
        changes &+= 1
        lastPosition = -1
        recent.forgetAll()
        positions[names[position]] = nil
        let last = values.count - 1
        if position != last {
            positions[names[last]] = position
            names.swapAt(position, last)
            values.swapAt(position, last)
            journaledIn.swapAt(position, last)
        }
        names.removeLast(); values.removeLast(); journaledIn.removeLast()
    }
}
