import ContainmentEngine

/// The file's extensions of the standard types (`extension Int { var isEven: Bool { ... } }`,
/// `extension String { func shout() -> String }`, `extension Array where Element == Int`):
/// declared under the type's name, found for a value of that type before the standard
/// library's own members, with `self` the value.
extension Interpreter {
    private static let none: [String] = []

    /// The standard library's methods of arrays and strings that a bare call in the file's
    /// extension of one means on `self` (`insert(v, at: i)`).
    static let standardMethodNames: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "contains", "firstIndex", "lastIndex",
        "filter", "map", "compactMap", "flatMap", "reduce", "forEach", "sorted", "sort", "reversed", "reverse", "enumerated",
        "joined", "split", "allSatisfy", "prefix", "suffix", "dropFirst", "dropLast", "swapAt", "starts", "elementsEqual",
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "components", "trimmingCharacters", "replacingOccurrences",
    ]

    /// Those of them that can be a function value (`songs.contains`): a mutating method cannot.
    static let nonMutatingStandardMethodNames = standardMethodNames.subtracting([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "swapAt",
    ])

    /// The standard types a value of the interpreter's may be, for the file's extensions.
    func extendedTypeNames(of value: Value) -> [String] {
        switch value {
        case .int: StandardTypeNames.int
        case .double: StandardTypeNames.floating
        case .string: StandardTypeNames.string
        case .bool: StandardTypeNames.bool
        case .array, .slice: StandardTypeNames.array
        case .dictionary: StandardTypeNames.dictionary
        case .set: StandardTypeNames.set
        case .record(let type, _) where type == Self.lazyType: StandardTypeNames.lazy
        default: Self.none
        }
    }

    /// The standard types the file extends that a value may be (most files extend none: a
    /// member read pays one dictionary lookup per name, no more).
    private func extendsStandardTypes(_ value: Value) -> [String] {
        guard runtime.extendsStandardTypes else { return Self.none }
        let names = extendedTypeNames(of: value)
        guard !names.isEmpty, names.contains(where: { runtime.heap.types[$0]?.decl.kind == .extensionOf }) else { return Self.none }
        return names.filter { runtime.heap.types[$0]?.decl.kind == .extensionOf }
    }

    /// `4.isEven`: a computed property of the file's extension of the value's type.
    func extensionProperty(_ name: String, of value: Value) throws -> Value? {
        for typeName in extendsStandardTypes(value) {
            if let (property, owner) = property(name, for: typeName), !property.isStatic, let getter = property.getter {
                return coerce(try readThroughGetter(getter, receiver: value, owner: owner, property: name), to: property.type)
            }
        }
        return nil
    }

    /// `"hey".shout()`: a method of the file's extension of the value's type.
    func extensionMethod(_ name: String, labels: [String?], of value: Value) -> (FuncIR, owner: String)? {
        for typeName in extendsStandardTypes(value) {
            if let found = method(name, labels: labels, for: typeName), !found.0.isStatic, !found.0.isRequirement { return found }
        }
        return nil
    }
}
