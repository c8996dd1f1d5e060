/// Implicit members given as arguments (`board.place(.queen, at: .init(file: "d", rank: 1))`):
/// resolved against the parameter's declared type, which the interpreter does not have when it
/// evaluates an argument.
extension TypePass {
    /// `.init(...)` or `.make(...)` where a declared struct or class is expected: `Hours.init(...)`
    /// (the interpreter resolves an implicit member by the expected type, which it does not have
    /// for an argument).
    func explicitMember(_ expr: Expr, _ type: StaticType) -> Expr {
        guard let typeName = type.unwrapped.declaredName, let declared = types[typeName], declared.kind == .structType || declared.kind == .classType
        else { return expr }
        switch expr {
        case .implicitMember(let name, let loc): return .member(.name(typeName, loc), name, loc)
        case .call(.implicitMember(let name, let memberLoc), let arguments, let labels, let loc):
            return .call(.member(.name(typeName, memberLoc), name, memberLoc), arguments, labels: labels, loc)
        default: return expr
        }
    }

    /// `[RGB.black, .white]`: an array literal's implicit members take the type of an element the
    /// pass knows (Swift infers the element type from it; the interpreter has no context for them).
    func explicitMembers(_ rewritten: [Expr], typedBy items: [Expr]) -> [Expr] {
        guard rewritten.contains(where: \.isImplicitMember),
            let known = items.lazy.filter({ !$0.isImplicitMember }).map({ self.type(of: $0) }).first(where: { $0.declaredName != nil })
        else { return rewritten }
        return rewritten.map { explicitMember($0, known) }
    }

    /// The declared types of a call's parameters, by position, where the callee is one of the
    /// file's functions or a declared type's initialiser (memberwise, or one that fits the labels).
    func parameterTypes(of callee: Expr, labels: [String?], arguments: [Arg] = []) -> [StaticType] {
        if case .member(let base, let name, _) = callee {
            // A standard collection's method given an element: `flags.contains(.bold)`.
            switch type(of: base) {
            case .array(let element), .set(let element):
                switch (name, labels) {
                case ("contains", [nil]), ("firstIndex", ["of"]), ("lastIndex", ["of"]), ("append", [nil]), ("remove", [nil]), ("insert", [nil]):
                    return [element]
                case ("insert", [nil, "at"]): return [element, .int]
                default: return []
                }
            default: break
            }
            // A method of a declared type: `board.place(.queen, at: .init(...))`; of a generic
            // one with its arguments, its parameters bound by them (`Bag<Double>`'s `add(_: T)`).
            let typeName: String
            var known: [String: StaticType] = [:]
            switch type(of: base) {
            case .named(let name): typeName = name
            case .specialized(let name, let typeArguments): (typeName, known) = (name, bindings(of: name, typeArguments))
            default: return []
            }
            let candidates = methods(name, of: typeName).filter { $0.params.map(\.label) == labels }
            guard candidates.count == 1, !candidates[0].params.contains(where: \.isVariadic) else { return [] }
            // A protocol extension's method names the protocol's associated types (`add(_ item: Item)`).
            known.merge(associatedTypes(of: typeName, known: known)) { mine, _ in mine }
            return parameterTypes(of: candidates[0], binding: candidates[0].genericParameters, known: known, arguments: arguments)
        }
        guard case .name(let name, _) = callee, lookup(name) == .unknown else { return [] }
        let candidates: [FuncIR]
        if functions[name] == nil, let selfType, !methods(name, of: selfType).isEmpty {
            candidates = methods(name, of: selfType).filter { $0.params.map(\.label) == labels }
        } else if let declared = types[name], declared.decl.isGeneric {
            return initializerTypes(of: name, labels: labels, known: [:], arguments: arguments)
        } else if let declared = types[name], declared.kind == .structType || declared.kind == .classType {
            candidates = declared.initializers.filter { $0.params.map(\.label) == labels }
            if candidates.isEmpty, declared.kind == .structType {
                return labels.map { label in declared.properties.first { $0.name == label && !$0.isStatic }.map { shape($0.type) } ?? .unknown }
            }
        } else {
            candidates = (functions[name] ?? []).filter { $0.params.map(\.label) == labels }
        }
        guard candidates.count == 1, !candidates[0].params.contains(where: \.isVariadic) else { return [] }
        return parameterTypes(of: candidates[0], binding: candidates[0].genericParameters, arguments: arguments)
    }

    /// The parameters of a closure given to a standard collection's method, by its element
    /// type: `map`, `filter`, `forEach`... take an element, `sorted(by:)` two, `reduce` the
    /// running value then an element. nil when the callee is none of these.
    func elementClosureParameters(_ callee: Expr, _ argumentCount: Int) -> [StaticType]? {
        guard case .member(let written, let name, _) = callee else { return nil }
        // `xs.lazy.map { }`: the base's elements (session 37's hunt: `$0` of an `[Int?]` printed 3).
        var base = written
        if case .member(let lazyBase, "lazy", _) = written { base = lazyBase }
        // An array's or a set's, or a wrapper's of one (`enumerated()`, `reversed()`, `zip`); not
        // a string's (its closures' characters are typed where they are used).
        if case .string = type(of: base) { return nil }
        let element = elementType(of: base)
        guard element != .unknown else { return nil }
        switch name {
        case "map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex",
            "removeAll", "drop", "prefix", "count":
            return [element]
        case "sorted", "sort", "min", "max", "elementsEqual": return [element, element]
        case "reduce" where argumentCount == 2: return [.unknown, element]
        default: return nil
        }
    }
}

extension TypePass {
    /// A closure's body typed with its parameters' types: what its signature declares, or the
    /// hints of the call it is given to (`closureHints`).
    mutating func typedClosure(_ closure: ClosureIR) -> Expr {
        var result = closure
        // What its signature declares types its parameters and its literals (`{ () -> Double in 2 }` is 2.0).
        let declared = closure.signature?.parameters ?? []
        var hints = closureHints ?? []
        closureHints = nil
        // `pairs.forEach { name, error in }`: a tuple element's items, one per parameter.
        if hints.count == 1, closure.params.count > 1, case .tuple(let items, _) = hints[0], items.count == closure.params.count { hints = items }
        let parameters = closure.params.enumerated().map { index, name in
            (name, index < declared.count ? declared[index]?.shape ?? .unknown : index < hints.count ? hints[index] : .unknown)
        }
        let returns = closure.signature?.result?.shape ?? .unknown
        scopes.append(Dictionary(parameters, uniquingKeysWith: { $1 }))
        returnTypes.append(returns)  // its `return`s are its own
        result.body = block(closure.body)
        if result.body.count == 1, case .expression(let expr, let loc) = result.body[0], returns != .unknown, returns != .void {
            result.body[0] = .expression(Self.contextual(expr, returns), loc)
        }
        returnTypes.removeLast()
        scopes.removeLast()
        return .closure(result)
    }
}
