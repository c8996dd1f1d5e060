import ContainmentEngine

/// The file's declared members by name: a type's properties and methods, its superclasses',
/// and the extensions of the protocols it adopts.
extension TypePass {
    /// Every property and method name the file's types declare. Most names a body looks up are
    /// UIKit's, a local's or a global's: one hash answers them, where walking up the class chain
    /// (a set of the classes seen made for each) was a sixth of the type pass (perf, session 35).
    struct MemberNames {
        var properties: Set<String> = []
        var methods: Set<String> = []
        /// The instance methods of extensions (`extensionMethods`, all in one).
        var inExtensions: Set<String> = []
        /// The instance properties each protocol's extensions declare (by protocol).
        var extensionProperties: [String: Set<String>] = [:]
    }

    /// How far up a chain of declarations the walks below go: a cycle does not compile in Swift,
    /// and the bound keeps a walk finite where the file has one.
    static let maxChainLength = 64

    func property(_ name: String, of typeName: String) -> StaticType? {
        guard memberNames.properties.contains(name) else { return nil }
        var current: String? = typeName
        var steps = 0
        while let name0 = current, let decl = types[name0], steps < Self.maxChainLength {
            steps += 1
            if let property = decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if property.type != nil { return shape(property.type) }
                return property.initializer.map { type(of: $0) } ?? .unknown
            }
            current = decl.kind == .classType ? decl.inherited.first : nil
        }
        // A protocol extension's property of a type adopting the protocol (`S().x` of
        // `extension P { var x: Int? }` printed without Optional(...), session 37's hunt).
        for adopted in adoptedProtocols(of: typeName) where memberNames.extensionProperties[adopted]?.contains(name) == true {
            if let property = types[adopted]?.properties.first(where: { $0.name == name && !$0.isStatic }), property.type != nil {
                return shape(property.type)
            }
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
        guard memberNames.methods.contains(name) else { return [] }
        var current: String? = typeName
        var found: [FuncIR] = []
        var adopted: [String] = []
        var walked: [String] = []
        while let name0 = current, let decl = types[name0], walked.count < Self.maxChainLength {
            walked.append(name0)
            found += decl.methods.filter { $0.name == name && !$0.isStatic }
            adopted += decl.inherited
            current = decl.kind == .classType ? decl.inherited.first : nil
        }
        // None of its own: a protocol it adopts may give one in an extension (`peek() -> Item?`).
        if found.isEmpty {
            for proto in adopted where types[proto]?.kind == .protocolType && !walked.contains(proto) {
                walked.append(proto)
                found += types[proto]?.methods.filter { $0.name == name && !$0.isStatic && !$0.isRequirement } ?? []
            }
        }
        return found
    }
}
