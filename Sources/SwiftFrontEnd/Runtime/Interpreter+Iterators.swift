import ContainmentEngine

/// `items.makeIterator()` of an array, a slice or a string: an `IndexingIterator` (a string's
/// `String.Iterator`) whose `next()` gives the elements in turn, as a record of what is left
/// to give. It is a sequence too: a `for` loop over it, or `Array(...)` of it, takes the rest.
/// `AnyIterator { ... }`: its `next()` calls the closure. Printing either is refused (Swift
/// shows its storage, `IndexingIterator<Array<Int>>(_elements: [1, 2], _position: 0)`).
extension Interpreter {
    static let iteratorType = "IndexingIterator", anyIteratorType = "AnyIterator"

    /// `AnyIterator { ... }`, or nil for any other arguments.
    static func anyIterator(_ arguments: [Value], _ labels: [String?]) -> Value? {
        guard labels == [nil], arguments.count == 1, arguments[0].isCallable else { return nil }
        return .record(type: anyIteratorType, fields: [(name: "$next", value: arguments[0])])
    }

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
    func standardIteratorNext(_ value: Value, _ loc: Loc) throws -> (Value, Value)? {
        if case .record(let type, let fields) = value, type == Self.anyIteratorType, fields.count == 1 {
            return (value, try callValue(fields[0].value, [], [], loc))
        }
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
