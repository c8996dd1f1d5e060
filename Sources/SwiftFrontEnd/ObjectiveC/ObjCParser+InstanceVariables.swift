import ContainmentEngine

/// Instance variables and the properties behind them: which ivar a name in a method's body is,
/// and the accessors a class writes for its own properties.
extension ObjCParser {
    /// An ivar or property of the current class (or a superclass of the file): the Swift
    /// property it reads, and its type.
    func instanceVariable(_ name: String) -> (property: String, type: CType)? {
        guard let className = currentClass else { return nil }
        // Asked for every name a method's body uses: each class's answers are kept (they only
        // change in the first pass, which reads no bodies).
        if let known = ivarAnswers[className]?[name] { return known }
        let answer = findInstanceVariable(name, in: className)
        if pass == .bodies { ivarAnswers[className, default: [:]][name] = .some(answer) }
        return answer
    }

    func findInstanceVariable(_ name: String, in className: String) -> (property: String, type: CType)? {
        for info in fileChain(className) {
            // The ivar behind a property with accessors of the class's own: the storage itself.
            if let property = accessorIvars(of: info)[name] { return (name, info.properties[property]!.type) }
            if let property = info.synthesized.first(where: { $0.value == name }), let declared = info.properties[property.key] {
                return (property.key, declared.type)
            }
            if let property = Self.propertyOfIvar(name, in: info) { return (property, info.properties[property]!.type) }
            if let ivar = info.ivars.first(where: { $0.name == name }) { return (name, ivar.type) }
        }
        return nil
    }

    /// A class's ivars behind properties with accessors of its own, with their properties: worked
    /// out once per class (asked for every name a body uses, each answer built setter names).
    func accessorIvars(of info: ObjCClassInfo) -> [String: String] {
        if pass == .bodies, let known = accessorIvarAnswers[info.name] { return known }
        var table: [String: String] = [:]
        for property in info.properties.keys.sorted() {
            if let ivar = Self.accessors(of: property, in: info)?.ivar, table[ivar] == nil { table[ivar] = property }
        }
        if pass == .bodies { accessorIvarAnswers[info.name] = table }
        return table
    }

    /// `_name`, the ivar a property `name` is synthesized into when no `@synthesize` says
    /// otherwise, and whose value is the property's (no accessor of the class's own between).
    static func propertyOfIvar(_ ivar: String, in info: ObjCClassInfo) -> String? {
        guard ivar.hasPrefix("_") else { return nil }
        let property = String(ivar.dropFirst())
        guard info.properties[property] != nil, info.synthesized[property] == nil, accessors(of: property, in: info) == nil else { return nil }
        return property
    }

    /// The zero a variable of the type starts with; an inline structure's is a record of zeros.
    func zero(of type: CType, _ loc: Loc) -> Expr? {
        // A C structure the playground has no model of (`UIOffset`): unknown, as UIKit's
        // unmodelled values are (it may be passed on; testing or computing with it is refused).
        if case .other(let name) = type, !name.hasSuffix("*") {
            return .call(.name("objc.unmodelled", loc), [Arg(label: nil, value: .string(name))], labels: [nil], loc)
        }
        guard case .structure(let name) = type, let fields = inlineStructs[name] else { return type.zero }
        let arguments = [Arg(label: nil, value: .string(name))] + fields.map { Arg(label: nil, value: .string($0.name)) }
        return .call(.name("objc.struct", loc), arguments, labels: arguments.map { _ in nil }, loc)
    }

    /// A property whose getter or setter the class writes itself: its ivar, and the setter's name.
    static func accessors(of property: String, in info: ObjCClassInfo) -> (ivar: String, setter: ObjCNames.SwiftCall?)? {
        let setterSelector = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
        let hasGetter = info.selectors[property] == false, hasSetter = info.selectors[setterSelector] == false
        let ivar = info.synthesized[property] ?? "_" + property
        // A `copy` collection property's setter is the class's too (it copies what it is given).
        let copies = info.properties[property]?.copiesCollection == true && ivar != property
        guard hasGetter || hasSetter || copies else { return nil }
        return (ivar, hasSetter ? ObjCNames.unsplit([String(setterSelector.dropLast())]) : nil)
    }
}
