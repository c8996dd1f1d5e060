import ContainmentEngine
import Support

/// The type pass (issue 37): runs over a lowered file before anything runs and gives what
/// `print` and string interpolation show their static type where it decides how Swift prints
/// them (`print(x)` with `x: Int?` is `Optional(3)`; the value alone is `3`). Swift's checker
/// infers every type; this pass infers what the file declares and the standard library's common
/// members, and says `.unknown` elsewhere (then the value decides, as before). It claims an
/// optional only where Swift would: a wrong claim would be a wrong answer.
///
/// Why it is large (about 700 lines over four files): inference, arguments and the refusals of
/// what it cannot type are separate files of one pass over the same scopes.
struct TypePass {
    /// The file's declared types by name (nested ones too), with their members.
    var types: [String: DeclaredType] = [:]
    var functions: [String: [FuncIR]] = [:]
    /// Protocols' requirements, and the methods their extensions add (by name).
    var requirements: [String: Set<String>] = [:]
    var extensionMethods: [String: Set<String>] = [:]
    /// Variables in scope, innermost last (the first: the globals).
    var scopes: [[String: StaticType]] = [[:]]
    /// What the functions being walked return (innermost last): a `return`'s literals take it.
    var returnTypes: [StaticType] = []
    var selfType: String?
    /// The parameter types of the closure about to be typed, from the method it is given to.
    var closureHints: [StaticType]?
    /// Every member name the file's types declare (`TypePass+Members`).
    var memberNames = MemberNames()
    /// The first construct the playground cannot run exactly, refused before anything runs.
    var refusal: ScriptError?
    /// Whether a body declared a local type: the declarations typed after it see it.
    var collectedLocally = false
    /// The file's type aliases (`typealias Amount = Double`), by name.
    var aliases: [String: TypeIR] = [:]
    /// The globals a copy typing bodies before the top level looked up (`TypePass+Halves`).
    var globalReads: GlobalReads?
    /// The dictionary literal about to be typed is a declared dictionary of optionals' value.
    var declaredLiteral = false

    /// `spare`: a thread that may type the later declarations' bodies while this one types the
    /// earlier ones (`TypePass+Halves`).
    static func apply(to file: FileIR, alongside spare: SpareThread? = nil) throws(ScriptError) -> FileIR {
        // The standard library's types it names, as Swift source, join its declarations first.
        let file = StandardPrelude.completing(file)
        var pass = TypePass()
        pass.aliases = file.typeAliases
        pass.collect(file.statements)
        pass.refuseOverloadsByType()
        pass.refuseWitnessesShadowedBySubclasses()
        pass.refuseShadowedExtensionProperties()
        pass.refuseOverridingDefaults()
        var result = file
        result.statements = pass.topLevel(file.statements, alongside: spare)
        if let refusal = pass.refusal { throw refusal }
        return result
    }

    // MARK: Statements

    /// Top-level statements first (the globals' types, in order), then the declarations' bodies,
    /// which see every global (with a spare thread, both at once: `TypePass+Halves`).
    private mutating func topLevel(_ statements: [Stmt], alongside spare: SpareThread?) -> [Stmt] {
        var result = statements
        let declarations = statements.indices.filter { if case .declaration = statements[$0] { true } else { false } }
        if let spare, declarations.count > 1 {
            inHalves(declarations, of: statements, into: &result, alongside: spare)
        } else {
            typeTopLevelStatements(statements, into: &result)
            typeDeclarations(declarations, of: statements, into: &result)
        }
        return result
    }

    mutating func declaration(_ declaration: DeclIR) -> DeclIR {
        switch declaration {
        case .function(let function): return .function(self.function(function))
        case .type(let type): return .type(self.type(type))
        }
    }

    private mutating func type(_ type: TypeDeclIR) -> TypeDeclIR {
        let outer = selfType
        selfType = type.kind == .extensionOf || type.kind == .protocolType ? (types[type.name] != nil ? type.name : nil) : type.name
        defer { selfType = outer }
        var result = type
        result.methods = type.methods.map { function($0) }
        result.initializers = type.initializers.map { function($0) }
        result.deinitializer = type.deinitializer.map { function($0) }
        result.properties = type.properties.map { typed($0, in: type) }
        result.nested = type.nested.map { self.type($0) }
        return result
    }

    private mutating func function(_ function: FuncIR) -> FuncIR {
        for param in function.params { check(param.type, function.loc) }
        check(function.returnType, function.loc)
        var result = function
        let parameters = Dictionary(function.params.map { ($0.name, shape($0.type)) }, uniquingKeysWith: { $1 })
        result.body = body(of: function.body, parameters: parameters, returns: shape(function.returnType))
        return result
    }

    /// A body in a fresh function scope (the globals and the type's members stay visible); what
    /// it returns types its literals, its single expression's too (an implicit return).
    mutating func body(of statements: [Stmt], parameters: [String: StaticType], returns: StaticType = .unknown) -> [Stmt] {
        let saved = scopes
        scopes = [scopes[0], parameters]
        returnTypes.append(returns)
        defer {
            scopes = saved
            returnTypes.removeLast()
        }
        var result = block(statements)
        if result.count == 1, case .expression(let expr, let loc) = result[0], returns != .unknown, returns != .void {
            result[0] = .expression(Self.contextual(expr, returns), loc)
        }
        return result
    }

    mutating func block(_ statements: [Stmt]) -> [Stmt] {
        scopes.append([:])
        defer { scopes.removeLast() }
        return statements.map { statement($0) }
    }

    mutating func statement(_ statement: Stmt) -> Stmt {
        switch statement {
        case .expression(let expr, let loc): return .expression(expression(expr), loc)
        case .binding(let names, let pattern, let value, let isVar, let type, let loc):
            check(type, loc)
            let declared = shape(type)
            declaring(declared, value, loc)
            let rewritten = value.map { expecting(Self.contextual(expression($0), declared), declared) }
            // An `Any` keeps what it holds: printed, an optional in it shows as one.
            let inferred = declared != .unknown && declared != .named("Any") ? declared : value.map { self.type(of: $0) } ?? .unknown
            // `let nested = text.map { Int($0) }`: an Int?? the playground's one-layer nil cannot hold.
            if declared == .unknown { refuseLayeredOptionals(inferred, value?.loc ?? loc) }
            if let value { refuseCompactMapIntoOptionals(declared, value) }
            if let value { refuseCharacterAsAny(value, declared) }
            if pattern == nil, names.count == 1 {
                define(names[0], inferred)
            } else if let pattern {
                // `let (value, error) = attempt()`: each name has its part's type (an `Int?` part prints as one).
                for name in names { define(name, .unknown) }
                defineBindings(of: pattern, matching: inferred)
            } else {
                for name in names { define(name, .unknown) }
            }
            return .binding(names: names, pattern: pattern, value: rewritten, isVar: isVar, type: type, loc)
        case .ifStmt(let conditions, let body, let elseBody, let loc):
            scopes.append([:])
            let rewritten = self.conditions(conditions)
            let then = block(body)
            scopes.removeLast()
            return .ifStmt(rewritten, then, elseBody.map { block($0) }, loc)
        case .guardStmt(let conditions, let body, let loc):
            // A guard's bindings stay in scope after it.
            let rewritten = self.conditions(conditions)
            return .guardStmt(rewritten, block(body), loc)
        case .switchStmt(let subject, let cases, let loc):
            let rewritten = expression(subject)
            return .switchStmt(
                rewritten,
                cases.map { switchCase in
                    scopes.append([:])
                    defer { scopes.removeLast() }
                    let subjectType = type(of: subject)
                    for (pattern, _) in switchCase.patterns { defineBindings(of: pattern, matching: subjectType) }
                    var result = switchCase
                    result.patterns = switchCase.patterns.map { ($0.0, $0.1.map { expression($0) }) }
                    result.body = block(switchCase.body)
                    return result
                }, loc)
        case .forIn(let pattern, let sequence, let condition, let body, let label, let loc):
            let rewritten = expression(sequence)
            scopes.append([:])
            defer { scopes.removeLast() }
            if case .binding(let name) = pattern.kind {
                define(name, elementType(of: sequence))
            } else {
                defineBindings(of: pattern, matching: elementType(of: sequence))
            }
            return .forIn(pattern, rewritten, condition.map { expression($0) }, block(body), label: label, loc)
        case .whileStmt(let conditions, let body, let label, let loc):
            scopes.append([:])
            defer { scopes.removeLast() }
            let rewritten = self.conditions(conditions)
            return .whileStmt(rewritten, block(body), label: label, loc)
        case .repeatWhile(let body, let condition, let label, let loc):
            return .repeatWhile(block(body), expression(condition), label: label, loc)
        case .returnStmt(let value, let loc):
            let returns = returnTypes.last ?? .unknown
            return .returnStmt(value.map { expecting(Self.contextual(expression($0), returns), returns) }, loc)
        case .breakStmt, .continueStmt, .referenceOwnership: return statement
        case .deferStmt(let body): return .deferStmt(block(body))
        case .doStmt(let body, let catches, let loc):
            let rewrittenBody = block(body)
            let rewrittenCatches = catches.map { clause in
                scopes.append(["error": .unknown])
                defer { scopes.removeLast() }
                for (pattern, _) in clause.patterns { defineBindings(of: pattern) }
                var result = clause
                result.patterns = clause.patterns.map { ($0.0, $0.1.map { expression($0) }) }
                result.body = block(clause.body)
                return result
            }
            return .doStmt(rewrittenBody, catches: rewrittenCatches, loc)
        case .throwStmt(let value, let loc): return .throwStmt(expression(value), loc)
        case .declaration(.function(let function)):
            // A local function: its body sees the enclosing locals.
            define(function.name, .function)
            var result = function
            scopes.append(Dictionary(function.params.map { ($0.name, shape($0.type)) }, uniquingKeysWith: { $1 }))
            returnTypes.append(shape(function.returnType))
            result.body = block(function.body)
            returnTypes.removeLast()
            scopes.removeLast()
            return .declaration(.function(result))
        case .declaration(.type(let type)):
            collect(type)
            collectedLocally = true
            return .declaration(.type(self.type(type)))
        case .sequence(let statements): return .sequence(statements.map { self.statement($0) })
        }
    }

    private mutating func conditions(_ conditions: [Condition]) -> [Condition] {
        conditions.map { condition in
            switch condition {
            case .expression(let expr): return .expression(expression(expr))
            case .optionalBinding(let name, let value, let loc):
                let wrapped = value.map { type(of: $0) } ?? lookup(name)
                define(name, wrapped.isOptional ? wrapped.unwrapped : .unknown)
                return .optionalBinding(name, value.map { expression($0) }, loc)
            case .pattern(let pattern, let value):
                let rewritten = expression(value)
                defineBindings(of: pattern, matching: type(of: value))
                return .pattern(pattern, rewritten)
            }
        }
    }

    // MARK: Expressions

    /// The expression with what print and interpolation show typed, at every depth.
    mutating func expression(_ expr: Expr) -> Expr {
        switch expr {
        case .name(let name, let loc):
            refuse(name, loc)
            return expr
        case .int, .double, .string, .bool, .nilLiteral, .implicitMember, .selfRef, .superRef, .discard, .selector, .typeRef:
            return expr
        case .interpolation(let parts):
            return .interpolation(
                parts.map { part in
                    guard case .value(let value) = part else { return part }
                    return .value(typed(value))
                })
        case .member(let base, let name, let loc):
            // `xs.first` of an `[Int?]`, wherever it is used (its `map` printed 3 for Optional(3)).
            if name == "first" || name == "last" { refuseLayeredOptionals(type(of: expr), loc) }
            return .member(expression(base), rangeBound(base, name) ?? name, loc)
        case .call(.member(let base, let name, let memberLoc), let arguments, let labels, let loc)
        where !extensionMethods.isEmpty && staticallyDispatched(name, on: type(of: base)) != nil:
            let protocolName = staticallyDispatched(name, on: type(of: base))!
            return .call(
                .extensionMethod(expression(base), protocolName: protocolName, name: name, memberLoc),
                arguments.map { Arg(label: $0.label, value: expression($0.value)) }, labels: labels, loc)
        case .call(.name(let name, let nameLoc), let arguments, let labels, let loc)
        where !extensionMethods.isEmpty && selfType.flatMap({ staticallyDispatched(name, on: .named($0)) }) != nil && lookup(name) == .unknown
            && functions[name] == nil:
            // A bare call in a protocol extension: `self` is the protocol there.
            return .call(
                .extensionMethod(.selfRef(nameLoc), protocolName: selfType!, name: name, nameLoc),
                arguments.map { Arg(label: $0.label, value: expression($0.value)) }, labels: labels, loc)
        case .call(.member(let base, let name, let memberLoc), let arguments, let labels, let loc)
        where (name == "map" || name == "flatMap") && type(of: base).isOptional:
            // Optional's map on a value the pass knows is optional (a String's map is another).
            return .call(
                .member(.typed(expression(base), type(of: base)), name, memberLoc),
                arguments.map { Arg(label: $0.label, value: expression($0.value)) },
                labels: labels, loc)
        case .call(.member(let base, "filter", let memberLoc), let arguments, let labels, let loc)
        where { if case .named(let name) = type(of: base) { Self.sequenceProtocols.contains(name) } else { false } }():
            // `s.filter { }` with `s` a generic constrained to Sequence: Sequence's filter, an
            // array (a String given for `s` made a String: String's own filter).
            let asArray = Expr.call(.name("Array", memberLoc), [Arg(label: nil, value: expression(base))], labels: [nil], memberLoc)
            return .call(
                .member(asArray, "filter", memberLoc), arguments.map { Arg(label: $0.label, value: expression($0.value)) }, labels: labels, loc)
        case .call(let callee, let arguments, let labels, let loc):
            if case .member(_, let name, _) = callee, Self.givesOptionalElement(name, labels) { refuseLayeredOptionals(type(of: expr), loc) }
            refuseFloatingInRange(callee, arguments, loc)
            if let appended = relabelledAppend(callee, arguments, labels, loc) { return appended }
            if let found = characterContains(callee, arguments, labels, loc) { return found }
            let hints = elementClosureParameters(callee, arguments.count)
            // `load { result in print(result as Any) }` with `load(_: (String?) -> Void)`: the
            // declared parameter's closure type types the closure's parameters (session 36's hunt).
            let declared =
                hints == nil && arguments.contains { if case .closure = $0.value { true } else { false } }
                ? parameterTypes(of: callee, labels: labels) : []
            var rewritten = arguments.enumerated().map { index, argument -> Arg in
                if case .closure = argument.value {
                    closureHints = hints
                    if hints == nil, index < declared.count, case .closure(let parameters, _) = declared[index] { closureHints = parameters }
                }
                defer { closureHints = nil }
                return Arg(label: argument.label, value: expression(argument.value))
            }
            // Only a call given `.init(...)` or `.member` needs its callee's parameters (looking them up for every call cost a tenth of the pass).
            if rewritten.contains(where: \.isImplicitMember) {
                let parameterTypes = self.parameterTypes(of: callee, labels: labels)
                for index in rewritten.indices where index < parameterTypes.count {
                    rewritten[index].value = explicitMember(rewritten[index].value, parameterTypes[index])
                }
                rewritten = enumCasesOfBoundParameters(rewritten, of: callee, labels: labels)
            }
            if case .name(let name, _) = callee, name == "print" || name == "debugPrint" || name == "String", functions[name] == nil,
                lookup(name) == .unknown
            {
                for index in rewritten.indices where [nil, "describing", "reflecting"].contains(rewritten[index].label) {
                    // `String(chars.reversed())` makes a String of the characters; the rest print a description.
                    let makesString = name == "String" && rewritten[index].label == nil
                    rewritten[index].value = typed(arguments[index].value, printsItsDescription: !makesString)
                }
            }
            refuseOptionalGivenAsAny(callee, arguments)
            rewritten = contextualArguments(rewritten, of: callee, labels: labels)
            return passingTypes(to: typeValueFunction(called: callee, labels: labels), .call(expression(callee), rewritten, labels: labels, loc))
        case .subscriptAccess(let base, let arguments, let loc):
            // `spacing["huge", default: 0]` of a `[String: Double]`: the default is a Double.
            let valueType: StaticType = if case .dictionary(_, let value) = type(of: base) { value } else { .unknown }
            return .subscriptAccess(
                expression(base),
                arguments.map { argument in
                    let value = expression(argument.value)
                    return Arg(label: argument.label, value: argument.label == "default" ? Self.contextual(value, valueType) : value)
                }, loc)
        case .closure(let closure): return typedClosure(closure)
        case .array(let items):
            for item in items { refuseOptionalAsAnyElement(item) }
            let joined = literalElementType(items)
            return .array(explicitMembers(items.map { Self.contextual(expression($0), joined) }, typedBy: items))
        case .dictionary(let pairs):
            for pair in pairs { refuseOptionalAsAnyElement(pair.1) }
            refuseOptionalValues(pairs)
            let keys = literalElementType(pairs.map(\.0)), values = literalElementType(pairs.map(\.1))
            return .dictionary(pairs.map { (Self.contextual(expression($0.0), keys), Self.contextual(expression($0.1), values)) })
        case .tuple(let items): return .tuple(items.map { Arg(label: $0.label, value: expression($0.value)) })
        case .binary("??", let left, let right, let loc):
            // `v ?? 0` with `v` a `Double?`: the default is a Double.
            return .binary("??", expression(left), Self.contextual(expression(right), unwrappedType(of: left)), loc)
        case .binary("+", let left, let right, let loc) where Self.isArrayLiteral(left) || Self.isArrayLiteral(right):
            // `[3, 4] + [0.5]`, `doubles + [1 / 2]`: one array type, its literals typed by it.
            let joined = concatenatedType(left, right)
            return .binary("+", Self.contextual(expression(left), joined), Self.contextual(expression(right), joined), loc)
        case .binary(let op, let left, let right, let loc):
            if op == "~=" { refuseFloatingInRange(.member(left, "contains", loc), [Arg(label: nil, value: right)], loc) }
            let operands = (expression(numericMember(left, beside: right)), expression(numericMember(right, beside: left)))
            let typed = contextualBeside(op, operands.0, left, operands.1, right)
            return .binary(op, typed.0, typed.1, loc)
        case .prefix(let op, let operand, let loc): return .prefix(op, expression(operand), loc)
        case .ternary(let condition, let then, let otherwise):
            // `h > 0 ? w / (h * h) : 0`: one arm a Double makes the literal of the other one.
            let armType: StaticType = [type(of: then), type(of: otherwise)].first { if case .floating = $0 { true } else { false } } ?? .unknown
            let arms = relabelledArms(then, otherwise, (Self.contextual(expression(then), armType), Self.contextual(expression(otherwise), armType)))
            return .ternary(expression(condition), arms.0, arms.1)
        case .forceUnwrap(let inner, let loc): return .forceUnwrap(expression(inner), loc)
        case .optionalStep(let inner): return .optionalStep(expression(inner))
        case .optionalChain(let inner): return .optionalChain(expression(inner))
        case .cast(let inner, let kind, let type, let loc):
            check(type, loc)
            refuseCharacterCast(inner, kind, type, loc)
            // `Array(repeating: 0, count: 3) as [Double]`, `1 as Double`: the type given types the literals.
            let typedInner = kind == .plain && Self.mayTakeContext(inner) ? Self.contextual(expression(inner), type.shape) : expression(inner)
            return .cast(typedInner, kind, type, loc)
        case .assignment(let target, let op, let value, let loc):
            if Self.isCompactMap(value) { refuseCompactMapIntoOptionals(type(of: target), value) }
            let typedValue = Self.mayTakeContext(value) ? Self.contextual(expression(value), type(of: target)) : expression(value)
            return .assignment(expression(target), op, op == nil ? relabelled(typedValue, value, as: type(of: target), loc) : typedValue, loc)
        case .tryExpr(let inner, let kind, let loc): return .tryExpr(expression(inner), kind, loc)
        // `Array<Double>(repeating: 1, count: 3)`, `[Double](...)`: the specialisation types the literals.
        case .typed(let inner, .specialized(let name, let arguments)):
            // `Bag<Double>(...)`: kept for the file's generic types, whose parameters it binds.
            guard let declared = types[name], declared.decl.isGeneric else { return expression(inner) }
            refuseOptionalTypeArgument(arguments, inner.loc)
            let typed = expecting(expression(inner), .specialized(name, arguments))
            if case .call(.member(_, let member, _), _, _, _) = inner, !declared.cases.contains(where: { $0.name == member }) { return typed }
            return .typed(typed, .specialized(name, arguments))
        case .typed(let inner, let type): return .typed(Self.contextual(expression(inner), type), type)
        case .inoutArgument(let inner, let loc): return .inoutArgument(expression(inner), loc)
        case .extensionMethod(let base, let protocolName, let name, let loc):
            return .extensionMethod(expression(base), protocolName: protocolName, name: name, loc)
        }
    }
}
