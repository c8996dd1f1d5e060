import ContainmentEngine
import SwiftSyntax

/// Types as written: a declaration's or an expression's type, lowered to `TypeIR`.
extension Lowering {
    func typeIR(_ type: TypeSyntax) -> TypeIR {
        if let optional = type.as(OptionalTypeSyntax.self) {
            var inner = typeIR(optional.wrappedType)
            inner.isOptional = true
            inner.shape = .optional(inner.shape)
            inner.generic = inner.generic.map { .optional($0) }
            return inner
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            var inner = typeIR(unwrapped.wrappedType)
            inner.isOptional = true
            inner.shape = .optional(inner.shape)
            inner.generic = inner.generic.map { .optional($0) }
            return inner
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            var inner = typeIR(array.element)
            inner.isArray = true
            inner.shape = .array(inner.shape)
            inner.generic = inner.generic.map { .array($0) }
            return inner
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            var result = TypeIR(name: type.trimmedDescription)
            let value = typeIR(dictionary.value)
            let key = typeIR(dictionary.key)
            result.shape = .dictionary(key.shape, value.shape)
            if key.generic != nil || value.generic != nil { result.generic = .dictionary(key.generic ?? key.shape, value.generic ?? value.shape) }
            result.tupleLabels = value.tupleLabels  // a value tuple's labels (`[Key: (name: String, count: Int)]`)
            return result
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeIR(attributed.baseType) }
        // `any B`, `some B`: the protocol (`x as? any B` tested for a type named "any B": false
        // for every value, session 37's hunt).
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return typeIR(existential.constraint) }
        if let function = type.as(FunctionTypeSyntax.self) {
            var result = TypeIR(name: function.trimmedDescription)
            result.shape = .closure(function.parameters.map { typeIR($0.type).shape }, typeIR(function.returnClause.type).shape)
            return result
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let erased = generics.erased(Self.name(identifier.name))
            if identifier.name.text == "Result" { mentions.result = true }
            var result = TypeIR(
                name: erased ?? Self.name(identifier.name),
                genericArguments: identifier.genericArgumentClause?.arguments.compactMap {
                    if case .type(let t) = $0.argument { return typeIR(t) } else { return nil }
                } ?? [])
            // A generic parameter is its constraint (`T: Animal` calls Animal's extension statically).
            result.shape = erased.map { $0 == "Any" ? .unknown : .named($0) } ?? .named(result.name, arguments: result.genericArguments.map(\.shape))
            if erased != nil { result.generic = .parameter(Self.name(identifier.name)) }
            return result
        }
        if let member = type.as(MemberTypeSyntax.self) { return TypeIR(name: member.trimmedDescription) }
        if let metatype = type.as(MetatypeTypeSyntax.self), metatype.metatypeSpecifier.text == "Type" {
            // `W.Type` of a generic parameter: a call's `Label.self` binds W (`TypePass+TypeValues`).
            var result = TypeIR(name: type.trimmedDescription)
            if case .parameter(let name)? = typeIR(metatype.baseType).generic { result.generic = TypeIR.metatype(of: name) }
            return result
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            // `(Double, Double)`: each element's type, for the literals put in it. `(T)` is T.
            let elements = tuple.elements.map { typeIR($0.type) }
            if elements.count == 1, tuple.elements.first?.firstName == nil { return elements[0] }
            var result = TypeIR(name: type.trimmedDescription)
            result.tupleLabels = tuple.elements.map { $0.firstName.map(Self.name) }
            result.shape = .tuple(elements.map(\.shape), labels: result.tupleLabels)
            if elements.contains(where: { $0.generic != nil }) {
                result.generic = .tuple(elements.map { $0.generic ?? $0.shape }, labels: result.tupleLabels)
            }
            return result
        }
        return TypeIR(name: type.trimmedDescription)
    }

    /// The type a cast or a type pattern tests for. A generic parameter erased to its constraint
    /// would let every value through (`raw as? T` with T unconstrained is `as? Any`): a
    /// function's own T is the type its call passes (`Interpreter+TypeValues`); anything else
    /// naming a generic parameter is refused.
    func castType(_ type: TypeSyntax) throws(ScriptError) -> TypeIR {
        let result = typeIR(type)
        switch result.generic {
        case nil: return result
        case .parameter(let name)? where generics.useAsValue(name): return result
        default: throw unsupported("a cast to a generic type's parameter, or to a type made of a generic parameter (`[T]`, `T?`)", type)
        }
    }

    /// A parameter's default value. `#line`, `#column`, `#function` and `#file` there are the
    /// caller's in Swift (`log(line: Int = #line)` prints the line of the call); the playground
    /// evaluates a default in the function (it printed the declaration's line, session 37's hunt).
    func defaultArgument(_ value: ExprSyntax) throws(ScriptError) -> Expr {
        if let macro = value.as(MacroExpansionExprSyntax.self),
            ["line", "column", "function", "file", "fileID", "filePath"].contains(macro.macroName.text)
        {
            throw unsupported("'#\(macro.macroName.text)' as a default argument (Swift gives the caller's)", macro)
        }
        return try expression(value)
    }
}
