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
}
