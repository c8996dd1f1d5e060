import ContainmentEngine

/// Initialising an instance of the user's classes as Swift does: designated and convenience
/// initialisers, `super.init` and `self.init`, property defaults, failable initialisers.
extension Interpreter {
    /// A failable initialiser gave nil somewhere along `self.init` / `super.init`.
    struct InitializerFailed: Error {}

    /// Swift's initialisation of one of the user's classes, as `type` does it: a designated
    /// initialiser sets the class's own property defaults, runs its body, and `super.init` (or
    /// the implicit one at the end) does the same a class up; a delegating one (`self.init`)
    /// leaves that to the initialiser it calls; a class without initialisers inherits its
    /// superclass's. Observers of a class's own properties do not run in its own initialiser.
    /// False when a failable initialiser gave nil.
    func initializeObject(_ id: Int, as type: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Bool {
        guard let info = runtime.heap.types[type], info.decl.kind == .classType else { return true }  // UIKit's: nothing here
        let superclass = chain(of: type).dropFirst().first { runtime.heap.types[$0]?.decl.kind == .classType }
        guard let initializer = info.decl.initializers.first(where: { accepts($0, labels) }) else {
            // An inherited initialiser. A convenience one delegates back to the object's own
            // class (`self.init` dispatches on it), which sets this class's defaults then.
            let inherited = chain(of: type).dropFirst().lazy.compactMap {
                self.runtime.heap.types[$0]?.decl.initializers.first { self.accepts($0, labels) }
            }
            .first
            if inherited?.delegatesToSelfInit != true { try initializeOwnProperties(id, type, loc) }
            if let superclass { return try initializeObject(id, as: superclass, arguments, labels, loc) }
            return true
        }
        if !initializer.delegatesToSelfInit { try initializeOwnProperties(id, type, loc) }
        do {
            let result = try invoke(initializer, receiver: .object(id), owner: type, arguments, labels, loc)
            if initializer.isFailable, result.isNil { return false }
        } catch is InitializerFailed {
            return false
        }
        if !initializer.delegatesToSelfInit, !initializer.callsSuperInit, let superclass {
            return try initializeObject(id, as: superclass, [], [], loc)
        }
        return true
    }

    /// `super.init(...)` / `self.init(...)` inside an initialiser of the user's class.
    func delegateInitializer(_ id: Int, as type: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws {
        if try !initializeObject(id, as: type, arguments, labels, loc) { throw InitializerFailed() }
    }

    /// The class's own stored properties with their initial values (an override adds none).
    func initializeOwnProperties(_ id: Int, _ type: String, _ loc: Loc) throws {
        guard let info = runtime.heap.types[type] else { return }
        let context = MethodContext(receiver: .object(id), type: type, method: "init", uikitSuper: nil)
        for property in info.decl.properties where property.getter == nil && !property.isStatic && !property.isLazy && !property.isOverride {
            let value =
                try property.initializer.map {
                    try evaluate($0, in: Scope(parent: nil, context: context), bindingName: property.name, expected: property.type)
                } ?? .null
            runtime.heap.objects[id]?.properties[property.name] = coerce(value, to: property.type)
        }
    }

    /// Stored properties with their initial values, the base class's first (a view or a view
    /// controller subclass: UIKit makes the object, then its initialiser runs).
    func initializeProperties(_ id: Int, _ className: String, _ loc: Loc) throws {
        let receiver = Value.object(id)
        for type in chain(of: className).reversed() {
            guard let info = runtime.heap.types[type] else { continue }
            for property in info.decl.properties where property.getter == nil && !property.isStatic && !property.isLazy && !property.isOverride {
                let context = MethodContext(receiver: receiver, type: type, method: "init", uikitSuper: nil)
                let value =
                    try property.initializer.map {
                        try evaluate($0, in: Scope(parent: nil, context: context), bindingName: property.name, expected: property.type)
                    } ?? .null
                runtime.heap.objects[id]?.properties[property.name] = coerce(value, to: property.type)
            }
        }
    }

    func runInitializer(_ id: Int, _ className: String, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws {
        for type in chain(of: className) {
            guard let info = runtime.heap.types[type], !info.decl.initializers.isEmpty else { continue }
            if let initializer = info.decl.initializers.first(where: { accepts($0, labels) }) {
                _ = try invoke(initializer, receiver: .object(id), owner: type, arguments, labels, loc)
            }
            return
        }
    }
}
