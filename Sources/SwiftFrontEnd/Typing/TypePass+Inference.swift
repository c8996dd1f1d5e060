/// The type pass's inference: the static type of an expression, from the file's declarations
/// and the standard library's common members; `.unknown` where it cannot tell.
extension TypePass {
    func type(of expr: Expr) -> StaticType {
        switch expr {
        case .int: return .int
        case .double: return .floating("Double")
        case .string, .interpolation: return .string
        case .bool: return .bool
        case .nilLiteral: return .optional(.unknown)
        case .name(let name, _):
            // `let ref = ff`: the file's function as a value, of its declared type.
            let found = lookup(name)
            if found == .unknown, let reference = labelledReference(name) { return reference }
            guard found == .unknown || found == .function, let declared = functions[name], declared.count == 1 else { return found }
            return .closure(declared[0].params.map { shape($0.type) }, shape(declared[0].returnType))
        case .selfRef: return selfType.map { .named($0) } ?? .unknown
        case .member(let base, let name, _): return member(name, of: base)
        case .call(let callee, let arguments, let labels, _): return call(callee, arguments, labels)
        case .subscriptAccess(let base, let arguments, _):
            let baseType = type(of: base)
            // `xs[safe: 5]`: a labelled subscript of the file's extension of Array or Collection.
            if arguments.contains(where: { $0.label != nil }), case .array(let element) = baseType {
                let labels = arguments.map(\.label)
                let fitting = ["Array", "Collection", "Sequence"].flatMap { methods("subscript", of: $0) }.filter { $0.params.map(\.label) == labels }
                guard fitting.count == 1 else { return .unknown }
                return Self.substitutingElement(shape(fitting[0].returnType), element)
            }
            switch baseType {
            // `xs[1...]`: an ArraySlice, a collection of the same elements (its ends are optionals,
            // the file's extensions of Collection apply).
            case .array(let element): return arguments.count == 1 ? (isRange(arguments[0].value) ? .array(element) : element) : .unknown
            case .dictionary(_, let value): return arguments.contains { $0.label == "default" } ? value : .optional(value)
            case .named(let typeName), .specialized(let typeName, _):
                // The type's own subscript (its getter takes exactly these labels).
                let fitting = methods("subscript", of: typeName).filter { $0.params.map(\.label) == arguments.map(\.label) }
                return fitting.count == 1 ? bound(fitting[0].returnType, bindings(of: baseType)) : .unknown
            default: return .unknown
            }
        // `{ () -> Int? in 5 }`: what its signature declares (a call of it prints as an optional).
        case .closure(let closure):
            guard let signature = closure.signature else { return .function }
            guard let result = signature.result else { return inferredClosureType(closure, signature) ?? .function }
            return .closure(signature.parameters.map { shape($0) }, shape(result))
        case .array(let items): return .array(literalElementType(items))
        case .dictionary(let pairs):
            return pairs.isEmpty ? .unknown : .dictionary(literalElementType(pairs.map(\.0)), literalElementType(pairs.map(\.1)))
        case .tuple(let items) where items.count == 1 && items[0].label == nil: return type(of: items[0].value)
        // `(a, 1)` with `a: Int?` prints `(Optional(30), 1)`: each element by its own type.
        // Labelled (`(a: o, b: 1)`): `t.a` reads its element's type by the label.
        case .tuple(let items): return .tuple(items.map { type(of: $0.value) }, labels: items.contains { $0.label != nil } ? items.map(\.label) : nil)
        case .binary(let op, let left, let right, _):
            switch op {
            case "??":
                let fallback = type(of: right)
                if fallback.isOptional { return fallback }
                let wrapped = type(of: left)
                return wrapped.isOptional ? wrapped.unwrapped : fallback
            case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!==": return .bool
            case "..<", "...": return type(of: left) == .int && type(of: right) == .int ? .range(closed: op == "...") : .unknown
            case "+", "-", "*", "/", "%":
                let (l, r) = (type(of: left), type(of: right))
                if case .floating = l { return l }
                if case .floating = r { return r }
                return l == r ? l : .unknown
            default: return .unknown
            }
        case .prefix(let op, let operand, _): return op == "!" ? .bool : type(of: operand)
        case .ternary(_, let then, let otherwise):
            let (a, b) = (type(of: then), type(of: otherwise))
            if a == b { return a }
            // `flag ? age : nil`: an optional when either arm is one (`nil` is an optional of anything).
            guard a.isOptional || b.isOptional else { return .unknown }
            let wrapped = [a.unwrapped, b.unwrapped].first { $0 != .unknown } ?? .unknown
            return a.unwrapped == b.unwrapped || a.unwrapped == .unknown || b.unwrapped == .unknown ? .optional(wrapped) : .unknown
        case .forceUnwrap(let inner, _), .optionalStep(let inner):
            let wrapped = type(of: inner)
            return wrapped.isOptional ? wrapped.unwrapped : .unknown
        case .optionalChain(let inner):
            let result = type(of: inner)
            return result.isOptional ? result : .optional(result)
        case .cast(let inner, let kind, let type, _):
            // `x as Any` keeps what x is: print shows an optional inside an Any as one.
            if kind == .plain, type.name == "Any", !type.isOptional { return self.type(of: inner) }
            switch kind {
            case .conditional: return .optional(type.shape)
            case .check: return .bool
            case .forced, .plain: return type.shape
            }
        case .tryExpr(let inner, let kind, _):
            let result = type(of: inner)
            return kind == .optional ? (result.isOptional ? result : .optional(result)) : result
        case .typed(_, let type): return type
        case .assignment: return .void
        default: return .unknown
        }
    }

    func call(_ callee: Expr, _ arguments: [Arg], _ labels: [String?]) -> StaticType {
        let found = declaredCall(callee, arguments, labels)
        // `p.transform(5)`, `handlers[0](2)`, `f(.inc)`: a value of a function type, called.
        if found == .unknown, case .closure(_, let result) = type(of: callee) { return result }
        return found
    }

    private func declaredCall(_ callee: Expr, _ arguments: [Arg], _ labels: [String?]) -> StaticType {
        // `make()()`: what the function a call gives returns.
        if case .call = callee, case .closure(_, let result) = type(of: callee) { return result }
        switch callee {
        case .name(let name, _):
            if case .closure(_, let result) = lookup(name) { return result }  // a closure of a declared type
            if name == "zip", functions[name] == nil, arguments.count == 2 { return .named("Zip2Sequence") }
            // Printed as its type by Swift (`StrideTo<Int>(...)`): a lazy wrapper here too.
            if name == "stride", functions[name] == nil, arguments.count == 3 {
                return .named(arguments[1].label == "through" ? "StrideThrough" : "StrideTo")
            }
            if name == Interpreter.anyIteratorType, types[name] == nil { return .named(name) }
            if lookup(name) != .unknown { return .unknown }  // a closure in a variable
            // `lookup()` in a method: the type's own method first (it shadows a global one).
            if let selfType {
                let fitting = methods(name, of: selfType).filter { $0.params.count == arguments.count }
                if !fitting.isEmpty {
                    let shapes = Set(fitting.map { "\(shape($0.returnType))" })
                    return shapes.count == 1 ? shape(fitting[0].returnType) : .unknown
                }
            }
            if let candidates = functions[name] {
                let fitting = candidates.filter { $0.params.count == arguments.count || $0.params.contains(where: \.isVariadic) }
                let shapes = Set(fitting.map { "\(shape($0.returnType))" })
                return shapes.count == 1 ? fitting.first.map { shape($0.returnType) } ?? .unknown : .unknown
            }
            if let declared = types[name] {
                let fitting = declared.initializers.filter { $0.params.map(\.label) == labels }
                if declared.kind == .enumType, labels == ["rawValue"] { return .optional(.named(name)) }
                if fitting.count == 1, fitting[0].isFailable { return .optional(.named(name)) }
                if declared.decl.isGeneric, let specialized = inferredSpecialization(of: name, labels: labels, arguments: arguments) {
                    return specialized
                }
                return declared.kind == .protocolType ? .unknown : .named(name)
            }
            switch name {
            case "Int" where labels == ["exactly"] || labels == [nil, "radix"]: return .optional(.int)
            case "Optional" where arguments.count == 1: return .optional(type(of: arguments[0].value))
            case "Int", "Double", "Float", "CGFloat":
                let result: StaticType = name == "Int" ? .int : .floating(name)
                guard arguments.count == 1, labels == [nil] else { return .unknown }
                switch type(of: arguments[0].value) {
                case .string, .character: return .optional(result)
                case .int, .floating: return result
                default: return .unknown
                }
            case "String": return .string
            // `Array(zip(a, b))`: an array of the sequence's elements (its `first` is an optional).
            case "Array" where labels == [nil]: return .array(elementType(of: arguments[0].value))
            // `Array(repeating: [Double](), count: 2)`: an array of what it repeats.
            case "Array" where labels == ["repeating", "count"]: return .array(type(of: arguments[0].value))
            case "Character" where labels == [nil]: return .character
            // `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`: dictionaries, whose
            // subscripts give optionals.
            case "Dictionary" where labels == ["grouping", "by"] || labels == ["uniqueKeysWithValues"]: return .dictionary(.unknown, .unknown)
            case "Bool" where labels == [nil]:
                // `Bool("true")` may fail: a Bool?.
                return type(of: arguments[0].value) == .string ? .optional(.bool) : .unknown
            case "Set" where labels == [nil]:
                switch type(of: arguments[0].value) {
                case .array(let element), .set(let element): return .set(element)
                case .string: return .set(.character)
                default: return .unknown
                }
            default: return .unknown
            }
        case .member(let base, let name, let loc):
            // `Store.Category(rawValue:)`: a nested type's initialiser, as its own name's.
            if case .name(let outer, _) = base, types[outer] != nil, types[name] != nil { return call(.name(name, loc), arguments, labels) }
            // `Theme.named("dark")`, `Token.number(5)`: a static method's result, an enum case with its payload.
            if let typeName = typeNamed(by: base), let decl = types[typeName] {
                if decl.cases.contains(where: { $0.name == name }) { return .named(typeName) }
                let fitting = decl.methods.filter { $0.name == name && $0.isStatic && $0.params.count == arguments.count }
                let shapes = Set(fitting.map { "\(shape($0.returnType))" })
                return shapes.count == 1 ? shape(fitting[0].returnType) : .unknown
            }
            // `items.makeIterator()` (`Interpreter+Iterators`): its `next()` gives optionals.
            if arguments.isEmpty, let iterated = Self.standardIteratorCall(name, on: type(of: base)) { return iterated }
            // A method an extension of the standard library's type declares.
            for standard in type(of: base).extensionNames where types[standard] != nil {
                let fitting = methods(name, of: standard).filter { $0.params.count == arguments.count }
                let shapes = Set(fitting.map { "\(shape($0.returnType))" })
                if shapes.count == 1 { return shape(fitting[0].returnType) }
            }
            // `count.map(String.init)` on an optional: an optional string.
            if name == "map", arguments.count == 1, case .member(.name("String", _), "init", _) = arguments[0].value, type(of: base).isOptional {
                return .optional(.string)
            }
            if let wrapper = Self.lazyWrapper(name, arguments.count, base: type(of: base)) { return .named(wrapper) }
            // `(0...100).clamped(to: 50...150)` is a range of the same kind (`Interpreter+Ranges`).
            if case .range = type(of: base), name == "clamped" || name == "overlaps" { return name == "clamped" ? type(of: base) : .bool }
            // `(0..<2).map { i -> Int? in i }`, `(0..<n).map { _ in [Double]() }`: arrays of what
            // the closure gives, as an array's `map` (they were unknown, session 37's hunt).
            if case .range = type(of: base), arguments.count == 1, name == "map" || name == "compactMap" || name == "filter" {
                if name == "filter" { return .array(.int) }
                let result = resultType(of: arguments[0].value, element: .int)
                return .array((name == "map" ? result : result?.unwrapped) ?? .unknown)
            }
            // A range's (`xs.indices.max()`) and a dictionary's keys' or values' elements, or nil.
            if Self.givesOptionalElement(name, labels) {
                if case .range = type(of: base) { return .optional(.int) }
                if isDictionaryView(base) { return .optional(.unknown) }
            }
            // `map(String.init)` on any sequence: an array of strings.
            // `reduce(into: [String: Int]())`: what it gives is its initial value's type (its
            // subscript an optional; it printed without `Optional(...)`, session 36's hunt).
            if name == "reduce", labels.first == "into", arguments.count == 2, !memberNames.methods.contains(name) {
                return type(of: arguments[0].value)
            }
            if name == "map", arguments.count == 1, case .member(.name("String", _), "init", _) = arguments[0].value, !type(of: base).isOptional {
                return .array(.string)
            }
            // `nums.first { $0 > 1 }`: a trailing closure is the method's labelled closure (`where:`).
            var labels = labels
            if let label = Interpreter.trailingClosureLabels[name], labels.last == .some(nil), case .closure? = arguments.last?.value {
                labels[labels.count - 1] = label
            }
            switch type(of: base) {
            case .optional(let wrapped) where (name == "map" || name == "flatMap") && arguments.count == 1:
                // Optional's own map: what the closure gives, in one more layer (flatMap: none more).
                guard let result = resultType(of: arguments[0].value, element: wrapped) else { return .optional(.unknown) }
                return name == "map" ? .optional(result) : .optional(result.unwrapped)
            case .named(Self.lazySequence):
                switch name {
                case "map", "filter", "compactMap": return .named(Self.lazySequence)
                case "first", "min", "max": return .optional(.unknown)
                case "contains", "allSatisfy": return .bool
                case "sorted": return .array(.unknown)
                default: return .unknown
                }
            case .named(let typeName) where Self.lazyWrappers.contains(typeName):
                // A sequence all the same: `first(where:)`, `min()`, `max()` give optionals, and
                // `map` and the others arrays (whose `first` is one: `items.enumerated().map { }
                // .first` printed without `Optional(...)` before session 34).
                // Their elements are the base's (`xs.enumerated().filter { }.map { "\($0.element)" }`
                // of an `[Int?]` printed 1 for Optional(1), session 37's hunt).
                switch name {
                case "filter", "sorted": return .array(elementType(of: base))
                case "map" where arguments.count == 1: return .array(resultType(of: arguments[0].value, element: elementType(of: base)) ?? .unknown)
                case "compactMap", "flatMap", "map": return .array(.unknown)
                default: break
                }
                return ["first", "min", "max", "randomElement"].contains(name) ? .optional(.unknown) : .unknown
            case .named(let typeName), .specialized(let typeName, _):
                let fitting = methods(name, of: typeName).filter { $0.params.count == arguments.count }
                if fitting.isEmpty, let sequenceResult = sequenceMethod(name, labels: labels, of: typeName) { return sequenceResult }
                if fitting.isEmpty, types[typeName] == nil, let standard = standardOptionalResult(name, labels) { return standard }
                let bindings = bindings(of: type(of: base))
                let shapes = Set(fitting.map { "\(bound($0.returnType, bindings))" })
                return shapes.count == 1 ? bound(fitting[0].returnType, bindings) : .unknown
            case .array(let element):
                switch (name, labels) {
                case _ where Self.givesOptionalElement(name, labels), ("popLast", []): return .optional(element)
                case ("firstIndex", _), ("lastIndex", _), ("index", [nil, "offsetBy", "limitedBy"]): return .optional(.int)
                case ("index", _), ("distance", _): return .int
                case ("filter", _), ("sorted", _): return .array(element)
                // Slices and shuffles: collections of the same elements, their ends optionals.
                case ("dropFirst", _), ("dropLast", _), ("prefix", _), ("suffix", _), ("drop", ["while"]), ("shuffled", []): return .array(element)
                // `[[1]].flatMap { a -> [Int?] in a }`: the elements of the arrays the closure gives.
                case ("flatMap", _) where arguments.count == 1:
                    if case .array(let inner)? = resultType(of: arguments[0].value, element: element) { return .array(inner) }
                    return .array(.unknown)
                case ("joined", []) where element == .string: return .string
                // `reduce(nil as Int?) { ... }`: the initial value's type, an optional one.
                case ("reduce", [nil, nil]) where type(of: arguments[0].value).isOptional: return type(of: arguments[0].value)
                // `reduce(0, scorer.combine)` with `combine` giving an `Int?`: the result is one.
                case ("reduce", [nil, nil]) where reduceResult(arguments[1].value, element: element).isOptional:
                    return reduceResult(arguments[1].value, element: element)
                case ("map", _) where arguments.count == 1:
                    // `raw.map { Int($0) }` is an array of optionals: print shows each as one. An
                    // array still where the element is unknown: its `first` is an optional.
                    return .array(resultType(of: arguments[0].value, element: element) ?? .unknown)
                case ("compactMap", _) where arguments.count == 1:
                    return .array(resultType(of: arguments[0].value, element: element)?.unwrapped ?? .unknown)
                case ("contains", _), ("allSatisfy", _): return .bool
                case ("removeLast", []), ("removeFirst", []), ("remove", ["at"]): return element
                default: return .unknown
                }
            case .set(let element):
                switch (name, labels) {
                case _ where Self.givesOptionalElement(name, labels), ("remove", [nil]), ("update", ["with"]): return .optional(element)
                case ("filter", _), ("union", _), ("intersection", _), ("subtracting", _), ("symmetricDifference", _): return .set(element)
                case ("sorted", _): return .array(element)
                case ("map", _) where arguments.count == 1:
                    return resultType(of: arguments[0].value, element: element).map { .array($0) } ?? .unknown
                case ("contains", _), ("allSatisfy", _), ("isSubset", _), ("isSuperset", _), ("isDisjoint", _), ("isStrictSubset", _),
                    ("isStrictSuperset", _):
                    return .bool
                default: return .unknown
                }
            case .dictionary(let key, let value):
                switch (name, labels) {
                case ("removeValue", ["forKey"]), ("updateValue", [nil, "forKey"]): return .optional(value)
                case _ where Self.givesOptionalElement(name, labels), ("firstIndex", _): return .optional(.unknown)
                // Still dictionaries with the same keys: their subscripts give optionals.
                case ("filter", _), ("merging", _): return .dictionary(key, value)
                case ("mapValues", _) where arguments.count == 1:
                    return .dictionary(key, resultType(of: arguments[0].value, element: value) ?? .unknown)
                case ("compactMapValues", _): return .dictionary(key, .unknown)
                default: return .unknown
                }
            case .string:
                switch (name, labels) {
                case ("uppercased", []), ("lowercased", []): return .string
                case _ where Self.givesOptionalElement(name, labels), ("popLast", []): return .optional(.character)
                case ("removeFirst", []), ("removeLast", []): return .character
                // A String.Index, or nil (`Interpreter+StringIndices`).
                case ("firstIndex", _), ("lastIndex", _), ("index", [nil, "offsetBy", "limitedBy"]): return .optional(.named("String.Index"))
                case ("hasPrefix", _), ("hasSuffix", _), ("contains", _): return .bool
                // Foundation's `range(of:)`: a range, or nil (its `map` printed without `Optional(...)`).
                case ("range", _) where labels.first == "of", ("firstRange", ["of"]): return .optional(.unknown)
                // Substrings (`Substring` prints as String does): their `first`, `last` are optionals.
                case ("split", _), ("components", ["separatedBy"]): return .array(.string)
                case ("dropFirst", _), ("dropLast", _), ("prefix", _), ("suffix", _), ("drop", ["while"]), ("filter", _): return .string
                case ("map", _) where arguments.count == 1: return .array(resultType(of: arguments[0].value, element: .character) ?? .unknown)
                case ("compactMap", _), ("flatMap", _), ("sorted", _), ("shuffled", []): return .array(.unknown)
                default: return .unknown
                }
            case .unknown: return standardOptionalResult(name, labels) ?? .unknown
            default: return .unknown
            }
        default: return .unknown
        }
    }

    /// The type of `for x in sequence`'s `x`.
    func elementType(of sequence: Expr) -> StaticType {
        if isRange(sequence) { return .unknown }
        // The standard library's wrappers: their elements are the base's (a pair with its offset,
        // a pair of two bases' elements).
        switch sequence {
        case .call(.member(let base, "enumerated", _), let arguments, _, _) where arguments.isEmpty:
            return .tuple([.int, elementType(of: base)], labels: ["offset", "element"])
        case .call(.member(let base, "reversed", _), let arguments, _, _) where arguments.isEmpty: return elementType(of: base)
        case .call(.name("zip", _), let arguments, _, _) where arguments.count == 2 && functions["zip"] == nil:
            return .tuple([elementType(of: arguments[0].value), elementType(of: arguments[1].value)])
        default: break
        }
        switch type(of: sequence) {
        case .array(let element), .set(let element): return element
        case .string: return .character
        default: return .unknown
        }
    }

    /// The declared type a name used as a value names (`Theme` in `Theme.dark`), when no variable
    /// of that name is in scope.
    func typeNamed(by expr: Expr) -> String? {
        guard case .name(let name, _) = expr, types[name] != nil, lookup(name) == .unknown else { return nil }
        return name
    }

    func isRange(_ expr: Expr) -> Bool {
        if case .binary(let op, _, _, _) = expr, op == "..<" || op == "..." { return true }
        if case .call(.name(let type, _), _, _, _) = expr, Interpreter.partialRangeTypes.contains(type) { return true }
        return false
    }
}

extension TypePass {
    /// The standard library's calls that give an optional on every collection and sequence
    /// (`first(where:)`, `min()`, `max(by:)`, `randomElement()`, `popLast()`, `firstIndex(of:)`):
    /// called on a value whose type the pass does not follow (a `reduce(into:)` result, a bare
    /// `Set`), and declared by none of the file's types, the result is an optional all the same
    /// (it printed without `Optional(...)`, session 36's hunt).
    func standardOptionalResult(_ name: String, _ labels: [String?]) -> StaticType? {
        guard !memberNames.methods.contains(name) else { return nil }
        switch (name, labels) {
        case _ where Self.givesOptionalElement(name, labels), ("popLast", []), ("firstIndex", _), ("lastIndex", _): return .optional(.unknown)
        case ("range", _) where labels.first == "of": return .optional(.unknown)
        default: return nil
        }
    }
}
