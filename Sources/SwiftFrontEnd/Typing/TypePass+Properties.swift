import ContainmentEngine

/// A type's stored and computed properties through the pass: their types checked, their
/// initial values' literals typed by the declared type, their accessors' bodies typed.
extension TypePass {
    mutating func typed(_ property: PropertyIR, in type: TypeDeclIR) -> PropertyIR {
        check(property.type, property.loc)
        // A struct's lazy property is set by its first read, which changes the struct where it
        // is held: not modelled (a class's runs).
        if type.kind == .structType, property.isLazy, refusal == nil {
            refusal = ScriptError(
                line: property.loc.line, column: property.loc.column,
                message: "a lazy property of a struct is not supported by the playground yet; \(Lowering.supportPage)")
        }
        var property = property
        // `var width = 0.0`: a Double, so `Frame(width: 390)` makes 390.0 of the 390 given.
        if property.type == nil, !property.isStatic, let initializer = property.initializer {
            switch self.type(of: initializer) {
            case .int, .floating, .bool, .string: property.type = self.type(of: initializer).typeIR
            default: break
            }
        }
        // `var totals: [String: Double] = ["a": 1]`: the declared type types the initial value's literals.
        if let initializer = property.initializer {
            let rewritten = expression(initializer)
            property.initializer = Self.mayTakeContext(initializer) ? Self.contextual(rewritten, shape(property.type)) : rewritten
        }
        property.getter = property.getter.map { body(of: $0, parameters: [:], returns: shape(property.type)) }
        property.setter = property.setter.map { (name: $0.name, body: body(of: $0.body, parameters: [$0.name: shape(property.type)])) }
        property.willSet = property.willSet.map { (name: $0.name, body: body(of: $0.body, parameters: [$0.name: shape(property.type)])) }
        property.didSet = property.didSet.map { (name: $0.name, body: body(of: $0.body, parameters: [$0.name: shape(property.type)])) }
        return property
    }
}
