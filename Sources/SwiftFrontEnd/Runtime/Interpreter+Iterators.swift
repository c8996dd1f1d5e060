import ContainmentEngine

/// `items.makeIterator()` of an array, a slice or a string: an `IndexingIterator` (a string's
/// `String.Iterator`) whose `next()` gives the elements in turn, as a record of what is left
/// to give. It is a sequence too: a `for` loop over it, or `Array(...)` of it, takes the rest.
/// Printing one is refused (Swift shows its storage, `IndexingIterator<Array<Int>>(_elements:
/// [1, 2], _position: 0)`).
extension Interpreter {
    static let iteratorType = "IndexingIterator"

    /// The iterator of `value`'s elements, or nil when `value` is no array, slice or string.
    func standardIterator(of value: Value) -> Value? {
        Self.orderedElements(of: value).map { .record(type: Self.iteratorType, fields: [(name: "$rest", value: .array($0))]) }
    }

    /// The elements of an array, a slice (a range is an array here) or a string (its characters),
    /// in order; nil for any other value.
    static func orderedElements(of value: Value) -> [Value]? {
        switch value {
        case .array(let elements), .slice(let elements, _): elements
        case .string(let text): text.map { .string(String($0)) }
        default: nil
        }
    }

    /// `iterator.next()`: the changed iterator and the element (nil at the end); nil when
    /// `value` is no iterator of these.
    func standardIteratorNext(_ value: Value) -> (Value, Value)? {
        guard case .array(let rest) = Self.standardIteratorRest(value) else { return nil }
        guard let element = rest.first else { return (value, .null) }
        return (.record(type: Self.iteratorType, fields: [(name: "$rest", value: .array(Array(rest.dropFirst())))]), element)
    }

    /// What the iterator has left to give, as an array; nil when `value` is no iterator of these.
    static func standardIteratorRest(_ value: Value) -> Value? {
        guard case .record(let type, let fields) = value, type == iteratorType, fields.count == 1 else { return nil }
        return fields[0].value
    }
}
