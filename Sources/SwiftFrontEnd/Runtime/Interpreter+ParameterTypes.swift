import ContainmentEngine

/// What a call's arguments are expected to be, and its labels, from the callee the file declares.
extension Interpreter {
    /// The declared types of the parameters a call's arguments fill, in the arguments' order,
    /// where the callee is a type of the file (its initialiser, or a struct's memberwise one) or
    /// a function of the file; empty elsewhere.
    func parameterTypes(of callee: Expr, _ labels: [String?]) -> [TypeIR?] {
        guard case .name(let name, _) = callee else { return [] }
        if let decl = runtime.heap.types[name]?.decl {
            if let initializer = decl.initializers.first(where: { accepts($0, labels) }) {
                guard let matched = matchArguments(initializer.params, labels) else { return [] }
                return labels.indices.map { index in matched.firstIndex(of: index).map { initializer.params[$0].type } ?? nil }
            }
            guard decl.kind == .structType else { return [] }
            let stored = decl.properties.filter { $0.getter == nil && !$0.isStatic }
            return labels.map { label in stored.first { $0.name == label }?.type }
        }
        guard let function = runtime.heap.functions[name]?.first(where: { accepts($0, labels) }),
            let matched = matchArguments(function.params, labels)
        else {
            return []
        }
        return labels.indices.map { index in matched.firstIndex(of: index).map { function.params[$0].type } ?? nil }
    }

    /// The labels of the one initialiser of the program's type taking `count` arguments.
    func initializerLabels(_ typeName: String, count: Int) -> [String?]? {
        guard let decl = runtime.heap.types[typeName]?.decl else { return nil }
        let explicit = decl.initializers.filter { $0.params.count == count }
        if explicit.count == 1 { return explicit[0].params.map(\.label) }
        // `Theme.init(rawValue:)` given as a function: an enum's only initialiser of one argument.
        if decl.kind == .enumType, count == 1, explicit.isEmpty { return ["rawValue"] }
        guard decl.kind == .structType, decl.initializers.isEmpty else { return nil }
        let memberwise = decl.properties.filter { $0.getter == nil && !$0.isStatic && !($0.isLet && $0.initializer != nil) }
        return memberwise.count == count ? memberwise.map(\.name) : nil
    }
}
