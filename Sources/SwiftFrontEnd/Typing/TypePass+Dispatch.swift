import ContainmentEngine

/// Which implementation a call on a protocol-typed value runs: a protocol extension's
/// non-requirement statically, and Sequence's methods on a generic constrained to it.
extension TypePass {
    /// The standard library's protocols whose `filter` gives an array.
    static let sequenceProtocols: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection"]

    /// The protocol whose extension's `name` a call on a value of `type` runs, when Swift
    /// dispatches it statically: the value is the protocol (or a generic constrained to it) and
    /// the method is the extension's, not a requirement.
    func staticallyDispatched(_ name: String, on type: StaticType) -> String? {
        guard memberNames.inExtensions.contains(name) else { return nil }
        // A class or struct of the file that has no method of that name: the extension's of a
        // protocol it (or a superclass) conforms to, whatever a subclass declares (`let x: Base =
        // Derived()`: `x.b()` is the extension's even when Derived has its own `b`).
        if let typeName = type.declaredName, let decl = types[typeName], decl.kind == .classType || decl.kind == .structType {
            // A struct has no subclass to shadow the method: the call finds what a static one
            // would, and as an ordinary call a `mutating` one changes the variable it was made on.
            if decl.kind == .structType { return nil }
            var chain: [DeclaredType] = []
            var current: String? = typeName
            while let name0 = current, let found = types[name0], found.kind == .classType || found.kind == .structType,
                !chain.contains(where: { $0.name == name0 })
            {
                chain.append(found)
                current = found.kind == .classType ? found.inherited.first : nil
            }
            guard !chain.contains(where: { $0.methods.contains { $0.name == name && !$0.isStatic } }) else { return nil }
            for found in chain {
                for conformance in found.inherited where types[conformance]?.kind == .protocolType {
                    if extensionMethods[conformance]?.contains(name) == true, requirements[conformance]?.contains(name) != true { return conformance }
                }
            }
            return nil
        }
        guard case .named(let protocolName) = type, types[protocolName]?.kind == .protocolType,
            extensionMethods[protocolName]?.contains(name) == true, requirements[protocolName]?.contains(name) != true
        else { return nil }
        return protocolName
    }

    /// A property a protocol's extension declares without the protocol requiring it, declared
    /// again by a type that adopts the protocol (or by an extension of a protocol that inherits
    /// it): Swift reads the extension's through the protocol (`any P`, a generic `T: P`) and the
    /// other on the type, statically; the playground reads the value's own (it printed `S` for
    /// `P` through `g<T: P>`, session 37's hunt). Methods are dispatched so (`staticallyDispatched`);
    /// properties are refused where the second one is declared.
    mutating func refuseShadowedExtensionProperties() {
        guard refusal == nil, !memberNames.extensionProperties.isEmpty else { return }
        for (typeName, decl) in types.sorted(by: { $0.key < $1.key }) where decl.kind != .extensionOf {
            let own =
                decl.kind == .protocolType
                ? Set(memberNames.extensionProperties[typeName] ?? []) : Set(decl.properties.filter { !$0.isStatic }.map(\.name))
            guard !own.isEmpty else { continue }
            for adopted in adoptedProtocols(of: typeName) where adopted != typeName {
                let shadowed = own.intersection(memberNames.extensionProperties[adopted] ?? []).subtracting(requirements[adopted] ?? [])
                guard let name = shadowed.sorted().first else { continue }
                let loc = decl.properties.first { $0.name == name }?.loc ?? decl.decl.loc
                refusal = ScriptError(
                    line: loc.line, column: loc.column,
                    message:
                        "'\(name)' of '\(typeName)' shadows the property '\(name)' of the extension of '\(adopted)', which '\(adopted)' does not require: Swift reads the extension's through '\(adopted)' (a value of type 'any \(adopted)', a generic 'T: \(adopted)') and '\(typeName)''s on '\(typeName)', which the playground does not model; declare '\(name)' in '\(adopted)' to make it a requirement; \(Lowering.supportPage)"
                )
                return
            }
        }
    }

    /// The protocols a type adopts, through its superclasses and the protocols' own inheritance.
    func adoptedProtocols(of typeName: String) -> [String] {
        var found: [String] = []
        var pending = types[typeName]?.inherited ?? []
        while let next = pending.popLast(), found.count < Self.maxChainLength {
            guard let decl = types[next], !found.contains(next) else { continue }
            if decl.kind == .protocolType { found.append(next) }
            pending += decl.inherited
        }
        return found
    }
}
