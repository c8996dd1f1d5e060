/// Node names in the order first seen, each once: the nodes a mutation changed, gathered by
/// `Playground.changedNodeNames()` and across mutations by the service's hierarchy cache.
///
/// A mutation names a handful of nodes, and a node's name is a short string compared in one
/// step, so a short list is searched instead of hashed (hashing every name into a `Set` was
/// half of `changedNodeNames()` by callgrind); past `hashedFrom` names a set takes over, so a
/// mutation that moves a subtree of thousands stays linear.
public struct OrderedNames: Sendable {
    public private(set) var names: [String] = []
    private var seen: Set<String>?
    static let hashedFrom = 24

    public init() {}

    public var isEmpty: Bool { names.isEmpty }

    /// Adds `name` unless it is there already; whether it was added.
    @discardableResult
    public mutating func insert(_ name: String) -> Bool {
        if seen != nil {
            guard seen!.insert(name).inserted else { return false }
        } else {
            guard !names.contains(name) else { return false }
            if names.count + 1 == Self.hashedFrom { seen = Set(names + [name]) }
        }
        names.append(name)
        return true
    }

    /// Empties the list, keeping its storage for the next names.
    public mutating func removeAll() {
        names.removeAll(keepingCapacity: true)
        seen = nil
    }
}
