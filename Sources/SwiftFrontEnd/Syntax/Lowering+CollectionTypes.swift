import SwiftSyntax

/// A collection type written as the callee of its initialiser: `[Double]()`,
/// `[String: Double]()`, `Array<Double>(repeating: 1, count: 3)`, `Set<String>()`. Its shape
/// tells the type pass what its literals are (`append(contentsOf: [1, 2])` appends Doubles).
extension Lowering {
    func collectionShape(_ callee: ExprSyntax) -> StaticType? {
        // `Either<Double, String>.left(3)`: the pass binds the case's payload (and keeps the
        // shape only for a case: a static method's result is its own).
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, base.is(GenericSpecializationExprSyntax.self),
            case .specialized(let name, let arguments)? = collectionShape(base)
        {
            return .specialized(name, arguments)
        }
        if let specialised = callee.as(GenericSpecializationExprSyntax.self),
            let base = specialised.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let types = specialised.genericArgumentClause.arguments.compactMap { argument -> StaticType? in
                if case .type(let type) = argument.argument { return typeIR(type).shape }
                return nil
            }
            switch (base, types.count) {
            case ("Set", 1): return .set(types[0])
            case ("Array", 1): return .array(types[0])
            case ("Dictionary", 2): return .dictionary(types[0], types[1])
            // `Bag<Double>(...)`: the type pass binds the file's generic type's parameters (and
            // drops the wrapper when the type is not one of the file's).
            case (_, 1...) where base.first?.isUppercase == true: return .specialized(base, types)
            default: return nil
            }
        }
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = shape(of: array.elements.first!.expression) {
            return .array(element)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
            let key = shape(of: elements.first!.key), let value = shape(of: elements.first!.value)
        {
            return .dictionary(key, value)
        }
        return nil
    }

    /// `Optional<Int>` or `Int?` written before `.none`: the optional type, so `.none` is
    /// `nil as Int?` (its type was lost: `(0, Optional<Int>.none)`'s `t.1 = 4` printed `4`).
    static func optionalTypeWritten(_ base: ExprSyntax) -> TypeSyntax? {
        if let specialised = base.as(GenericSpecializationExprSyntax.self),
            specialised.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional",
            specialised.genericArgumentClause.arguments.count == 1,
            case .type(let argument) = specialised.genericArgumentClause.arguments.first!.argument
        {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: argument))
        }
        if let optional = base.as(OptionalChainingExprSyntax.self), let reference = optional.expression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            return TypeSyntax(OptionalTypeSyntax(wrappedType: IdentifierTypeSyntax(name: .identifier(reference.baseName.text))))
        }
        return nil
    }

    /// A type written where an expression goes (`Double` in `[Double]()`): its shape, nested
    /// (`[Int?]()`, `[[Double]]()`, `[String: [Double]]()`, `[(Int, String?)]()`: their elements
    /// were unknown, so `[[Double]]()`'s appended `[1]` divided as an Int, session 37's hunt).
    private func shape(of expr: ExprSyntax) -> StaticType? {
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return shape(of: optional.expression).map { .optional($0) } }
        if expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) || expr.is(GenericSpecializationExprSyntax.self) {
            return collectionShape(expr)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let items = tuple.elements.map { shape(of: $0.expression) }
            guard items.allSatisfy({ $0 != nil }) else { return nil }
            return .tuple(items.map { $0! }, labels: tuple.elements.contains { $0.label != nil } ? tuple.elements.map { $0.label?.text } : nil)
        }
        guard let reference = expr.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true else { return nil }
        return typeIR(TypeSyntax(IdentifierTypeSyntax(name: .identifier(reference.baseName.text)))).shape
    }
}
