import UIKitCatalogue

/// A function's or a method's own generic parameters used as values (`T.defaultValue`, `T(x)`,
/// `U.allCases`, `String(describing: T.self)`, `raw as? T`), and the `T` a function returns: the
/// playground erases a generic parameter to its constraint,
/// so each call says which types they stand for, worked out here as swiftc binds them (by the
/// arguments, then by what the result is given to). The call carries them as trailing arguments
/// labelled `$T`, which the interpreter binds in the callee's scope (`Interpreter+TypeValues`).
/// A call whose types the pass cannot tell passes none, and the callee refuses it when it runs.
extension TypePass {
    /// `call` (to `function`) with the types its generic parameters stand for, when all are known.
    func passingTypes(to function: FuncIR?, _ call: Expr, expected: StaticType = .unknown) -> Expr {
        guard let function, !function.typeParameters.isEmpty || function.resultTypeParameter != nil,
            case .call(let callee, let arguments, let labels, let loc) = call, !labels.contains(where: { $0?.utf8.first == UInt8(ascii: "$") })
        else { return call }
        let bindings = self.bindings(of: function, binding: function.genericParameters, arguments: arguments, expected: expected)
        func passed(_ parameter: String) -> Arg? {
            guard let type = bindings[parameter] ?? Self.integerLiteralDefault(parameter, function, arguments), let name = concreteName(of: type)
            else { return nil }
            return Arg(label: "$" + parameter, value: .name(name, loc))
        }
        var types: [Arg] = []
        for parameter in function.typeParameters {
            guard let type = passed(parameter) else { return call }  // the callee refuses the call when it runs
            types.append(type)
        }
        if let parameter = function.resultTypeParameter, let type = passed(parameter) { types.append(type) }
        guard !types.isEmpty else { return call }
        return .call(callee, arguments + types, labels: labels + types.map(\.label), loc)
    }

    /// The name of the type a generic parameter stands for, when it is one a value can be made
    /// of or asked for its statics (not a protocol, not an erased parameter, not a collection).
    private func concreteName(of type: StaticType) -> String? {
        switch type {
        case .int: "Int"
        case .floating(let name): name == "Float" ? nil : name
        case .bool: "Bool"
        case .string: "String"
        // A Character is held as a one-character String: not a type a cast or `T.self` can be told.
        case .character: nil
        case .named(let name):
            if let declared = types[name] {
                [.classType, .structType, .enumType].contains(declared.decl.kind) && !declared.decl.isGeneric ? name : nil
            } else {
                // One of UIKit's classes (`first(of: UIViewController.self)`).
                UIKitCatalogue.superclasses[name] != nil || UIKitCatalogue.knownClasses[name] != nil ? name : nil
            }
        default: nil
        }
    }

    /// Int, where nothing else binds `parameter` and an integer literal is given for it (`T` or
    /// `[T]`): Swift's default type of the literal (`describe(3)` has T as Int).
    private static func integerLiteralDefault(_ parameter: String, _ function: FuncIR, _ arguments: [Arg]) -> StaticType? {
        func isInteger(_ expr: Expr) -> Bool {
            switch expr {
            case .int: true
            case .prefix("-", let operand, _): isInteger(operand)
            default: false
            }
        }
        for (param, argument) in zip(function.params, arguments) {
            switch (param.type?.generic, argument.value) {
            case (.parameter(parameter)?, let value) where isInteger(value): return .int
            case (.array(.parameter(parameter))?, .array(let items)) where !items.isEmpty && items.allSatisfy(isInteger): return .int
            default: continue
            }
        }
        return nil
    }

    /// The function a call reaches, when it is one whose generic parameters a call passes: a
    /// free function, a method of a value of a declared type, a method of `self` called bare,
    /// or a static method called on its type (the one with these labels).
    func typeValueFunction(called callee: Expr, labels: [String?]) -> FuncIR? {
        let candidates: [FuncIR]
        switch callee {
        case .name(let name, _):
            if let function = typeValueFunction(name, labels: labels) { return function }
            guard functions[name] == nil, lookup(name) == .unknown, let selfType else { return nil }
            candidates = methods(name, of: selfType)
        case .member(.name(let typeName, _), let name, _) where types[typeName] != nil:
            candidates = types[typeName]?.decl.methods.filter { $0.name == name && $0.isStatic } ?? []
        case .member(let base, let name, _):
            guard case .named(let typeName) = type(of: base) else { return nil }
            candidates = methods(name, of: typeName).filter { !$0.isStatic }
        default: return nil
        }
        let fitting = candidates.filter { $0.params.map(\.label) == labels }
        guard fitting.count == 1, !fitting[0].typeParameters.isEmpty || fitting[0].resultTypeParameter != nil else { return nil }
        return fitting[0]
    }

    /// `buildMenu(SortOrder.self, selected: .oldest)`: an implicit member given for a generic
    /// function's parameter `O` that the other arguments bind to an enum of the file is that
    /// enum's (at run time the parameter is erased to its constraint, which has no such case).
    func enumCasesOfBoundParameters(_ arguments: [Arg], of callee: Expr, labels: [String?]) -> [Arg] {
        guard case .name(let name, _) = callee, let function = genericFunction(name, labels: labels) else { return arguments }
        let bindings = self.bindings(of: function, binding: function.genericParameters, arguments: arguments)
        var result = arguments
        for (index, param) in function.params.enumerated() where index < result.count && result[index].isImplicitMember {
            guard case .parameter(let parameter)? = param.type?.generic, case .named(let enumName)? = bindings[parameter],
                types[enumName]?.kind == .enumType
            else { continue }
            switch result[index].value {
            case .implicitMember(let member, let loc): result[index].value = .member(.name(enumName, loc), member, loc)
            case .call(.implicitMember(let member, let memberLoc), let values, let callLabels, let loc):
                result[index].value = .call(.member(.name(enumName, memberLoc), member, memberLoc), values, labels: callLabels, loc)
            default: continue
            }
        }
        return result
    }

    /// The one file function `name` with these labels whose generic parameters are used as values.
    func typeValueFunction(_ name: String, labels: [String?]) -> FuncIR? {
        guard let candidates = functions[name], candidates.contains(where: { !$0.typeParameters.isEmpty || $0.resultTypeParameter != nil }) else {
            return nil
        }
        return genericFunction(name, labels: labels)
    }
}
