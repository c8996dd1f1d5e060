import ContainmentEngine

/// The declarations the pass knows before it types anything: every type (extensions merged in),
/// every function, the protocols' requirements and their extensions' methods.
extension TypePass {
    mutating func collect(_ statements: [Stmt]) {
        for statement in statements {
            switch statement {
            case .declaration(.type(let type)): collect(type)
            case .declaration(.function(let function)): functions[function.name, default: []].append(function)
            default: break
            }
        }
    }

    mutating func collect(_ type: TypeDeclIR) {
        if type.kind == .protocolType { requirements[type.name, default: []].formUnion(type.methods.map(\.name)) }
        if type.kind == .extensionOf { extensionMethods[type.name, default: []].formUnion(type.methods.filter { !$0.isStatic }.map(\.name)) }
        if var existing = types[type.name] {
            if type.kind == .protocolType { existing.kind = .protocolType }  // its extension came first
            existing.properties += type.properties
            existing.methods += type.methods
            existing.initializers += type.initializers
            types[type.name] = existing
        } else {
            types[type.name] = type
        }
        for nested in type.nested { collect(nested) }
    }

}
