import ContainmentEngine

/// `conformsToProtocol:` with `@protocol(Name)`: whether the object's class, or a superclass,
/// adopts the protocol (or one that incorporates it), as the file declares them. UIKit's own
/// classes adopt none of the file's protocols; which of UIKit's protocols they adopt is not
/// modelled, so that question is refused rather than answered NO.
extension Interpreter {
    /// `[[x class] isSubclassOfClass:[Other class]]`: the receiver class is `Other` or descends from it.
    func isSubclassOfClass(_ arguments: [Value], _ loc: Loc) throws -> Value {
        guard arguments.count == 2 else { throw error("isSubclassOfClass: takes a class", loc) }
        guard case .type(let className) = arguments[0] else {
            if arguments[0].isNil { return .bool(false) }
            throw error("isSubclassOfClass: is a class method: its receiver is a class ([x class])", loc)
        }
        guard case .type(let other) = arguments[1] else { throw error("isSubclassOfClass: takes a class ([Name class])", loc) }
        return .bool(chain(of: className).contains(other))
    }

    /// `objc.conformsToProtocol(receiver, "Name", ["Class", ...], isFileProtocol)`: the classes
    /// listed adopt it (the lowering works them out from the file's declarations).
    func conformsToProtocol(_ arguments: [Value], _ loc: Loc) throws -> Value {
        guard arguments.count == 4, case .string(let name) = arguments[1], case .array(let adopters) = arguments[2],
            case .bool(let isFileProtocol) = arguments[3]
        else { throw error("conformsToProtocol: takes @protocol(Name)", loc) }
        let className: String
        switch arguments[0] {
        case .null: return .bool(false)
        case .type(let type): className = type
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return .bool(false) }
            className = record.className
        default:
            // A string, a number, a collection: Foundation's classes adopt NSObject's protocol and their own.
            if name == "NSObject" { return .bool(true) }
            throw error("whether a \(typeName(of: arguments[0])) conforms to '\(name)' is not modelled by the playground", loc)
        }
        if name == "NSObject" { return .bool(true) }
        let chain = chain(of: className)
        if chain.contains(where: { adopter in adopters.contains { if case .string(adopter) = $0 { true } else { false } } }) { return .bool(true) }
        if isFileProtocol { return .bool(false) }  // UIKit's classes never adopt the file's protocols
        if chain.allSatisfy({ runtime.heap.types[$0] != nil || $0 == "NSObject" }) { return .bool(false) }
        throw error("whether UIKit's \(uikitClass(of: className)) conforms to '\(name)' is not modelled by the playground", loc)
    }
}
