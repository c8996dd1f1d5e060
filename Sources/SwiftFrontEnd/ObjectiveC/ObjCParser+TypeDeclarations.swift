import ContainmentEngine

/// What the second pass gathered for a class, as the Swift runtime declares it.
extension ObjCParser {
    /// The class as the Swift runtime declares it: ivars and properties as stored properties
    /// (zeroed, as Objective-C zeroes an instance), methods, initialisers, overriding getters.
    func typeDeclaration(_ info: ObjCClassInfo) -> TypeDeclIR {
        var properties: [PropertyIR] = []
        var storage: Set<String> = []
        for (name, type) in info.ivars where info.properties[name] == nil && Self.propertyOfIvar(name, in: info) == nil {
            properties.append(PropertyIR(name: name, initializer: zero(of: type, info.loc), loc: info.loc))
            storage.insert(name)
        }
        for (name, property) in info.properties.sorted(by: { $0.key < $1.key }) {
            guard let accessors = Self.accessors(of: name, in: info) else {
                var stored = PropertyIR(name: name, initializer: zero(of: property.type, info.loc), isWeak: property.isWeak, loc: info.loc)
                if let element = info.outletCollections[name] {
                    stored.isOutlet = true
                    stored.type = TypeIR(name: element, isArray: true, shape: .array(.named(element)))
                } else if info.outlets.contains(name), case .object(let className?) = property.type {
                    stored.isOutlet = true
                    stored.type = TypeIR(name: className)
                }
                properties.append(stored)
                continue
            }
            // Accessors the class writes: the property runs them; its value lives in its ivar.
            if !storage.contains(accessors.ivar) {
                properties.append(PropertyIR(name: accessors.ivar, initializer: property.type.zero, isWeak: property.isWeak, loc: info.loc))
                storage.insert(accessors.ivar)
            }
            let loc = info.loc
            let getter = customGetters[info.name]?[name] ?? [.returnStmt(.member(.selfRef(loc), accessors.ivar, loc), loc)]
            let newValue = Expr.name("newValue", loc)
            let setter: [Stmt] =
                accessors.setter.map { call in
                    [
                        .expression(
                            .call(
                                .member(.selfRef(loc), call.name, loc), [Arg(label: call.labels.first ?? nil, value: newValue)],
                                labels: [call.labels.first ?? nil], loc), loc)
                    ]
                } ?? [
                    .expression(
                        .assignment(
                            .member(.selfRef(loc), accessors.ivar, loc), nil,
                            property.copiesCollection ? Self.runtimeCall("objc.copy", newValue, loc) : newValue, loc), loc)
                ]
            properties.append(PropertyIR(name: name, getter: getter, setter: ("newValue", setter), loc: loc))
        }
        properties += computed[info.name] ?? []
        var inherited = [info.superclass ?? "NSObject"]
        inherited += info.protocols.filter { protocols.contains($0) }
        var decl = TypeDeclIR(
            kind: .classType, name: info.name, inherited: inherited, properties: properties, methods: methods[info.name] ?? [],
            initializers: initializers[info.name] ?? [], loc: info.loc)
        decl.deinitializer = deallocs[info.name]
        return decl
    }
}
