import ContainmentEngine

/// The file's declared members by name: a type's properties and methods, its superclasses',
/// and the extensions of the protocols it adopts.
extension TypePass {
    func property(_ name: String, of typeName: String) -> StaticType? {
        var current: String? = typeName
        var seen: Set<String> = []
        while let name0 = current, let decl = types[name0], seen.insert(name0).inserted {
            if let property = decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if property.type != nil { return shape(property.type) }
                return property.initializer.map { type(of: $0) } ?? .unknown
            }
            current = decl.kind == .classType ? decl.inherited.first : nil
        }
        return nil
    }

    /// A collection extension's type with its `Element` made the collection's element type.
    static func substitutingElement(_ type: StaticType, _ element: StaticType) -> StaticType {
        switch type {
        case .named("Element"): element
        case .optional(let wrapped): .optional(substitutingElement(wrapped, element))
        case .array(let wrapped): .array(substitutingElement(wrapped, element))
        default: type
        }
    }

    func methods(_ name: String, of typeName: String) -> [FuncIR] {
        var current: String? = typeName
        var seen: Set<String> = []
        var found: [FuncIR] = []
        var adopted: [String] = []
        while let name0 = current, let decl = types[name0], seen.insert(name0).inserted {
            found += decl.methods.filter { $0.name == name && !$0.isStatic }
            adopted += decl.inherited
            current = decl.kind == .classType ? decl.inherited.first : nil
        }
        // None of its own: a protocol it adopts may give one in an extension (`peek() -> Item?`).
        if found.isEmpty {
            for proto in adopted where types[proto]?.kind == .protocolType && seen.insert(proto).inserted {
                found += types[proto]?.methods.filter { $0.name == name && !$0.isStatic && !$0.isRequirement } ?? []
            }
        }
        return found
    }
}
