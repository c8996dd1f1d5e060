import ContainmentEngine

/// Calling a value: a closure, a function or method reference, a type (its initialiser), or a
/// value whose type declares `callAsFunction`.
extension Interpreter {
    func callValue(_ value: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        switch value {
        case .closure(let closure): return try callClosure(closure, arguments)
        case .function(let ref):
            if case .type(let typeName)? = ref.receiver, ref.name == "init" || ref.name.hasPrefix("init(") {
                // `map(Item.init)`: a function value's call has no labels; the initialiser it names
                // has (the only one taking that many arguments, or a struct's memberwise one).
                var arguments = arguments
                if labels.allSatisfy({ $0 == nil }), arguments.count == 1, case .tuple(let items, _) = arguments[0], items.count > 1,
                    !initializerTakesTuple(typeName), initializerLabels(typeName, count: items.count) != nil
                {
                    arguments = items  // `zip(xs, ys).map(Point.init)`: the pair is the two arguments
                }
                var labels = labels
                if labels.allSatisfy({ $0 == nil }) {
                    // `Category.init(bmi:)` says its labels; `Item.init` leaves them to the count.
                    let named = Self.labels(ofInitializerReference: ref.name)
                    labels =
                        named?.count == arguments.count
                        ? named! : initializerLabels(typeName, count: arguments.count) ?? Array(repeating: nil, count: arguments.count)
                }
                return try construct(typeName, arguments, labels, loc, bindingName: nil)
            }
            // `zip(a, b).map(max)`, `.map(combine)`: a pair given to a function of two parameters is
            // its two arguments, as Swift converts the function (`max((3, 1))` was the pair).
            if let items = splatted(ref, arguments, labels) { return try callValue(value, items, items.map { _ in nil }, loc) }
            // `shout(_:times:)`, `title(for:)`: named with its labels, called with them.
            if let (base, named) = Self.namedWithLabels(ref.name), named.count == arguments.count {
                if let receiver = ref.receiver, let result = try callMethod(base, on: receiver, arguments, named, loc, bindingName: nil) {
                    return result
                }
                if ref.receiver == nil, let function = runtime.heap.functions[base]?.first(where: { accepts($0, named) }) {
                    return try invoke(function, receiver: nil, owner: nil, arguments, named, loc)
                }
            }
            if ref.isStatic == true, let receiver = ref.receiver, let type = ref.type,
                let (function, owner) = method(ref.name, labels: labels, for: type)
            {
                return try invoke(function, receiver: receiver, owner: owner, arguments, labels, loc)
            }
            if let receiver = ref.receiver, let result = try callMethod(ref.name, on: receiver, arguments, labels, loc, bindingName: nil) {
                return result
            }
            if let function = runtime.heap.functions[ref.name]?.first {
                return try invoke(function, receiver: nil, owner: nil, arguments, function.params.prefix(arguments.count).map(\.label), loc)
            }
            if let result = try globalFunction(ref.name, arguments, labels, loc) { return result }
            throw error("cannot call '\(ref.name)'", loc)
        case .type(let name): return try construct(name, arguments, labels, loc, bindingName: nil)
        case .null: throw trap(Self.implicitUnwrapTrap, loc)
        case .inert: return value
        case .record(let type, _), .enumCase(let type, _, _): return try callAsFunction(value, of: type, arguments, labels, loc)
        case .object(let id): return try callAsFunction(value, of: runtime.heap.objects[id]?.className ?? "", arguments, labels, loc)
        default: throw error("cannot call a value of type '\(typeName(of: value))'", loc)
        }
    }

    /// `init(bmi:_:)` -> ["bmi", nil]; nil for a bare `init`.
    static func labels(ofInitializerReference name: String) -> [String?]? {
        guard name.hasPrefix("init(") else { return nil }
        return splitLabels(name)?.labels
    }

    /// The tuple's elements, when `ref` is a free function (the file's, `max`, `min` or an
    /// operator) given one tuple without a label and the function takes as many arguments.
    private func splatted(_ ref: FunctionRef, _ arguments: [Value], _ labels: [String?]) -> [Value]? {
        guard ref.receiver == nil, arguments.count == 1, labels == [nil], case .tuple(let items, _) = arguments[0], items.count > 1 else {
            return nil
        }
        if let declared = runtime.heap.functions[ref.name] {
            let takes = { (count: Int) in declared.contains { $0.params.count == count && !$0.params.contains(where: \.isVariadic) } }
            return takes(items.count) && !takes(1) ? items : nil
        }
        return ["max", "min"].contains(ref.name) || Self.operatorFunctions.contains(ref.name) && items.count == 2 ? items : nil
    }

    /// Whether one of the type's initialisers of one parameter takes a tuple (or anything): then
    /// a pair given to `Type.init` is that one's argument.
    private func initializerTakesTuple(_ typeName: String) -> Bool {
        runtime.heap.types[typeName]?.decl.initializers.contains { initializer in
            guard initializer.params.count == 1, let type = initializer.params[0].type else { return false }
            if case .tuple = type.shape { return true }
            return type.name == "Any" || initializer.genericParameters.contains(type.name)
        } == true
    }

    /// A standard function given what the playground does not take (`zip` of a sequence of the
    /// file's, `log` of an unknown constant): refused in its words, not as a name not found.
    func unsupportedArguments(of name: String, _ arguments: [Value], _ loc: Loc) -> ScriptError {
        let given = arguments.map { typeName(of: $0) }.joined(separator: ", ")
        return error("'\(name)' given (\(given)) is not supported by the playground yet; \(Lowering.supportPage)", loc)
    }

    /// `shout(_:times:)` -> ("shout", [nil, "times"]); nil for a name without labels or an initialiser's.
    static func namedWithLabels(_ name: String) -> (base: String, labels: [String?])? {
        // One byte's test first: every member read asks (`member(_:of:)`).
        guard name.utf8.last == UInt8(ascii: ")"), name.hasSuffix(":)"), !name.hasPrefix("init(") else { return nil }
        return splitLabels(name)
    }

    /// `name(a:_:)` -> ("name", ["a", nil]): a name written with its labels, split.
    private static func splitLabels(_ name: String) -> (base: String, labels: [String?])? {
        guard name.hasSuffix(")"), let open = name.firstIndex(of: "(") else { return nil }
        let labels = name[name.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        return (String(name[..<open]), labels.map { $0 == "_" ? nil : String($0) })
    }

    /// `shout(_:times:)` as a value: the file's function with those labels, or the method of
    /// `self` (in a method) with them; nil when there is none.
    func functionReference(named name: String, in scope: Scope) -> Value? {
        guard let (base, labels) = Self.namedWithLabels(name) else { return nil }
        if let receiver = scope.context?.receiver, let reference = labelledMethod(name, of: receiver) { return reference }
        guard runtime.heap.functions[base]?.contains(where: { accepts($0, labels) }) == true else { return nil }
        return .function(FunctionRef(receiver: nil, type: nil, name: name))
    }

    /// `value.title(for:)`: the method of the value's type with those labels, as a function value;
    /// nil when its type declares none.
    func labelledMethod(_ name: String, of value: Value) -> Value? {
        guard let (base, labels) = Self.namedWithLabels(name) else { return nil }
        let type: String? =
            switch value {
            case .record(let type, _), .enumCase(let type, _, _): type
            case .object(let id): runtime.heap.objects[id]?.className
            default: nil
            }
        guard let type, method(base, labels: labels, for: type) != nil else { return nil }
        return .function(FunctionRef(receiver: value, type: nil, name: name))
    }

    /// `memo(10)`: a value whose type declares `callAsFunction` is called through it, as Swift does.
    private func callAsFunction(_ value: Value, of type: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value {
        guard let (function, owner) = method("callAsFunction", labels: labels, for: type) else {
            throw error("cannot call a value of type '\(typeName(of: value))'", loc)
        }
        // A struct's mutating one would change the variable it was read from, which a value here is not.
        if function.isMutating { throw error("a mutating callAsFunction is not supported by the playground yet; \(Lowering.supportPage)", loc) }
        return try invoke(function, receiver: value, owner: owner, arguments, labels, loc)
    }
}
