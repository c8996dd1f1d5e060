/// The standard library's sequence wrappers as the pass types them: lazy wrappers printed as
/// their types (`reversed()`, `enumerated()`, `zip`), `.lazy` chains, iterators, and the file's
/// own sequences' inherited methods.
extension TypePass {
    /// The lazy wrapper a standard collection's `reversed()` or `enumerated()` gives (printed as
    /// its type by Swift: refused where printed, `TypePass.refuseLazyWrapper`).
    static func lazyWrapper(_ name: String, _ arguments: Int, base: StaticType) -> String? {
        guard arguments == 0 else { return nil }
        switch (name, base) {
        case ("reversed", .array), ("reversed", .string), ("reversed", .unknown): return "ReversedCollection"
        case ("enumerated", .array), ("enumerated", .string), ("enumerated", .set), ("enumerated", .unknown): return "EnumeratedSequence"
        default: return nil
        }
    }

    static let lazyWrappers: Set<String> = [
        "ReversedCollection", "EnumeratedSequence", "Zip2Sequence", "StrideTo", "StrideThrough", "PrefixSequence", "DropFirstSequence",
        "DropWhileSequence",
    ]

    /// `items.lazy` and what is chained on it (`Interpreter+Lazy`): a sequence whose `first` is
    /// an optional whatever its element.
    static let lazySequence = "LazySequence"

    /// A `Sequence` method on a sequence of the file's that does not declare it
    /// (`Interpreter+ProgramSequences`): `first(where:)`, `min()`, `max()` give optionals.
    func sequenceMethod(_ name: String, labels: [String?], of typeName: String) -> StaticType? {
        guard isOwnSequence(typeName) || (typeName == Interpreter.anyIteratorType && types[typeName] == nil) else { return nil }
        switch (name, labels) {
        // The standard library's wrappers over it (`Interpreter+SequenceChains`), printed as their types.
        case ("prefix", [nil]): return .named("PrefixSequence")
        case ("dropFirst", [nil]), ("dropFirst", []): return .named("DropFirstSequence")
        case ("drop", ["while"]): return .named("DropWhileSequence")
        case ("prefix", ["while"]): return .array(.unknown)
        default: break
        }
        switch name {
        case "first", "min", "max": return .optional(.unknown)
        // Its `first(where:)`, `min()` and `max()` are optionals too (a wrapper the run keeps lazy).
        case "enumerated": return .named("EnumeratedSequence")
        case "map", "filter", "compactMap", "flatMap", "sorted": return .array(.unknown)
        case "contains", "allSatisfy": return .bool
        default: return nil
        }
    }

    /// Whether the file's type is a sequence (`Interpreter.isProgramSequence`).
    func isOwnSequence(_ typeName: String) -> Bool {
        types[typeName]?.inherited.contains("Sequence") == true
            && (!methods("makeIterator", of: typeName).isEmpty || !methods("next", of: typeName).isEmpty)
    }

    static func standardIteratorCall(_ name: String, on base: StaticType) -> StaticType? {
        switch (name, base) {
        case ("makeIterator", .array), ("makeIterator", .string), ("makeIterator", .range), ("makeIterator", .unknown):
            return .named(Interpreter.iteratorType)
        case ("next", .named(let iterator)), ("next", .specialized(let iterator, _)):
            // Also as a declared result (`func makeIterator() -> AnyIterator<String>`).
            return iterator == Interpreter.iteratorType || iterator == Interpreter.anyIteratorType ? .optional(.unknown) : nil
        default: return nil
        }
    }

    static func lazyMember(_ name: String, of base: StaticType) -> StaticType? {
        switch (name, base) {
        case ("lazy", .array), ("lazy", .string), ("lazy", .range), ("lazy", .unknown): return .named(lazySequence)
        case ("lazy", .named(let wrapper)) where lazyWrappers.contains(wrapper): return .named(lazySequence)
        case ("first", .named(lazySequence)): return .optional(.unknown)
        case ("count", .named(lazySequence)): return .int
        case ("isEmpty", .named(lazySequence)): return .bool
        default: return nil
        }
    }
}
