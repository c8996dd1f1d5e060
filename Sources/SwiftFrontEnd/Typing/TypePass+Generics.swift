import ContainmentEngine

/// Generic types and functions. The playground erases a generic parameter when it runs, but a
/// literal given for one takes the type the parameter is bound to, as swiftc types it:
/// `Bag<Double>().add(3)` adds `3.0`, `let d: [Double] = wrap(2)` is `[2.0]`, and `show(1, 2.5)`
/// with `func show<T>(_ a: T, _ b: T)` shows `1.0 2.5` (T is Double). A parameter whose binding
/// the pass cannot see is left unbound, and its literals as they are (an Int, Swift's default).
/// (Issue 37: each printed an Int where swiftc prints a Double, found by a never-seen batch.)
extension TypePass {
    /// `Bag<Double>` as written, when it names one of the file's generic types.
    func specialized(_ type: TypeIR) -> StaticType? {
        guard let decl = types[type.name]?.decl, decl.genericParameters.count == type.genericArguments.count else { return nil }
        return .specialized(type.name, type.genericArguments.map { shape($0) })
    }

    /// A generic type's property with its parameters bound (`Bag<Double>`'s `items: [T]` is a `[Double]`).
    func property(_ name: String, of typeName: String, bindings: [String: StaticType]) -> StaticType? {
        guard let property = types[typeName]?.properties.first(where: { $0.name == name && !$0.isStatic }) else {
            return self.property(name, of: typeName)
        }
        return property.type != nil ? bound(property.type, bindings) : property.initializer.map { type(of: $0) } ?? .unknown
    }

    /// What a specialised type binds (nothing for any other type).
    func bindings(of type: StaticType) -> [String: StaticType] {
        if case .specialized(let name, let arguments) = type { return bindings(of: name, arguments) }
        return [:]
    }

    /// What a generic type's parameters are bound to in `Name<Arguments>`.
    func bindings(of typeName: String, _ arguments: [StaticType]) -> [String: StaticType] {
        guard let decl = types[typeName]?.decl, decl.genericParameters.count == arguments.count else { return [:] }
        return Dictionary(zip(decl.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
    }

    /// A declared type with the generic parameters in it replaced by their bindings (an unbound
    /// one is unknown).
    func bound(_ type: TypeIR?, _ bindings: [String: StaticType]) -> StaticType {
        guard let type else { return .unknown }
        return bindings.isEmpty ? shape(type) : Self.substitute(type.generic ?? shape(type), bindings)
    }

    static func substitute(_ type: StaticType, _ bindings: [String: StaticType]) -> StaticType {
        switch type {
        case .parameter(let name): bindings[name] ?? .unknown
        // An extension's method names the type's parameter as a type (`extension Bag { func add(_ x: T) }`).
        case .named(let name): bindings[name] ?? type
        case .optional(let wrapped): .optional(substitute(wrapped, bindings))
        case .array(let element): .array(substitute(element, bindings))
        case .set(let element): .set(substitute(element, bindings))
        case .dictionary(let key, let value): .dictionary(substitute(key, bindings), substitute(value, bindings))
        case .tuple(let items, let labels): .tuple(items.map { substitute($0, bindings) }, labels: labels)
        default: type
        }
    }

    /// The parameter types of a call to `function`, whose generic `parameters` (its own, or its
    /// type's when no specialisation says) take what the arguments and the expected result bind.
    func parameterTypes(
        of function: FuncIR, binding parameters: [String], known: [String: StaticType] = [:], arguments: [Arg], expected: StaticType = .unknown
    ) -> [StaticType] {
        let bindings = self.bindings(of: function, binding: parameters, known: known, arguments: arguments, expected: expected)
        return function.params.map { bound($0.type, bindings) }
    }

    /// What a call binds `function`'s generic `parameters` to: its expected result, then its arguments.
    func bindings(
        of function: FuncIR, binding parameters: [String], known: [String: StaticType] = [:], arguments: [Arg], expected: StaticType = .unknown
    ) -> [String: StaticType] {
        var bindings = known
        if !parameters.isEmpty {
            if let result = function.returnType?.generic { Self.unify(result, expected, parameters, into: &bindings) }
            infer(
                parameters, from: zip(function.params, arguments).compactMap { param, argument in param.type?.generic.map { ($0, argument.value) } },
                into: &bindings)
        }
        return bindings
    }

    /// The bindings a declared type and the type in its place give (`[T]` and `[Double]`: T is
    /// Double; a protocol's `[Item]` and an adopter's `[Double]`: Item is Double).
    static func unify(_ generic: StaticType, _ expected: StaticType, _ parameters: [String], into bindings: inout [String: StaticType]) {
        switch (generic, expected) {
        case (_, .unknown): return
        // A generic parameter as written, or a protocol's associated type (it is not erased).
        case (.parameter(let name), _) where parameters.contains(name), (.named(let name), _) where parameters.contains(name):
            if bindings[name] == nil { bindings[name] = expected }
        case (.optional(let inner), .optional(let wanted)), (.array(let inner), .array(let wanted)), (.set(let inner), .set(let wanted)):
            unify(inner, wanted, parameters, into: &bindings)
        case (.dictionary(let key, let value), .dictionary(let wantedKey, let wantedValue)):
            unify(key, wantedKey, parameters, into: &bindings)
            unify(value, wantedValue, parameters, into: &bindings)
        case (.tuple(let items, _), .tuple(let wanted, _)) where items.count == wanted.count:
            for (item, want) in zip(items, wanted) { unify(item, want, parameters, into: &bindings) }
        default: return
        }
    }

    /// The bindings the arguments give: an argument of a known type binds its parameter (two
    /// that disagree bind nothing); failing that, a floating-point literal makes it a Double, as
    /// swiftc types `1` and `2.5` given for one parameter. Integer literals alone bind nothing.
    private func infer(_ parameters: [String], from pairs: [(StaticType, Expr)], into bindings: inout [String: StaticType]) {
        var typed: [String: StaticType] = [:]
        var disagreeing: Set<String> = []
        var floatingLiterals: Set<String> = []
        func record(_ name: String, _ type: StaticType) {
            guard type != .unknown else { return }
            if let seen = typed[name], seen != type { disagreeing.insert(name) } else { typed[name] = type }
        }
        func visit(_ generic: StaticType, _ value: Expr) {
            switch (generic, value) {
            case (.parameter(let name), _) where parameters.contains(name):
                if Self.mayTakeContext(value) {
                    if Self.holdsFloatingLiteral(value) { floatingLiterals.insert(name) }
                    return
                }
                record(name, self.type(of: value))
            case (.array(let element), .array(let items)): for item in items { visit(element, item) }
            // `W.Type` given `Label.self`: W is Label.
            case (.specialized(".Type", let metatypeOf), .member(.name(let typeName, _), "self", _)):
                guard metatypeOf.count == 1, case .parameter(let name) = metatypeOf[0], parameters.contains(name) else { return }
                record(name, StaticType.named(typeName, arguments: []))
            // `T?` given a `String?`: T is String.
            case (.optional(.parameter(let name)), _) where parameters.contains(name) && !Self.mayTakeContext(value):
                if case .optional(let wrapped) = self.type(of: value) { record(name, wrapped) } else { record(name, self.type(of: value)) }
            case (.optional(let wrapped), _): visit(wrapped, value)
            // `[T]` given a variable, or `[Double]()` (typed by how it is written): its element type.
            case (.array, _), (.dictionary, _):
                let given: StaticType
                if case .typed(_, let shape) = value {
                    given = shape
                } else if !Self.mayTakeContext(value) {
                    given = self.type(of: value)
                } else {
                    return
                }
                var found: [String: StaticType] = [:]
                Self.unify(generic, given, parameters, into: &found)
                for (name, type) in found { record(name, type) }
            default: return
            }
        }
        for (generic, value) in pairs { visit(generic, value) }
        for name in parameters where bindings[name] == nil && !disagreeing.contains(name) {
            if let type = typed[name] {
                bindings[name] = type
            } else if floatingLiterals.contains(name) {
                bindings[name] = .floating("Double")
            }
        }
    }

    /// Whether a literal expression holds a floating-point literal (`2.5`, `-0.5`, `[1, 2.5]`, `1 + 0.5`).
    static func holdsFloatingLiteral(_ expr: Expr) -> Bool {
        switch expr {
        case .double: true
        case .prefix(_, let operand, _): holdsFloatingLiteral(operand)
        case .binary(_, let left, let right, _): holdsFloatingLiteral(left) || holdsFloatingLiteral(right)
        case .array(let items): items.contains { holdsFloatingLiteral($0) }
        default: false
        }
    }

    /// A call typed by the type expected of its result, where that binds a generic function's or
    /// type's parameters: `let d: [Double] = wrap(2)`, `let bag: Bag<Double> = Bag(items: [1])`.
    func expecting(_ expr: Expr, _ expected: StaticType) -> Expr {
        guard expected != .unknown, case .call(let callee, let arguments, let labels, let loc) = expr else { return expr }
        guard arguments.contains(where: { Self.mayTakeContext($0.value) }) else {
            // `let s: String = valueOrDefault(nil)`: the result alone says what T is.
            guard case .name(let name, _) = callee, let function = typeValueFunction(name, labels: labels) else { return expr }
            return passingTypes(to: function, expr, expected: expected)
        }
        let types: [StaticType]
        switch (callee, expected.unwrapped) {
        case (.name(let name, _), .specialized(let typeName, let typeArguments)) where name == typeName:
            types = initializerTypes(of: typeName, labels: labels, known: bindings(of: typeName, typeArguments), arguments: arguments)
        // `Either<Double, String>.left(3)`, `let e: Either<Double, String> = .left(2)`: a case's payload, a static method's parameters.
        case (.member(.name(let name, _), let member, _), .specialized(let typeName, let typeArguments)) where name == typeName:
            types = staticMemberTypes(of: typeName, member, labels: labels, known: bindings(of: typeName, typeArguments), arguments: arguments)
        case (.implicitMember(let member, _), .specialized(let typeName, let typeArguments)):
            types = staticMemberTypes(of: typeName, member, labels: labels, known: bindings(of: typeName, typeArguments), arguments: arguments)
        case (.name(let name, _), _):
            guard let function = genericFunction(name, labels: labels) else { return expr }
            types = parameterTypes(of: function, binding: function.genericParameters, arguments: arguments, expected: expected)
            let typed = arguments.enumerated().map { index, argument in
                index < types.count ? Arg(label: argument.label, value: Self.contextual(argument.value, types[index])) : argument
            }
            return passingTypes(to: function, .call(callee, typed, labels: labels, loc), expected: expected)
        default: return expr
        }
        return .call(
            callee, zip(arguments, types).map { Arg(label: $0.label, value: Self.contextual($0.value, $1)) } + arguments.dropFirst(types.count),
            labels: labels, loc)
    }

    /// The parameter types of a generic type's enum case `member` (its payload) or static method.
    func staticMemberTypes(of typeName: String, _ member: String, labels: [String?], known: [String: StaticType], arguments: [Arg]) -> [StaticType] {
        guard let declared = types[typeName] else { return [] }
        let parameters = declared.decl.genericParameters
        if let found = declared.cases.first(where: { $0.name == member }), found.associated.count == arguments.count {
            return parameterTypes(
                of: FuncIR(name: member, params: found.associated, body: [], loc: declared.decl.loc), binding: parameters, known: known,
                arguments: arguments)
        }
        let candidates = declared.methods.filter { $0.name == member && $0.isStatic && $0.params.map(\.label) == labels }
        guard candidates.count == 1, !candidates[0].params.contains(where: \.isVariadic) else { return [] }
        return parameterTypes(of: candidates[0], binding: parameters + candidates[0].genericParameters, known: known, arguments: arguments)
    }

    /// What the associated types of the protocols `typeName` adopts are, as its properties bind
    /// them: `var items: [Item]` required, `var items: [T]` declared by a `Bag<Double>`: Item is Double.
    func associatedTypes(of typeName: String, known: [String: StaticType]) -> [String: StaticType] {
        guard let declared = types[typeName] else { return [:] }
        var result: [String: StaticType] = [:]
        for proto in declared.inherited {
            guard let requirements = types[proto], requirements.kind == .protocolType else { continue }
            for required in requirements.properties {
                guard let own = declared.properties.first(where: { $0.name == required.name && !$0.isStatic }), own.type != nil else { continue }
                Self.unify(shape(required.type), bound(own.type, known), requirements.decl.genericParameters, into: &result)
            }
        }
        return result
    }

    /// The file's generic function `name` that fits `labels`, when exactly one does.
    func genericFunction(_ name: String, labels: [String?]) -> FuncIR? {
        guard lookup(name) == .unknown, let candidates = functions[name]?.filter({ $0.params.map(\.label) == labels }), candidates.count == 1,
            !candidates[0].genericParameters.isEmpty, !candidates[0].params.contains(where: \.isVariadic)
        else { return nil }
        return candidates[0]
    }

    /// The parameter types of a generic type's initialiser that fits `labels` (or its memberwise
    /// one), its parameters bound by `known` and then by the arguments.
    func initializerTypes(of typeName: String, labels: [String?], known: [String: StaticType], arguments: [Arg]) -> [StaticType] {
        guard let declared = types[typeName], declared.decl.isGeneric, let initializer = initializer(of: declared, labels: labels) else { return [] }
        return parameterTypes(of: initializer, binding: declared.decl.genericParameters, known: known, arguments: arguments)
    }

    /// A generic type made without its arguments (`Observable(20.0)`), as its initialiser's
    /// arguments specialise it (`Observable<Double>`): its members' literals take the binding
    /// (`temperature.value = 31` stores `31.0`). nil when they bind none of its parameters.
    func inferredSpecialization(of typeName: String, labels: [String?], arguments: [Arg]) -> StaticType? {
        guard let declared = types[typeName], declared.decl.isGeneric, let initializer = initializer(of: declared, labels: labels) else { return nil }
        let parameters = declared.decl.genericParameters
        var bindings: [String: StaticType] = [:]
        infer(
            parameters, from: zip(initializer.params, arguments).compactMap { param, argument in param.type?.generic.map { ($0, argument.value) } },
            into: &bindings)
        return bindings.isEmpty ? nil : .specialized(typeName, parameters.map { bindings[$0] ?? .unknown })
    }

    /// The initialiser that fits `labels`, or a struct's memberwise one, when exactly one does.
    private func initializer(of declared: DeclaredType, labels: [String?]) -> FuncIR? {
        let candidates = declared.initializers.filter { $0.params.map(\.label) == labels }
        if candidates.count == 1, !candidates[0].params.contains(where: \.isVariadic) { return candidates[0] }
        guard candidates.isEmpty, declared.kind == .structType else { return nil }
        let memberwise = labels.map { label in
            Param(label: label, name: label ?? "", type: declared.properties.first { $0.name == label && !$0.isStatic }?.type)
        }
        return FuncIR(name: "init", params: memberwise, body: [], loc: declared.decl.loc)
    }
}
