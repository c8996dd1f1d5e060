import ContainmentEngine

/// The user's `subscript` declarations (`matrix[row, column]`), lowered to methods named
/// `subscript` (Lowering.subscriptAccessors): read through the getter, written through the
/// setter, which changes a struct's copy to be stored back, as a mutating method does.
extension Interpreter {
    /// `value[keys]` through the type's own subscript; nil when the value's type declares none
    /// that takes these labels.
    func userSubscript(_ container: Value, _ keys: [Value], labels: [String?], _ loc: Loc) throws -> Value? {
        // `xs[safe: 5]`: a labelled subscript of the file's extension of Array, Collection...
        if labels.contains(where: { $0 != nil }), declaredType(of: container) == nil,
            let (getter, owner) = extensionMethod("subscript", labels: labels, of: container)
        {
            return try invoke(getter, receiver: container, owner: owner, keys, labels, loc)
        }
        guard let type = declaredType(of: container), runtime.heap.types[type] != nil,
            let (getter, owner) = method("subscript", labels: labels, for: type), !getter.isRequirement
        else { return nil }
        return try invoke(getter, receiver: container, owner: owner, keys, labels, loc)
    }

    /// `value[keys] = newValue` through the type's own setter: the value to store back where
    /// the container came from (a struct's changed copy; an object itself), or nil when the type
    /// declares no such subscript.
    func settingUserSubscript(_ container: Value, _ keys: [Value], labels: [String?], to newValue: Value, _ loc: Loc) throws -> Value? {
        guard let type = declaredType(of: container), runtime.heap.types[type] != nil else { return nil }
        let setterLabels = labels + [Lowering.subscriptNewValueLabel]
        guard let (setter, owner) = method("subscript", labels: setterLabels, for: type) else {
            if method("subscript", labels: labels, for: type) != nil {
                throw error("cannot assign through subscript: subscript is get-only", loc)
            }
            return nil
        }
        if setter.isMutating, let (changed, _) = try mutatingCall("subscript", on: container, keys + [newValue], setterLabels, loc) {
            return changed
        }
        _ = try invoke(setter, receiver: container, owner: owner, keys + [newValue], setterLabels, loc)
        return container
    }

    func subscriptValue(_ container: Value, _ keys: [Value], _ loc: Loc) throws -> Value {
        switch (container, keys.first) {
        case (.array(let items), .int(let index)?):
            guard items.indices.contains(index) else { throw trap("Fatal error: Index out of range", loc) }
            return items[index]
        case (.array(let items), let key?):
            guard let bounds = try sliceBounds(key, nil, in: Scope(parent: nil, context: nil), start: 0, end: items.count, loc) else { break }
            return try slice(items, start: 0, bounds, isArray: true, loc)
        case (.slice(let items, let start), .int(let index)?):
            guard index >= start, index < start + items.count else { throw trap("Fatal error: Index out of bounds", loc) }
            return items[index - start]
        case (.slice(let items, let start), let key?):
            guard let bounds = try sliceBounds(key, nil, in: Scope(parent: nil, context: nil), start: start, end: start + items.count, loc)
            else { break }
            return try slice(items, start: start, bounds, isArray: false, loc)
        case (.dictionary(let pairs), let key?): return pairs.first { equal($0.key, key) }?.value ?? .null
        case (.string(let text), let key?):
            if let result = try stringSubscript(text, key, loc) { return result }
            if let result = try stringSubscript(text, range: key, loc) { return result }
        case (.inert(let what), _): return .inert("\(what)[...]")
        case (.record(let type, _), .int(let index)?) where type == Self.lazyType && keys.count == 1:
            return try lazyElement(container, at: index, loc)
        default: break
        }
        throw error("cannot subscript a value of type '\(typeName(of: container))'", loc)
    }
}
