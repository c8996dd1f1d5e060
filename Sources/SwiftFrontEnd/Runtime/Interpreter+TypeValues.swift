import ContainmentEngine

/// A function's or a method's own generic parameters used as values: the call passes the types
/// they stand for as trailing `$T` arguments (`TypePass+TypeValues`), and the callee's scope holds
/// each as a type value under the parameter's name, so `T.defaultValue`, `T(x)`, `T.self` and
/// `raw as? T` are those of the type, in closures the body makes too.
extension Interpreter {
    func callPassingTypes(_ callee: Expr, _ arguments: [Arg], labels: [String?], in scope: Scope, _ loc: Loc, bindingName: String?) throws -> Value {
        let count = labels.reversed().prefix { $0?.utf8.first == UInt8(ascii: "$") }.count
        let types = try zip(labels.suffix(count), arguments.suffix(count)).map { label, argument in
            (parameter: String((label ?? "").dropFirst()), type: try evaluate(argument.value, in: scope))
        }
        let name: String
        switch callee {
        case .name(let called, _), .member(_, let called, _): name = called
        default: throw typeArgumentsUnknown(loc)
        }
        let depth = runtime.pendingTypeArguments.count
        runtime.pendingTypeArguments.append((name, loc, types))
        // Taken by the callee once its arguments are evaluated; left when the call went elsewhere.
        defer { if runtime.pendingTypeArguments.count > depth { runtime.pendingTypeArguments.removeSubrange(depth...) } }
        return try call(callee, Array(arguments.dropLast(count)), labels: Array(labels.dropLast(count)), in: scope, loc, bindingName: bindingName)
    }

    /// Binds `function`'s generic parameters to the types its call passed (the call at `loc`,
    /// not another call of it its arguments made).
    func bindTypeParameters(of function: FuncIR, in scope: Scope, _ loc: Loc) throws {
        guard let pending = runtime.pendingTypeArguments.last, pending.function == function.name, pending.at == loc else { return }
        runtime.pendingTypeArguments.removeLast()
        for (parameter, type) in pending.types { scope.variables[parameter] = type }
    }

    /// Once the parameters are bound: each generic parameter used as a value is a type the call
    /// passed, or the value type a `T.Type` parameter was given (`super.make(type)`, a function
    /// value called with `Home.self`: a struct's or an enum's metatype says which type T is; a
    /// class's may be a subclass of the T Swift binds), or the call is refused.
    func checkTypeParameters(of function: FuncIR, in scope: Scope, _ loc: Loc) throws {
        for parameter in function.typeParameters where scope.variables[parameter] == nil {
            let metatype = TypeIR.metatype(of: parameter)
            guard let param = function.params.first(where: { $0.type?.generic == metatype }),
                case .type(let name)? = scope.variables[param.name], isValueType(name)
            else { throw typeArgumentsUnknown(loc, parameter) }
            scope.variables[parameter] = .type(name)
        }
    }

    private func isValueType(_ name: String) -> Bool {
        if let kind = runtime.heap.types[name]?.decl.kind { return kind == .structType || kind == .enumType }
        return ["Int", "Double", "CGFloat", "String", "Bool"].contains(name)
    }

    /// What a function gives back: `-> T` is the type T stands for in this call, where the call
    /// passed it (`values.isEmpty ? 0 : ...` of an average of Doubles is 0.0).
    func returnType(of function: FuncIR, in scope: Scope) -> TypeIR? {
        guard !function.typeParameters.isEmpty || function.resultTypeParameter != nil, let declared = function.returnType else {
            return function.returnType
        }
        return resolved(declared, in: scope)
    }

    /// A cast's type: the one a generic parameter stands for in this call (`raw as? T`).
    func resolved(_ type: TypeIR, in scope: Scope) -> TypeIR {
        guard case .parameter(let name)? = type.generic, case .type(let bound)? = scope.lookup(name) else { return type }
        var result = TypeIR(name: bound)
        result.shape = .named(bound, arguments: [])
        return result
    }

    private func typeArgumentsUnknown(_ loc: Loc, _ parameter: String? = nil) -> ScriptError {
        error(
            "a generic parameter used as a value ('\(parameter ?? "T")'), in a call whose types the playground cannot tell before it runs (a function passed as a value, or a type that is not a class, struct or enum of the file, a UIKit class, Int, Double, CGFloat, String or Bool) is not supported; \(Lowering.supportPage)",
            loc)
    }
}
