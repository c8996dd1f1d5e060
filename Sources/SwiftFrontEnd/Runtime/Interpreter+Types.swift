import ContainmentEngine

/// Declared types: declaring them, their class chains, and finding their members.
extension Interpreter {
    /// Declares the file's types and functions before its statements run (Swift's top level sees
    /// them all). A type declared by an earlier request cannot be declared again: 400.
    func declare(_ statements: [Stmt], revision: Int) throws {
        var extensions: [TypeDeclIR] = []
        for statement in statements {
            guard case .declaration(let declaration) = statement else { continue }
            switch declaration {
            case .function(let function): runtime.heap.functions[function.name, default: []].append(function)
            case .type(let type) where type.kind == .extensionOf: extensions.append(type)
            case .type(let type): try declareType(type, revision: revision)
            }
        }
        for type in extensions where !type.name.isEmpty { try declareType(type, revision: revision) }
    }

    func declareType(_ type: TypeDeclIR, revision: Int, enclosing: String? = nil) throws {
        runtime.forgetDerived()
        if type.kind == .extensionOf {
            let name = type.name.split(separator: " ").first.map(String.init) ?? type.name
            let existing = runtime.heap.types[name]
            var decl = existing?.decl ?? TypeDeclIR(kind: .extensionOf, name: name, inherited: [], loc: type.loc)
            decl.properties += type.properties
            decl.methods += type.methods
            decl.initializers += type.initializers
            decl.inherited += type.inherited
            let qualified = existing?.qualifiedName ?? name
            for nested in type.nested { try declareType(nested, revision: revision, enclosing: qualified) }
            runtime.heap.types[name] = TypeInfo(decl: decl, revision: existing?.revision ?? revision, qualifiedName: qualified)
            return
        }
        // The prelude's `Result` again (a later script naming it): the session keeps the one it has.
        if type.isPrelude, runtime.heap.types[type.name] != nil { return }
        // A type declared in a body that runs again (a loop's, a function called twice): the
        // same declaration of the same script, already made (it was refused as a second one).
        if let existing = runtime.heap.types[type.name], runtime.heap.localTypes.contains(type.name), existing.revision == revision,
            existing.decl.loc.line == type.loc.line, existing.decl.loc.column == type.loc.column
        {
            return
        }
        if let existing = runtime.heap.types[type.name], existing.decl.kind != .extensionOf {
            throw error(
                "'\(type.name)' is already declared in this session (by revision \(existing.revision)); a class stays declared for the session's later scripts: use it, or give the new one another name",
                type.loc)
        }
        var decl = type
        if let extended = runtime.heap.types[type.name] {  // extensions of a type declared later in the file
            decl.properties += extended.decl.properties
            decl.methods += extended.decl.methods
            decl.inherited += extended.decl.inherited
        }
        let qualified = enclosing.map { "\($0).\(type.name)" } ?? type.name
        runtime.heap.types[type.name] = TypeInfo(decl: decl, revision: revision, qualifiedName: qualified)
        for nested in type.nested { try declareType(nested, revision: revision, enclosing: qualified) }
    }

    /// The class and its superclasses, most derived first, ending with UIKit's own chain
    /// (`HostViewController`, `UIViewController`, `UIResponder`, `NSObject`).
    /// The UIKit class a class derives from (`UISegmentedControl` for the user's subclass of it).
    func uikitBase(of className: String) -> String {
        chain(of: className).first { runtime.heap.types[$0] == nil } ?? className
    }

    func chain(of className: String) -> [String] {
        if let cached = runtime.derived.chains[className] { return cached }
        let result = runtime.speculation?.chain(className) ?? computeChain(of: className)
        runtime.derived.chains[className] = result
        return result
    }

    private func computeChain(of className: String) -> [String] {
        var result: [String] = []
        var current: String? = className
        while let name = current, !result.contains(name), result.count < 64 {
            result.append(name)
            let info = runtime.heap.types[name]
            if let info, info.decl.kind == .classType {
                // A declared class: its first inherited name, unless that is a protocol.
                current = info.superclass.flatMap { runtime.heap.types[$0]?.decl.kind == .protocolType ? nil : $0 }
                if let superclass = current, runtime.heap.types[superclass] == nil, !UIKit.isKnownType(superclass),
                    UIKit.implicitSuperclass(of: superclass) == nil,
                    superclass.hasSuffix("Protocol") || superclass.hasSuffix("Delegate") || superclass.hasSuffix("DataSource")
                {
                    current = nil  // an undeclared protocol named first
                }
            } else if let info, info.decl.kind != .extensionOf {
                current = nil  // structs, enums and protocols have no superclass
            } else {
                current = UIKit.superclass(of: name)
            }
        }
        return result
    }

    /// Whether `className` is `type`, a subclass of it, or adopts it (directly or by extension).
    func conforms(_ className: String, to type: String, depth: Int = 0) -> Bool {
        // A composition's parts (aliases of aliases too; one naming itself is no conformance).
        if let composition = runtime.heap.types[type]?.decl, composition.isComposition {
            return depth < 16 && composition.inherited.allSatisfy { conforms(className, to: $0, depth: depth + 1) }
        }
        for name in chain(of: className) {
            if name == type { return true }
            guard let decl = runtime.heap.types[name]?.decl else { continue }
            // An enum's raw type (`enum Size: String`) is no conformance: `Size.small is String` is false.
            let isEnum = decl.kind == .enumType
            if decl.inherited.contains(where: { !(isEnum && Self.rawValueTypes.contains($0)) && protocolIncludes($0, type) }) { return true }
        }
        return false
    }

    private static let rawValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Character", "UInt", "Int8", "Int16", "Int32", "Int64",
    ]

    /// Whether adopting `adopted` adopts `type` too: it is `type`, or a protocol inheriting it.
    private func protocolIncludes(_ adopted: String, _ type: String, depth: Int = 0) -> Bool {
        if adopted == type { return true }
        guard depth < 16, let decl = runtime.heap.types[adopted]?.decl, decl.kind == .protocolType else { return false }
        return decl.inherited.contains { protocolIncludes($0, type, depth: depth + 1) }
    }

    /// The protocols the types of the chain adopt, for their extensions' methods.
    func protocols(of className: String) -> [String] {
        var found: [String] = []
        // The protocols a protocol inherits are adopted too (an extension of a parent protocol).
        func adopt(_ name: String, depth: Int) {
            guard depth < 16, !found.contains(name), let info = runtime.heap.types[name],
                info.decl.kind == .protocolType || info.decl.kind == .extensionOf
            else { return }
            found.append(name)
            if info.decl.kind == .protocolType { for parent in info.decl.inherited { adopt(parent, depth: depth + 1) } }
        }
        for type in chain(of: className) {
            guard let info = runtime.heap.types[type] else { continue }
            for name in info.decl.inherited { adopt(name, depth: 0) }
        }
        return found
    }

    /// The implementation of `name` for an instance of `className`, with the type declaring it;
    /// `above`: only in the superclasses of that type (`super`).
    func method(_ name: String, labels: [String?]?, for className: String, above: String? = nil) -> (FuncIR, owner: String)? {
        if above == nil {
            guard let candidates = index(of: className).methods(name) else { return nil }
            return candidates.first { accepts($0.function, labels) }.map { ($0.function, owner: $0.owner) }
        }
        var types = chain(of: className)
        if let above, let index = types.firstIndex(of: above) { types = Array(types[(index + 1)...]) }
        for type in types {
            if let found = runtime.heap.types[type]?.decl.methods.first(where: { $0.name == name && !$0.isStatic && accepts($0, labels) }) {
                return (found, type)
            }
        }
        if above == nil {
            for proto in protocols(of: className) {
                if let found = runtime.heap.types[proto]?.decl.methods.first(where: { $0.name == name && !$0.isStatic && accepts($0, labels) }) {
                    return (found, proto)
                }
            }
        }
        return nil
    }

    func staticMethod(_ name: String, labels: [String?]?, of typeName: String) -> FuncIR? {
        staticMethodAndOwner(name, labels: labels, of: typeName)?.function
    }

    /// The static method and the type that declares it (a superclass's, for a subclass).
    func staticMethodAndOwner(_ name: String, labels: [String?]?, of typeName: String) -> (function: FuncIR, owner: String)? {
        for type in chain(of: typeName) {
            if let found = runtime.heap.types[type]?.decl.methods.first(where: { $0.name == name && $0.isStatic && accepts($0, labels) }) {
                return (found, type)
            }
        }
        return nil
    }

    /// The stored or computed property `name` of an instance of `className`, with its type.
    func property(_ name: String, for className: String) -> (PropertyIR, owner: String)? {
        index(of: className).property(name).map { ($0.property, owner: $0.owner) }
    }

    /// The members an instance of `className` has, by name: its chain's (most derived first),
    /// then its protocols' extensions'. Built once per class and kept until the types change.
    func index(of className: String) -> ClassIndex {
        // Member lookups come in runs on one class: the last index answers without hashing.
        if let last = runtime.lastIndex, last.className == className { return last.index }
        if let previous = runtime.previousIndex, previous.className == className {
            swap(&runtime.lastIndex, &runtime.previousIndex)
            return previous.index
        }
        if let cached = runtime.derived.indexes[className] {
            runtime.previousIndex = runtime.lastIndex
            runtime.lastIndex = (className, cached)
            return cached
        }
        if let speculated = runtime.speculation?.index(className) {
            runtime.derived.indexes[className] = speculated
            runtime.previousIndex = runtime.lastIndex
            runtime.lastIndex = (className, speculated)
            return speculated
        }
        let index = ClassIndex()
        let chain = chain(of: className)
        // The declarations are read through their `TypeInfo` (a reference): binding
        // `types[type]?.decl` copied each declaration whole, every field retained.
        let declared = chain.compactMap { type in runtime.heap.types[type].map { (type, $0) } }
        // Sized once: grown as they filled, the two tables were rehashed a few times per class
        // (a tenth of building an index, perf, session 35).
        index.methods.reserveCapacity(declared.reduce(0) { $0 + $1.1.decl.methods.count })
        index.properties.reserveCapacity(declared.reduce(0) { $0 + $1.1.decl.properties.count })
        for (type, info) in declared {
            for method in info.decl.methods where !method.isStatic { index.methods[method.name, default: []].append((method, type)) }
        }
        // Base class first, each overwriting: the most derived declaration stays, one hash each.
        for (type, info) in declared.reversed() {
            for property in info.decl.properties where !property.isStatic { index.properties[property.name] = (property, type) }
        }
        // An extension of a class in the chain (`extension UIViewController`) counts among the
        // "protocols" too; its members are already in, first (a UIViewController subclass's
        // index copied them twice, perf, session 33).
        for proto in protocols(of: className) where !chain.contains(proto) {
            guard let decl = runtime.heap.types[proto]?.decl else { continue }
            // A requirement has nothing to run: the conforming type's or an extension's does.
            for method in decl.methods where !method.isStatic && !method.isRequirement {
                index.methods[method.name, default: []].append((method, proto))
            }
            // A requirement (`var name: String { get }`) has an empty getter: nothing to run.
            for property in decl.properties where !property.isStatic && property.getter?.isEmpty == false && index.properties[property.name] == nil {
                index.properties[property.name] = (property, proto)
            }
        }
        runtime.derived.indexes[className] = index
        runtime.previousIndex = runtime.lastIndex
        runtime.lastIndex = (className, index)
        return index
    }

    /// Whether a call's labels fit the function's parameters (defaults may be left out; a
    /// trailing closure may stand for a labelled closure parameter). nil labels: any.
    func accepts(_ function: FuncIR, _ labels: [String?]?) -> Bool {
        guard let labels else { return true }
        if function.params.contains(where: \.isVariadic) { return variadicMatch(function.params, labels) != nil }
        return matchArguments(function.params, labels) != nil
    }

    /// For each parameter of a function with a variadic one, the indices of its arguments (a
    /// variadic parameter's run: the first with its label, the rest without; none: its default).
    func variadicMatch(_ params: [Param], _ labels: [String?]) -> [[Int]]? {
        var result: [[Int]] = []
        var next = 0
        for param in params {
            if param.isVariadic {
                var taken: [Int] = []
                if next < labels.count, labels[next] == param.label {
                    taken.append(next)
                    next += 1
                    while next < labels.count, labels[next] == nil {
                        taken.append(next)
                        next += 1
                    }
                }
                result.append(taken)
            } else if next < labels.count, labels[next] == param.label {
                result.append([next])
                next += 1
            } else if param.defaultValue != nil {
                result.append([])
            } else {
                return nil
            }
        }
        return next == labels.count ? result : nil
    }

    /// For each parameter, the index of its argument (nil: its default).
    /// Whether a trailing closure can fill the parameter: its type is a function's (or not
    /// written). `sorted { $0 > $1 }` is not `sorted(descending: Bool)` of an extension.
    static func mayTakeClosure(_ param: Param) -> Bool {
        guard let type = param.type else { return true }
        switch type.shape {
        case .closure, .function: return true
        // A generic type written with its arguments (`KeyPath<Element, V>`) is not a function's.
        case .unknown: return type.genericArguments.isEmpty
        case .optional(let wrapped): if case .closure = wrapped { return true } else { return wrapped == .unknown }
        default: return false
        }
    }

    /// `completion: Completion` with `typealias Completion = (Int) -> Void`: a function's type
    /// by its alias (a trailing closure found no function to call, session 37's hunt).
    func mayTakeClosure(throughAlias param: Param) -> Bool {
        guard let name = param.type?.name, let aliased = runtime.heap.typeAliases[name] else { return false }
        return Self.mayTakeClosure(Param(label: param.label, name: param.name, type: aliased))
    }

    func matchArguments(_ params: [Param], _ labels: [String?]) -> [Int?]? {
        var result: [Int?] = []
        var next = 0
        for param in params {
            if next < labels.count, labels[next] == param.label {
                result.append(next)
                next += 1
            } else if next == labels.count - 1, labels[next] == nil, param.label != nil, param.defaultValue == nil || params.last?.name == param.name,
                Self.mayTakeClosure(param) || mayTakeClosure(throughAlias: param)
            {
                result.append(next)  // a trailing closure for a labelled closure parameter
                next += 1
            } else if param.defaultValue != nil {
                result.append(nil)
            } else {
                return nil
            }
        }
        return next == labels.count ? result : nil
    }
}
