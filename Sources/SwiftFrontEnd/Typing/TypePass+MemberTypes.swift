import ContainmentEngine

/// What a member read gives (`TypePass+Inference`): a type's static member, a declared
/// property, a method as a function value, the standard library's members.
extension TypePass {
    func member(_ name: String, of base: Expr) -> StaticType {
        // `Optional<Int>.none` (in a tuple literal it typed nothing: `t.1 = 4` printed `4`).
        if name == "none", case .name(let typeName, _) = base, typeName.hasPrefix("Optional<"), typeName.hasSuffix(">") {
            return .optional(StaticType.named(String(typeName.dropFirst(9).dropLast()), arguments: []))
        }
        // `Theme.current`, `Theme.dark`: a type's static property or enum case.
        if let typeName = typeNamed(by: base), let decl = types[typeName] {
            if let property = decl.properties.first(where: { $0.name == name && $0.isStatic }) {
                return property.type != nil ? shape(property.type) : property.initializer.map { type(of: $0) } ?? .unknown
            }
            if decl.cases.contains(where: { $0.name == name }) { return .named(typeName) }
            // `D.parse` as a value: the type's one static method of that name, of its declared type.
            let statics = decl.methods.filter { $0.name == name && $0.isStatic && $0.genericParameters.isEmpty }
            return statics.count == 1 ? .closure(statics[0].params.map { shape($0.type) }, shape(statics[0].returnType)) : .unknown
        }
        let baseType = type(of: base)
        // `xs.indices.last`, `counts.values.first`: a collection's ends are optionals.
        if name == "first" || name == "last" {
            if case .range = baseType { return .optional(.int) }
            if isDictionaryView(base) { return .optional(.unknown) }
        }
        if case .range = baseType, name == "lowerBound" || name == "upperBound" { return .int }
        if let lazy = Self.lazyMember(name, of: baseType) { return lazy }
        // A property an extension of the standard library's type declares (`extension Int { var half: Int? }`).
        for standard in baseType.extensionNames where types[standard] != nil {
            if let property = property(name, of: standard) { return property }
        }
        switch baseType {
        case .named(let typeName):
            if let property = property(name, of: typeName) { return property }
            if name == "lazy" || name == "underestimatedCount", isOwnSequence(typeName) { return name == "lazy" ? .named(Self.lazySequence) : .int }
            // A lazy wrapper of the standard library's (`reversed()`, `enumerated()`) is a
            // collection: its `first` and `last` are optionals whatever their element.
            if ["first", "last"].contains(name), typeName == "ReversedCollection" { return .optional(elementType(of: base)) }
            return methodReference(name, of: typeName) ?? .unknown
        case .specialized(let typeName, let arguments): return property(name, of: typeName, bindings: bindings(of: typeName, arguments)) ?? .unknown
        case .character where name == "wholeNumberValue" || name == "hexDigitValue": return .optional(.int)
        // `pair.0`, `entry.element`: the tuple's element by position or label.
        case .tuple(let items, let labels):
            if let index = Int(name), items.indices.contains(index) { return items[index] }
            if let index = labels?.firstIndex(of: name), items.indices.contains(index) { return items[index] }
            return .unknown
        case .array(let element), .set(let element):
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            case "first", "last": return .optional(element)
            case "indices" where baseType != .set(element): return .range(closed: false)
            default: return .unknown
            }
        case .dictionary(let key, let value):
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            case "keys": return .unknown  // Dictionary.Keys prints as an array, but is not one
            case "first": return .optional(.unknown)
            case "values": _ = (key, value)
            default: break
            }
            return .unknown
        case .string:
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            case "first", "last": return .optional(.character)
            default: return .unknown
            }
        // A slice's (`items[2...]`, whose type the pass does not follow) are a range too; a
        // string's or a dictionary's are refused where they are read.
        case .unknown where name == "indices": return .range(closed: false)
        // A collection's ends, whatever collection (a `reduce(into:)` result, a substring's
        // `split`), when none of the file's types declares the name: optionals (session 36's hunt).
        case .unknown where (name == "first" || name == "last") && !memberNames.properties.contains(name): return .optional(.unknown)
        default: return .unknown
        }
    }
}
