import ContainmentEngine

/// `Set`: unique elements, held in the order they were first inserted. Swift's own order is its
/// hash order, seeded at random per process, so a program that prints a Set, iterates it or
/// turns it into an array prints something else at each run: with two or more elements those
/// are refused at their line (sort it first), with none or one they run. Everything that does
/// not depend on the order (membership, algebra, counts, `sorted`, `min`, `filter`) runs exactly.
extension Interpreter {
    /// The elements, first of equal ones kept (Swift keeps the member already there).
    func uniqued(_ items: [Value]) -> [Value] {
        var unique: [Value] = []
        for item in items where !unique.contains(where: { equal($0, item) }) { unique.append(item) }
        return unique
    }

    /// A set's elements where the order shows (printing, iterating, mapping): refused past one.
    func orderedElements(ofSet items: [Value], _ what: String, _ loc: Loc) throws -> [Value] {
        guard items.count > 1 else { return items }
        throw error(Self.unorderedMessage(what), loc)
    }

    static func unorderedMessage(_ what: String) -> String {
        "\(what) a Set of two or more elements is not supported by the playground: Swift's order for it changes from run to run; use sorted() first"
    }

    /// The elements of a set operation's argument: any sequence (`union(["a"])`, `isSubset(of: other)`).
    private func members(of value: Value, _ loc: Loc) throws -> [Value] {
        if case .set(let items) = value { return items }
        return uniqued(try sequenceValuesArray(value, loc))
    }

    private func sequenceValuesArray(_ value: Value, _ loc: Loc) throws -> [Value] {
        guard case .array(let items) = try sequenceValues(value, loc) else { return [] }
        return items
    }

    private func contains(_ items: [Value], _ item: Value) -> Bool { items.contains { equal($0, item) } }

    static let orderedSequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "reduce", "first", "enumerated", "joined", "dropFirst", "dropLast", "prefix",
        "suffix", "reversed", "drop", "elementsEqual", "firstIndex", "randomElement", "shuffled",
    ]

    /// A Set's non-mutating methods; nil when `name` is not one.
    func setCall(_ name: String, _ items: [Value], _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> Value? {
        func other() throws -> [Value] { try members(of: try first(arguments, loc), loc) }
        switch (name, labels) {
        case ("contains", [nil]): return .bool(contains(items, try first(arguments, loc)))
        case ("union", [nil]):
            let more = try other()
            return try made(.set(items + more.filter { !contains(items, $0) }))
        case ("intersection", [nil]):
            let more = try other()
            return try made(.set(items.filter { contains(more, $0) }))
        case ("subtracting", [nil]):
            let more = try other()
            return try made(.set(items.filter { !contains(more, $0) }))
        case ("symmetricDifference", [nil]):
            let more = try other()
            return try made(.set(items.filter { !contains(more, $0) } + more.filter { !contains(items, $0) }))
        case ("isSubset", ["of"]):
            let more = try other()
            return .bool(items.allSatisfy { contains(more, $0) })
        case ("isStrictSubset", ["of"]):
            let more = try other()
            return .bool(items.count < more.count && items.allSatisfy { contains(more, $0) })
        case ("isSuperset", ["of"]):
            let more = try other()
            return .bool(more.allSatisfy { contains(items, $0) })
        case ("isStrictSuperset", ["of"]):
            let more = try other()
            return .bool(more.count < items.count && more.allSatisfy { contains(items, $0) })
        case ("isDisjoint", ["with"]):
            let more = try other()
            return .bool(!items.contains { contains(more, $0) })
        case ("filter", [nil]):
            return try made(.set(try items.filter { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }))
        // The same whatever the order: answered from the elements as they are held.
        case ("sorted", _), ("min", _), ("max", _), ("contains", ["where"]), ("allSatisfy", [nil]), ("count", ["where"]):
            return try valueCall(name, on: .array(items), arguments, labels, loc)
        case _ where Self.orderedSequenceMethods.contains(name):
            // These depend on the order: as an array's, with none or one element.
            return try valueCall(name, on: .array(try orderedElements(ofSet: items, "'\(name)' on", loc)), arguments, labels, loc)
        default: return nil
        }
    }

    /// A Set's mutating methods: the changed set and the call's result; nil when `name` is not one.
    func setMutatingCall(_ name: String, _ items: [Value], _ labels: [String?], _ arguments: [Value], _ loc: Loc) throws -> (Value, Value)? {
        var items = items
        switch (name, labels) {
        case ("insert", [nil]):
            let item = try first(arguments, loc)
            // `(inserted: Bool, memberAfterInsert: Element)`: the member already there when equal.
            if let existing = items.first(where: { equal($0, item) }) {
                return (.set(items), .tuple([.bool(false), existing], labels: ["inserted", "memberAfterInsert"]))
            }
            try growElements(by: 1, to: items.count + 1)
            items.append(item)
            return (.set(items), .tuple([.bool(true), item], labels: ["inserted", "memberAfterInsert"]))
        case ("update", ["with"]):
            let item = try first(arguments, loc)
            if let index = items.firstIndex(where: { equal($0, item) }) {
                let old = items[index]
                items[index] = item
                return (.set(items), old)
            }
            try growElements(by: 1, to: items.count + 1)
            items.append(item)
            return (.set(items), .null)
        case ("remove", [nil]):
            let item = try first(arguments, loc)
            guard let index = items.firstIndex(where: { equal($0, item) }) else { return (.set(items), .null) }
            let removed = items.remove(at: index)
            return (.set(items), removed)
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            return (.set([]), .void)
        case ("removeAll", ["where"]), ("removeAll", [nil]):
            let predicate = try first(arguments, loc)
            return (.set(try items.filter { try !truth(callValue(predicate, [$0], [nil], loc)) }), .void)
        case ("formUnion", [nil]), ("formIntersection", [nil]), ("subtract", [nil]), ("formSymmetricDifference", [nil]):
            let operation = ["formUnion": "union", "formIntersection": "intersection", "subtract": "subtracting"][name] ?? "symmetricDifference"
            guard let result = try setCall(operation, items, labels, arguments, loc) else { return nil }
            return (result, .void)
        default: return nil
        }
    }
}
