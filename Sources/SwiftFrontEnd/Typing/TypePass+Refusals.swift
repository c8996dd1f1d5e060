import ContainmentEngine

/// What the type pass refuses before anything runs, each because the playground would run it
/// differently from swiftc: number types of another width, `Set`, an optional of an optional,
/// functions overloaded by type. The first found is the file's 400 (`TypePass.apply`).
extension TypePass {
    /// Number types the interpreter would compute in another width: `Float` in Double (other
    /// digits), the sized integers in Int (no wrap or trap at their own bounds).
    static let unsupportedNumberTypes: [String: String] = {
        var reasons = [
            "Float": "the playground computes in Double, so a Float would print other digits"
        ]
        for name in ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float16", "Float80"] {
            reasons[name] = "the playground computes in Int, so \(name) would not overflow at its own bounds"
        }
        return reasons
    }()

    /// Called for every name the file uses: the names above all start with F, I or U, and a
    /// byte's test passes the rest without hashing them.
    mutating func refuse(_ name: String, _ loc: Loc) {
        guard refusal == nil, let first = name.utf8.first, first == UInt8(ascii: "F") || first == UInt8(ascii: "I") || first == UInt8(ascii: "U"),
            let reason = Self.unsupportedNumberTypes[name]
        else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column, message: "'\(name)' is not supported by the playground yet: \(reason); \(Lowering.supportPage)")
    }

    mutating func check(_ type: TypeIR?, _ loc: Loc) {
        guard let type else { return }
        refuse(type.name, loc)
        for argument in type.genericArguments { check(argument, loc) }
        // `ClosedRange<Double>`: the playground holds a range's integer values (`0...1` given for
        // one held 0 and 1, and `contains(0.5)` answered false, session 37's hunt).
        if refusal == nil, ["ClosedRange", "Range", "PartialRangeFrom", "PartialRangeThrough", "PartialRangeUpTo"].contains(type.name),
            let bound = type.genericArguments.first?.name, bound != "Int"
        {
            refusal = ScriptError(
                line: loc.line, column: loc.column,
                message:
                    "a range of '\(bound)' ('\(type.name)<\(bound)>') is not supported by the playground yet: it holds ranges of integers; \(Lowering.supportPage)"
            )
        }
        refuseLayeredOptionals(type.shape, loc)
    }

    /// `print(items.reversed())`: Swift prints the lazy wrapper the call gives
    /// (`ReversedCollection<Array<Int>>(_base: [1, 2, 3])`, `EnumeratedSequence<...>`,
    /// `Zip2Sequence<...>`), whose type arguments the playground does not know; it holds the
    /// elements. Refused where it is printed; `Array(...)` of it prints as Swift prints it.
    mutating func refuseLazyWrapper(_ expr: Expr) {
        guard refusal == nil else { return }
        let call: (name: String, loc: Loc)?
        switch expr {
        case .call(.member(let base, let name, let loc), let arguments, _, _) where arguments.isEmpty && (name == "reversed" || name == "enumerated"):
            if case .named = type(of: base) { return }  // the file's own type's method
            call = (name, loc)
        case .call(.name("zip", let loc), _, _, _) where functions["zip"] == nil: call = ("zip", loc)
        case .call(.name("stride", let loc), let arguments, _, _) where functions["stride"] == nil && arguments.count == 3: call = ("stride", loc)
        default:
            // Held in a variable first (`let pairs = items.enumerated()`).
            if case .named(let wrapper) = type(of: expr), Self.lazyWrappers.contains(wrapper), let loc = expr.loc {
                let names = [
                    "ReversedCollection": "reversed", "EnumeratedSequence": "enumerated", "StrideTo": "stride", "StrideThrough": "stride",
                    "PrefixSequence": "prefix", "DropFirstSequence": "dropFirst", "DropWhileSequence": "drop",
                ]
                call = (names[wrapper] ?? "zip", loc)
            } else {
                call = nil
            }
        }
        guard let call else { return }
        refusal = ScriptError(
            line: call.loc.line, column: call.loc.column,
            message:
                "printing what \(call.name)(...) gives is not supported by the playground: Swift prints its lazy wrapper type; print Array(...) of it instead; \(Lowering.supportPage)"
        )
    }

    /// `let kept: [Int?] = xs.compactMap { $0 }` (or an assignment to an `[Int?]`): the closure
    /// gives an Int?? there, whose nils compactMap keeps.
    /// Whether `value` is a `compactMap` call (checked before the target's type is worked out:
    /// typing every assignment's target cost the Objective-C paste a tenth of its lowering).
    static func isCompactMap(_ value: Expr) -> Bool {
        if case .call(.member(_, "compactMap", _), _, _, _) = value { return true }
        return false
    }

    mutating func refuseCompactMapIntoOptionals(_ target: StaticType, _ value: Expr) {
        guard case .array(.optional) = target, case .call(.member(_, "compactMap", _), _, _, let at) = value else { return }
        refuseLayeredOptionals(.optional(.optional(.unknown)), at)
    }

    /// The playground's nil is one value, not a layer: an optional of an optional (`Int??`,
    /// `[String?].first`) and a dictionary of optionals (whose `dict[k]` is one) would lose
    /// the difference between "no value" and "a value that is nil".
    mutating func refuseLayeredOptionals(_ type: StaticType, _ loc: Loc) {
        guard refusal == nil, let what = type.layeredOptional else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "\(what) is not supported by the playground yet: its nil has one layer, so it cannot tell a missing value from a nil one; \(Lowering.supportPage)"
        )
    }

    /// `[1, age as Any]` with `age: Int?`: Swift keeps the optional inside the `Any` (the array
    /// prints `Optional(30)`); a collection here keeps values, not their static types, so it would
    /// print `30`. Refused where it is written (`print(age as Any)` alone prints as Swift does).
    mutating func refuseOptionalAsAnyElement(_ element: Expr) {
        guard refusal == nil, case .cast(let inner, .plain, let target, let loc) = element, target.name == "Any" || target.name == "AnyObject",
            case .optional = type(of: inner), !Self.isNil(inner)  // nil prints `nil` either way
        else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "an optional stored as Any in a collection is not supported by the playground yet: it would print without Optional(...); \(Lowering.supportPage)"
        )
    }

    /// Two functions with one full name (`describe(_:)` for an Int and for a String, `make()`
    /// returning Int and String): Swift chooses by the argument and result types, the playground
    /// by labels only, so it would run the wrong one.
    /// A subclass's method named as a protocol requirement that its superclass satisfies with
    /// the protocol extension's default (`class Base: Greeter {}`, `class Sub: Base { func greet() }`):
    /// Swift calls the extension's through the protocol and the subclass's on the subclass (its
    /// witness is fixed where Base conforms); the playground dispatches on the object, so one of
    /// the two would be wrong (found against swiftc by a helper). Refused at the method, naming
    /// the fix.
    mutating func refuseWitnessesShadowedBySubclasses() {
        guard refusal == nil else { return }
        for (className, decl) in types.sorted(by: { $0.key < $1.key }) where decl.kind == .classType {
            for method in decl.methods where !method.isStatic && !method.isOverride {
                for above in superclasses(of: decl) {
                    let name = above.name
                    if above.methods.contains(where: { $0.name == method.name && !$0.isStatic }) { break }
                    if let conformed = above.inherited.first(where: {
                        requirements[$0]?.contains(method.name) == true && extensionMethods[$0]?.contains(method.name) == true
                    }) {
                        refusal = ScriptError(
                            line: method.loc.line, column: method.loc.column,
                            message:
                                "'\(method.name)' in '\(className)' does not replace the default '\(method.name)' of the extension of '\(conformed)', with which '\(name)' conforms: Swift calls the extension's through '\(conformed)' and this one on '\(className)' (static dispatch), which the playground does not model; declare '\(method.name)' in '\(name)' and override it; \(Lowering.supportPage)"
                        )
                        return
                    }
                }
            }
        }
    }

    mutating func refuseOverloadsByType() {
        var groups: [[FuncIR]] = Array(functions.values)
        for type in types.values {
            let members = type.methods.filter { !$0.isRequirement }
            groups.append(members.filter(\.isStatic))
            groups.append(members.filter { !$0.isStatic })
            groups.append(type.initializers.filter { !$0.isRequirement })
        }
        var repeated: [FuncIR] = []
        for group in groups where group.count > 1 {
            // Full names are made only for functions that share a base name with another.
            var byName: [String: Int] = [:]
            for function in group { byName[function.name, default: 0] += 1 }
            guard byName.values.contains(where: { $0 > 1 }) else { continue }
            var seen: Set<String> = []
            for function in group.sorted(by: { ($0.loc.line, $0.loc.column) < ($1.loc.line, $1.loc.column) })
            where byName[function.name]! > 1 && !seen.insert(function.fullName).inserted {
                repeated.append(function)
            }
        }
        // The first in the file, whatever order the dictionaries gave.
        guard refusal == nil, let function = repeated.min(by: { ($0.loc.line, $0.loc.column) < ($1.loc.line, $1.loc.column) }) else { return }
        refusal = ScriptError(
            line: function.loc.line, column: function.loc.column,
            message:
                "'\(function.fullName)' is declared more than once: overloading by parameter or result type is not supported by the playground yet (it tells functions apart by their labels); give each its own name; \(Lowering.supportPage)"
        )
    }

    /// The playground holds a Character as a one-character String: one stored as `Any` (or in
    /// an `[Any]`) would cast to String, and nothing casts to Character (`a is Character` was
    /// false, `a is String` true: wrong answers). Refused where a Character becomes an `Any`,
    /// and wherever a cast asks for a Character.
    mutating func refuseCharacterAsAny(_ value: Expr, _ declared: StaticType) {
        guard refusal == nil else { return }
        let held: [Expr]
        switch (declared.unwrapped, value) {
        case (.named("Any"), _), (.named("AnyHashable"), _): held = [value]
        case (.array(.named("Any")), .array(let items)): held = items
        case (.array(.named("Any")), _) where type(of: value) == .array(.character): held = [value]
        case (.dictionary(_, .named("Any")), .dictionary(let pairs)): held = pairs.map(\.1)
        default: return
        }
        guard let character = held.first(where: { [.character, .array(.character)].contains(type(of: $0)) }), let loc = character.loc ?? value.loc
        else { return }
        refusal = ScriptError(line: loc.line, column: loc.column, message: Self.characterMessage)
    }

    mutating func refuseCharacterCast(_ inner: Expr, _ kind: CastKind, _ type: TypeIR, _ loc: Loc) {
        guard refusal == nil else { return }
        let toCharacter = kind != .plain && (type.name == "Character" || type.shape == .character)
        let characterToAny = kind == .plain && (type.shape == .named("Any") || type.name == "Any") && self.type(of: inner) == .character
        guard toCharacter || characterToAny else { return }
        refusal = ScriptError(line: loc.line, column: loc.column, message: Self.characterMessage)
    }

    private static let characterMessage =
        "a Character held as Any, or a cast to Character, is not supported by the playground yet: it holds a Character as a one-character String, so a cast could not tell them apart; \(Lowering.supportPage)"
}

extension TypePass {
    /// `show(Int("5"))` to `func show<T>(_ x: T)`, or to `func h(_ x: Any)`: Swift keeps the
    /// optional inside (the callee prints `Optional(5)`); the playground holds the value without
    /// its static type, so the callee would print `5`. Refused at the argument (a wrong answer
    /// found in session 34). A parameter declared `T?` or `Any?` prints as an optional already.
    mutating func refuseOptionalGivenAsAny(_ callee: Expr, _ arguments: [Arg]) {
        refuseGenericResultsThroughFunctions(callee, arguments)
        refuseTypeOfOptional(callee, arguments)
        guard refusal == nil, case .name(let name, _) = callee, lookup(name) == .unknown, let declared = functions[name], declared.count == 1
        else { return }
        let function = declared[0]
        for (index, argument) in arguments.enumerated() {
            let position = function.params.firstIndex(where: \.isVariadic).map { min(index, $0) } ?? index
            guard position < function.params.count, let type = function.params[position].type, !type.isOptional else { continue }
            let parameter = function.params[position]
            guard type.name == "Any" || function.genericParameters.contains(type.name), type.genericArguments.isEmpty,
                !type.isArray || parameter.isVariadic
            else { continue }
            var value = argument.value
            if case .cast(let inner, .plain, let target, _) = value, target.name == "Any" { value = inner }
            guard case .optional = self.type(of: value), let loc = argument.value.loc else { continue }
            refusal = ScriptError(
                line: loc.line, column: loc.column,
                message:
                    "an optional given for a parameter of type Any or of a generic type is not supported by the playground yet: the function would print it without Optional(...); \(Lowering.supportPage)"
            )
            return
        }
    }

    /// `xs.map(identity)` with `func identity<T>(_ x: T) -> T`, `apply(maybe, to: 3)` with `func
    /// apply<A, B>(_ f: (A) -> B, to x: A) -> B`: what the call gives has a type Swift binds through
    /// a function value, which the pass does not follow, so an optional there would print without
    /// Optional(...) (session 35's hunt). Refused at the function value.
    private mutating func refuseGenericResultsThroughFunctions(_ callee: Expr, _ arguments: [Arg]) {
        guard refusal == nil else { return }
        let message =
            "a generic function's result bound through a function value is not supported by the playground yet: its type would decide how it prints; \(Lowering.supportPage)"
        for argument in arguments {
            guard case .name(let name, let loc) = argument.value, lookup(name) == .unknown,
                functions[name]?.contains(where: { if case .parameter? = $0.returnType?.generic { true } else { false } }) == true
            else { continue }
            refusal = ScriptError(line: loc.line, column: loc.column, message: message)
            return
        }
        guard case .name(let name, let loc) = callee, lookup(name) == .unknown, let declared = functions[name], declared.count == 1,
            case .parameter(let result)? = declared[0].returnType?.generic
        else { return }
        // A parameter of a function type giving that parameter (`_ f: (A) -> B`), as written, given
        // a function that gives an optional (`apply(5) { "\($0)!" }` prints the same either way).
        for (index, param) in declared[0].params.enumerated() where index < arguments.count {
            guard let type = param.type, case .closure = type.shape, type.name.hasSuffix("-> " + result) else { continue }
            let given = arguments[index].value
            let gives: StaticType? =
                if case .closure = given { resultType(of: given, element: .unknown) } else if case .closure(_, let r) = self.type(of: given) {
                    r
                } else { nil }
            if gives?.isOptional == true { refusal = ScriptError(line: loc.line, column: loc.column, message: message) }
        }
    }

    /// `type(of: a)` with `a: Int?`: Swift gives `Optional<Int>`; the playground holds the value
    /// without its optional and gave `Int` (session 35's hunt).
    private mutating func refuseTypeOfOptional(_ callee: Expr, _ arguments: [Arg]) {
        guard refusal == nil, case .name("type", let loc) = callee, functions["type"] == nil, arguments.count == 1, arguments[0].label == "of",
            case .optional = type(of: arguments[0].value)
        else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "'type(of:)' of an optional is not supported by the playground yet: it holds the value without its Optional; \(Lowering.supportPage)")
    }

    /// `print(x ?? y)` with `y` an optional too: given to `Any`, Swift picks `??`'s overload that
    /// gives `T` (with T = Any) and prints `3`; the playground types it `Int?` and printed
    /// `Optional(3)` (session 34's hunt). Refused where it is printed.
    mutating func refuseOptionalCoalescedToAny(_ expr: Expr) {
        guard refusal == nil, case .binary("??", _, let right, let loc) = expr, case .optional = type(of: right) else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "printing 'a ?? b' with an optional on both sides is not supported by the playground yet: Swift picks another '??' for print's Any and prints the value bare; \(Lowering.supportPage)"
        )
    }
}

extension TypePass {
    /// `["j": a]` with `a: Int?`, `["k": nil, "j": 2]`, written inline: a dictionary of optionals
    /// all the same, whose values that are not nil would print without `Optional(...)` (session 36's
    /// hunt). One whose values are all nil prints as Swift does; a declared one is typed by its
    /// declaration (`TypePass.declaredLiteral`).
    mutating func refuseOptionalValues(_ pairs: [(Expr, Expr)]) {
        if declaredLiteral {
            declaredLiteral = false
            return
        }
        guard !pairs.allSatisfy({ Self.isNil($0.1) }) else { return }
        if let optional = pairs.first(where: { Self.isNil($0.1) || type(of: $0.1).isOptional }), let loc = optional.1.loc ?? optional.0.loc {
            refuseLayeredOptionals(.dictionary(.unknown, .optional(.unknown)), loc)
        }
    }

    /// `nil`, `Optional<Int>.none` (lowered as `nil as Int?`): a value only an optional holds.
    static func isNil(_ expr: Expr) -> Bool {
        switch expr {
        case .nilLiteral: true
        case .cast(let inner, .plain, _, _): isNil(inner)
        case .member(.name(let type, _), "none", _): type == "Optional" || type.hasPrefix("Optional<")
        default: false
        }
    }
}

extension TypePass {
    /// `Box<Int?>(5)`: the type's methods hold `T` without its static type, so `print(value)`
    /// and a `(T) -> Void` closure printed `5` where swiftc prints `Optional(5)` (session 36's
    /// hunt). Refused where the type is given the optional.
    mutating func refuseOptionalTypeArgument(_ arguments: [StaticType], _ loc: Loc?) {
        guard refusal == nil, arguments.contains(where: \.isOptional), let loc else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "a generic type given an optional type argument is not supported by the playground yet: its members would print the value without Optional(...); \(Lowering.supportPage)"
        )
    }
}

extension TypePass {
    /// What a binding's declared type tells the typing of its value.
    mutating func declaring(_ declared: StaticType, _ value: Expr?, _ loc: Loc) {
        // `let m: [String: Membership?] = [...]`: a declared dictionary of optionals is one.
        if case .dictionary(_, .optional) = declared, case .dictionary? = value { declaredLiteral = true }
        if case .specialized(let name, let arguments) = declared, types[name]?.decl.isGeneric == true { refuseOptionalTypeArgument(arguments, loc) }
        // `let f: (Int?) -> Void = { print($0 as Any) }`: its parameters are the declared ones.
        if case .closure(let parameters, _) = declared, case .closure? = value { closureHints = parameters }
    }
}

extension TypePass {
    /// `(0...1).contains(p)` with `p` a Double: Swift makes the range a `ClosedRange<Double>`
    /// from its literals; the playground holds 0 and 1 (it answered false for 0.5, session 37's
    /// hunt). A `switch` case's range compares its bounds and runs.
    mutating func refuseFloatingInRange(_ callee: Expr, _ arguments: [Arg], _ loc: Loc) {
        guard refusal == nil, case .member(let base, "contains", _) = callee, arguments.count == 1, arguments[0].label == nil,
            case .range = type(of: base), case .floating(let name) = type(of: arguments[0].value).unwrapped
        else { return }
        refusal = ScriptError(
            line: loc.line, column: loc.column,
            message:
                "a range of '\(name)' made from integer literals is not supported by the playground yet: it holds ranges of integers; \(Lowering.supportPage)"
        )
    }
}
