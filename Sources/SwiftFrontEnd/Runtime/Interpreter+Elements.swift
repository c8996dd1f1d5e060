import ContainmentEngine

/// The elements of a value read as a collection (`for ... in`, and the library calls that take a
/// sequence): what the playground holds of each kind.
extension Interpreter {
    /// What `for x in sequence` walks: arrays, ranges (already arrays), dictionaries as pairs,
    /// strings by character.
    func elements(of value: Value, _ loc: Loc) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .set(let items): return try orderedElements(ofSet: items, "iterating", loc)
        case .slice(let items, _): return items
        case .dictionary(let pairs):
            noteDictionaryOrder(pairs.count)
            return pairs.map { Self.pairTuple($0) }
        case .string(let text): return text.map { .string(String($0)) }
        case .null: return []
        case .object(let id) where runtime.heap.objects[id]?.properties[Self.boxItems] != nil: return try elements(of: unboxed(value), loc)
        case .record(let type, _) where type == Self.enumeratedType || type == Self.anyIteratorType,
            .record(let type, _) where type != Self.lazyType && isProgramSequence(type),
            .enumCase(let type, _, _) where isProgramSequence(type):
            throw error(
                "a sequence of the file's given where the playground reads a collection is not supported by the playground yet; pass Array(...) of it; \(Lowering.supportPage)",
                loc)
        case .record(Self.iteratorType, _): return try elements(of: Self.standardIteratorRest(value) ?? .array([]), loc)
        case .record(Self.lazyType, _), .record(Self.sequenceChainType, _):
            // When its closures run would be the playground's guess here: Array(...) of it says.
            throw error(
                "a lazy sequence given where the playground reads a collection is not supported by the playground yet; pass Array(...) of it; \(Lowering.supportPage)",
                loc)
        default: throw error("\(typeName(of: value)) is not a sequence", loc)
        }
    }
}

extension Interpreter {
    /// A dictionary's pair as its sequence gives it: `(key: "a", value: 1)`.
    static func pairTuple(_ pair: (key: Value, value: Value)) -> Value { .tuple([pair.key, pair.value], labels: ["key", "value"]) }

    /// A tuple's element named by its label or its place (`pair.name`, `pair.1`).
    static func tupleIndex(of name: String, in labels: [String?]) -> Int? {
        labels.firstIndex(of: name) ?? Int(name).flatMap { labels.indices.contains($0) ? $0 : nil }
    }
}

extension Interpreter {
    /// `[UIViewController]()`, `[Int](repeating: 0, count: 3)`, `[Int](1...3)`: an array type's
    /// initialisers. `values` evaluates the arguments (once, when first asked).
    func arrayTypeCall(
        _ callee: Expr, _ element: Expr, _ arguments: [Arg], _ labels: [String?], _ values: () throws -> [Value], in scope: Scope, _ loc: Loc
    ) throws -> Value {
        if labels == ["repeating", "count"], let count = Self.int(try values()[1]), count >= 0 {
            try allocateElements(count)
            return .array(Array(repeating: try values()[0], count: count))
        }
        if arguments.isEmpty { return .array([]) }
        // Array's initialiser from a sequence (a Double's literals would need the type: refused).
        if labels == [nil], case .name(let name, _) = element, !UIKit.isFloatingPoint(name) {
            return try evaluate(.call(.name("Array", loc), arguments, labels: labels, loc), in: scope)
        }
        return try callValue(try evaluate(callee, in: scope), try values(), labels, loc)
    }
}
