/// A scope's variables by name. Most scopes hold a handful: comparing a name with each of theirs
/// (a short name compares as two machine words) costs less than hashing it, and two small arrays
/// cost less to make than a dictionary's storage (hashing names was a tenth of a paste's run,
/// perf, session 32). A scope that grows past `indexedFrom` names (a long file's globals) keeps
/// an index of them as well.
struct ScopeVariables: Sequence {
    private var names: [String] = []
    private var slots: [Value] = []
    private var positions: [String: Int]?
    static let indexedFrom = 12

    var isEmpty: Bool { names.isEmpty }
    var count: Int { names.count }
    var values: [Value] { slots }

    @inline(__always)
    private func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        for index in names.indices where names[index] == name { return index }
        return nil
    }

    subscript(name: String) -> Value? {
        get { position(of: name).map { slots[$0] } }
        set {
            if let index = position(of: name) {
                if let newValue {
                    slots[index] = newValue
                } else {
                    names.remove(at: index)
                    slots.remove(at: index)
                    if positions != nil { reindex() }
                }
            } else if let newValue {
                names.append(name)
                slots.append(newValue)
                if positions != nil {
                    positions![name] = names.count - 1
                } else if names.count >= Self.indexedFrom {
                    reindex()
                }
            }
        }
    }

    /// Keeps the first `count` declared (the later ones end).
    mutating func truncate(to count: Int) {
        guard count < names.count else { return }
        names.removeSubrange(count...)
        slots.removeSubrange(count...)
        if positions != nil { reindex() }
    }

    mutating func removeAll() {
        names.removeAll()
        slots.removeAll()
        positions = nil
    }

    private mutating func reindex() {
        positions = names.count >= Self.indexedFrom ? Dictionary(uniqueKeysWithValues: zip(names, names.indices)) : nil
    }

    /// In the order they were declared.
    func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        zip(names, slots).lazy.map { (key: $0, value: $1) }.makeIterator()
    }
}
