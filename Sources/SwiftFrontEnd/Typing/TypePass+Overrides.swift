import ContainmentEngine

/// What an override changes that Swift decides by the static type.
extension TypePass {
    /// `override func f(_ x: Int = 2)` over `func f(_ x: Int = 1)`: Swift fills a missing
    /// argument with the default of the type the call is written against (`let a: A = B();
    /// a.f()` passes 1 to B's `f`); the playground takes the running method's (it printed 2,
    /// session 37's hunt). Refused at the override's parameter when both declare a default.
    mutating func refuseOverridingDefaults() {
        guard refusal == nil else { return }
        for (_, decl) in types.sorted(by: { $0.key < $1.key }) where decl.kind == .classType {
            for method in decl.methods where method.isOverride && method.params.contains(where: { $0.defaultValue != nil }) {
                let labels = method.params.map(\.label)
                for above in superclasses(of: decl) {
                    let name = above.name
                    if let overridden = above.methods.first(where: { $0.name == method.name && $0.params.map(\.label) == labels }) {
                        for (mine, theirs) in zip(method.params, overridden.params) where mine.defaultValue != nil && theirs.defaultValue != nil {
                            refusal = ScriptError(
                                line: method.loc.line, column: method.loc.column,
                                message:
                                    "a default value of the overriding '\(method.name)' in '\(decl.name)' ('\(mine.name)'): Swift takes the default of the type a call is written against (through a '\(name)', '\(name)''s), which the playground does not model; give the argument at the call, or declare the default once; \(Lowering.supportPage)"
                            )
                            return
                        }
                        break
                    }
                }
            }
        }
    }
}

extension TypePass {
    /// A class's superclasses of the file, nearest first (bounded: a cycle does not compile).
    func superclasses(of decl: DeclaredType) -> [DeclaredType] {
        var found: [DeclaredType] = []
        var ancestor = decl.inherited.first
        while let name = ancestor, let above = types[name], above.kind == .classType, found.count < Self.maxChainLength {
            found.append(above)
            ancestor = above.inherited.first
        }
        return found
    }
}
