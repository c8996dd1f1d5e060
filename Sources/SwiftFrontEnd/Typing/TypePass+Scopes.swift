import ContainmentEngine

/// The type pass's scopes: what a name is, and what the names a pattern binds are.
extension TypePass {

    func shape(_ type: TypeIR?) -> StaticType {
        guard let type else { return .unknown }
        if !aliases.isEmpty, let aliased = Self.resolvingAliases(type.shape, aliases), aliased != type.shape { return aliased }
        // `-> AnyIterator<String>`: the standard library's iterators, whose `next()` gives optionals.
        if type.shape == .unknown, type.name == Interpreter.anyIteratorType || type.name == Interpreter.iteratorType, types[type.name] == nil {
            return .named(type.name)
        }
        // `Bag<Double>`: the lowering knows no declarations, so the pass names the file's generic types.
        guard !type.genericArguments.isEmpty, let specialized = specialized(type) else { return type.shape }
        switch type.shape {
        case .unknown: return specialized
        case .optional(.unknown): return .optional(specialized)
        case .array(.unknown): return .array(specialized)
        default: return type.shape
        }
    }

    mutating func define(_ name: String, _ type: StaticType) { scopes[scopes.count - 1][name] = type }

    /// The names a pattern binds, each with the type of the part of `type` (the matched value's
    /// static type) it takes: `case let (name, age)?` over a `(String, Int?)?` makes `age` an
    /// `Int?` (printed `Optional(5)`); where the part's type is not known, `.unknown`.
    mutating func defineBindings(of pattern: Pattern, matching type: StaticType = .unknown) {
        switch pattern.kind {
        case .binding(let name): define(name, type)
        case .tuple(let subpatterns):
            let elements: [StaticType]
            if case .tuple(let types, _) = type, types.count == subpatterns.count {
                elements = types
            } else {
                elements = subpatterns.map { _ in .unknown }
            }
            for (subpattern, element) in zip(subpatterns, elements) { defineBindings(of: subpattern, matching: element) }
        // `.some(.r(let r))` of an optional: the wrapped value's pattern.
        case .enumCase("some", let subpatterns) where type.isOptional && subpatterns.count == 1:
            defineBindings(of: subpatterns[0], matching: type.unwrapped)
        case .enumCase(let name, let subpatterns):
            let payload = payloadTypes(of: name, in: type.unwrapped, count: subpatterns.count)
            for (index, subpattern) in subpatterns.enumerated() {
                defineBindings(of: subpattern, matching: payload.count == subpatterns.count ? payload[index] : .unknown)
            }
        case .optional(let inner): defineBindings(of: inner, matching: type.isOptional ? type.unwrapped : .unknown)
        case .cast(let castType, let inner?): defineBindings(of: inner, matching: shape(castType))
        default: break
        }
    }

    /// The associated values' types of the file's enum case `name`, when `type` names the enum;
    /// where it does not (an `Error` in a `catch`, an `Any`), of the one non-generic enum of the
    /// file with a case of that name and payload (`catch E.r(let r)` printed a range's values
    /// and an optional without `Optional(...)`, session 37's hunt).
    private func payloadTypes(of name: String, in type: StaticType, count: Int) -> [StaticType] {
        if let enumName = type.declaredName, let decl = types[enumName], decl.kind == .enumType {
            guard let found = decl.cases.first(where: { $0.name == name }) else { return [] }
            return found.associated.map { bound($0.type, bindings(of: type)) }
        }
        let candidates = types.values.filter { $0.kind == .enumType && !$0.decl.isGeneric }.compactMap { decl in
            decl.cases.first { $0.name == name && $0.associated.count == count }
        }
        guard candidates.count == 1 else { return [] }
        return candidates[0].associated.map { shape($0.type) }
    }

    /// A name's type: the innermost variable, then the enclosing type's property, then a global.
    func lookup(_ name: String) -> StaticType {
        for scope in scopes.dropFirst().reversed() {
            if let type = scope[name] { return type }
        }
        if let selfType, let property = property(name, of: selfType) { return property }
        // `first`, `count` bare in the file's extension of Array or String: the value's own members.
        if let selfType, let standard = Self.standardSelfTypes[selfType] {
            let type = member(name, of: .typed(.selfRef(Loc(line: 0, column: 0)), standard))
            if type != .unknown { return type }
        }
        let global = scopes[0][name] ?? .unknown
        globalReads?.types[name] = global
        return global
    }

    /// `shout(_:times:)`, `title(for:)` as a value (`Interpreter.functionReference`): the method of
    /// `self` with those labels, else the file's function, of its declared type; nil when neither
    /// is one alone.
    func labelledReference(_ name: String) -> StaticType? {
        guard let (base, labels) = Interpreter.namedWithLabels(name) else { return nil }
        let ownMethods = selfType.map { methods(base, of: $0).filter { $0.params.map(\.label) == labels } } ?? []
        let candidates = ownMethods.isEmpty ? (functions[base] ?? []).filter { $0.params.map(\.label) == labels } : ownMethods
        guard candidates.count == 1, candidates[0].genericParameters.isEmpty else { return nil }
        return .closure(candidates[0].params.map { shape($0.type) }, shape(candidates[0].returnType))
    }

    /// `parser.parse` or `parser.parse(_:)` as a value: the type's one instance method of that
    /// name (and labels, when given), of its declared type; nil when there is not exactly one.
    func methodReference(_ name: String, of typeName: String) -> StaticType? {
        let (base, labels) = Interpreter.namedWithLabels(name).map { ($0.base, Optional($0.labels)) } ?? (name, nil)
        let fitting = methods(base, of: typeName).filter { !$0.isStatic && (labels == nil || $0.params.map(\.label) == labels!) }
        // A generic one's result is bound by each call (`TypePass+Generics`), not here.
        guard fitting.count == 1, fitting[0].genericParameters.isEmpty, types[typeName]?.decl.isGeneric != true else { return nil }
        return .closure(fitting[0].params.map { shape($0.type) }, shape(fitting[0].returnType))
    }

    /// `shape` with each alias it names replaced by what it stands for (`[Amount]` is `[Double]`),
    /// through aliases of aliases up to a bound (a cycle does not compile in Swift).
    static func resolvingAliases(_ shape: StaticType, _ aliases: [String: TypeIR], depth: Int = 0) -> StaticType? {
        guard depth < 8 else { return nil }
        func resolved(_ inner: StaticType) -> StaticType { resolvingAliases(inner, aliases, depth: depth + 1) ?? inner }
        switch shape {
        case .named(let name): return aliases[name].map { resolved($0.shape) } ?? shape
        case .optional(let wrapped): return .optional(resolved(wrapped))
        case .array(let element): return .array(resolved(element))
        case .set(let element): return .set(resolved(element))
        case .dictionary(let key, let value): return .dictionary(resolved(key), resolved(value))
        case .tuple(let items, let labels): return .tuple(items.map(resolved), labels: labels)
        case .closure(let parameters, let result): return .closure(parameters.map(resolved), resolved(result))
        default: return shape
        }
    }

    /// What `self` is in the file's extension of a standard type, as far as its members' types go.
    static let standardSelfTypes: [String: StaticType] = [
        "Array": .array(.unknown), "Collection": .array(.unknown), "Sequence": .array(.unknown), "String": .string,
        "Set": .set(.unknown), "Dictionary": .dictionary(.unknown, .unknown),
    ]
}
