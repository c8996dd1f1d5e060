import ContainmentEngine

/// A bare name in a method: a member of `self` (an object's, a value's, a type's static one).
extension Interpreter {
    /// A bare name inside a method: the receiver's property or method (implicit `self`); nil if
    /// it has none by that name.
    func implicitMember(_ name: String, of receiver: Value, _ loc: Loc) throws -> Value? {
        switch receiver {
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return nil }
            let members = index(of: record.className)
            if let (property, owner) = members.property(name) { return try readProperty(property, owner: owner, of: id, loc) }
            if !record.properties.isEmpty, let stored = record.properties[name] { return stored }
            if members.methods(name) != nil, !isUIKitProperty(name, of: record) {
                return .function(FunctionRef(receiver: receiver, type: nil, name: name))
            }
            if let uikit = try uikitMember(name, of: id, record, loc) { return uikit }
            if record.role == .plain, let presentation = try presentationControllerMember(name, of: record, loc) { return presentation }
            // `storyboard`, `navigationItem` without `self.`: UIKit's own members are in scope in a subclass.
            if isUIKitMember(name, of: record) { return try unmodelledMember(name, of: record, loc) }
            return nil
        case .record(let type, let fields):
            if let field = fields.first(where: { $0.name == name }) {
                if runtime.tracksLifetimes, case .object = field.value {
                    return try readReference(field.value, ownership(ofProperty: name, in: type), loc)
                }
                return field.value
            }
            if property(name, for: type) != nil { return try member(name, of: receiver, loc) }
            // `Permission.allCases.filter(can)`: the method as a function value on `self`.
            if method(name, labels: nil, for: type) != nil { return .function(FunctionRef(receiver: receiver, type: type, name: name)) }
            return nil
        case .enumCase(let type, _, _):
            // `rawValue` is synthesised, not declared: bare in the enum's own methods too.
            if property(name, for: type) != nil || (name == "rawValue" && runtime.heap.types[type]?.decl.kind == .enumType) {
                return try member(name, of: receiver, loc)
            }
            if method(name, labels: nil, for: type) != nil { return .function(FunctionRef(receiver: receiver, type: type, name: name)) }
            return nil
        case .type(let typeName):
            // A bare name in a static method: the type's own (or inherited) static member, else a
            // name outside it, a global (`count += 1` in a class method read `Steps.count`).
            guard declaresStaticMember(name, typeName) else { return nil }
            return try staticMember(name, of: typeName, loc)
        default:
            // `count`, `indices` in the file's extension of Array or String: the value's own
            // member (it shadows a global, as in Swift); none of that name: a name outside it.
            guard !extendedTypeNames(of: receiver).isEmpty else { return nil }
            do {
                return try member(name, of: receiver, loc)
            } catch let error as ScriptError where error.message.hasSuffix("has no member '\(name)'") {
                return nil
            }
        }
    }

    /// Whether `typeName` or a superclass of the program's declares a static member `name`.
    func declaresStaticMember(_ name: String, _ typeName: String) -> Bool {
        if name == "self" || name == "init" || name == "allCases" { return true }
        for type in chain(of: typeName) {
            guard let decl = runtime.heap.types[type]?.decl else { continue }
            if decl.cases.contains(where: { $0.name == name }) || decl.properties.contains(where: { $0.name == name && $0.isStatic })
                || decl.methods.contains(where: { $0.name == name && $0.isStatic })
            {
                return true
            }
        }
        if let nested = runtime.heap.types[name], nested.decl.kind != .extensionOf { return true }
        // A protocol's extension gives its adopters static members (`reuseIdentifier` in `nibName`).
        if protocolExtensionStaticGetter(name, of: typeName) != nil { return true }
        // Extensions of the type declare static members too.
        return runtime.heap.types.values.contains { info in
            info.decl.kind == .extensionOf && chain(of: typeName).contains(info.decl.name)
                && (info.decl.properties.contains { $0.name == name && $0.isStatic } || info.decl.methods.contains { $0.name == name && $0.isStatic })
        }
    }
}
