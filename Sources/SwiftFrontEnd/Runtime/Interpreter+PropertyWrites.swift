import ContainmentEngine

/// Setting properties: of objects (with their observers, overrides' observers and setters, and
/// Swift's rules in initialisers), implicitly through `self`, and UIKit's.
extension Interpreter {
    func setMember(_ name: String, of value: Value, to newValue: Value, _ loc: Loc) throws {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        guard case .object(let id) = value, let record = runtime.heap.objects[id] else {
            if value.isNil { throw name == Self.pointee ? nullDereference(loc) : trap(Self.implicitUnwrapTrap, loc) }
            if case .inert = value { return }
            if case .constraint(let spec) = value, name == "isActive", case .bool(true) = newValue {
                return try act(.activateConstraints([spec]), loc)
            }
            if case .constraint = value {
                // A constraint is a value here, not UIKit's object: changing one after it was made
                // (`constant` to move a drawer, `priority`, `isActive = false`) reaches no view.
                note(
                    .unmodelledAPI, "NSLayoutConstraint.\(name)",
                    "setting NSLayoutConstraint.\(name) is not modelled: the constraint keeps what it was made with, so later layout may differ from UIKit's"
                )
                return
            }
            throw error("cannot assign to '\(name)' of a value of type '\(typeName(of: value))'", loc)
        }
        if let (property, owner) = property(name, for: record.className) {
            try writeProperty(property, owner: owner, of: id, newValue, loc)
            return
        }
        if name == Self.pointee, try setPointee(of: record, to: newValue, loc) { return }
        if Self.isBoxItems(name), record.properties[Self.boxItems] != nil {
            runtime.heap.objects[id]?.properties[Self.boxItems] = newValue
            return
        }
        if try uikitSetMember(name, of: id, record, to: unboxed(newValue), loc) { return }
        // A class of the user's own declares all it has: swiftc refuses any other name.
        if record.role == .plain, isUsersOwnClass(record.className) {
            throw error("value of type '\(record.className)' has no member '\(name)'", loc)
        }
        if record.role != .plain { return try setUnmodelledMember(name, of: id, record, to: newValue, loc) }
        runtime.heap.objects[id]?.properties[name] = newValue
    }

    /// `observe`: run `willSet`/`didSet` (Swift skips them for a class's own properties set in its initialiser).
    func writeProperty(_ property: PropertyIR, owner: String, of id: Int, _ newValue: Value, _ loc: Loc, observe: Bool = true) throws {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        let context = MethodContext(receiver: .object(id), type: owner, method: property.name, uikitSuper: nil)
        var value = coerce(newValue, to: property.type)
        // Inside its own observer a property is set without its observers (Swift's rule).
        let key = "\(id).\(property.name)"
        let observing = observe && !runtime.observing.contains(key)
        // An override that only observes (`override var value: Int { didSet { } }`): its
        // willSet, then the superclass's property as it is set (its own observers too), then
        // its didSet, as Swift runs them.
        // Inside the override's own observer, setting the property skips only the override's
        // observers: the superclass's setter and observers run (swiftc's build prints them; they
        // were skipped, found by a helper). Inside the stored property's observer, all are.
        if property.isOverride, property.getter == nil, property.setter == nil, let className = runtime.heap.objects[id]?.className,
            let (base, baseOwner) = self.property(property.name, above: owner, in: className)
        {
            let overrideKey = "\(id).\(owner).\(property.name)"
            let old = try readProperty(base, owner: baseOwner, of: id, loc)
            try runObserver(property.willSet, value, context, overrideKey, observing)
            try writeProperty(base, owner: baseOwner, of: id, value, loc, observe: observing)
            try runObserver(property.didSet, old, context, overrideKey, observing)
            return
        }
        if let setter = property.setter {
            try enter(loc)
            defer { depth -= 1 }
            let scope = Scope(parent: nil, context: context)
            scope.variables[setter.name] = value
            _ = try executeBlock(setter.body, in: scope)
            return
        }
        if property.getter != nil { throw error("cannot assign to property: '\(property.name)' is a get-only property", loc) }
        let old = runtime.heap.objects[id]?.properties[property.name] ?? .null
        // `origin = (x, y)` where `var origin = (x: 0.0, y: 0.0)`: the labels the property has.
        if case .tuple = value { value = Self.keepingKind(of: old, value) }
        try runObserver(property.willSet, value, context, key, observing)
        runtime.heap.objects[id]?.properties[property.name] = value
        if runtime.tracksLifetimes, observing, property.didSet != nil, !property.didSetReadsOldValue {
            try releasePoint()  // the old value goes as the new one is stored (Swift never read it)
            try runObserver(property.didSet, .null, context, key, observing)
            return
        }
        try runObserver(property.didSet, old, context, key, observing)
    }

    /// A `willSet` (given the new value) or `didSet` (given the old one), marked as running so
    /// that setting the property inside it does not observe again.
    private func runObserver(_ observer: (name: String, body: [Stmt])?, _ value: Value, _ context: MethodContext, _ key: String, _ run: Bool) throws {
        guard run, let observer else { return }
        // Counted as a call: an override's observer that sets its property without end stops
        // at the depth limit, as Swift's would overflow its stack.
        try enter(statementLoc)
        defer { depth -= 1 }
        let wasObserving = runtime.observing.contains(key)
        runtime.observing.insert(key)
        defer { if !wasObserving { runtime.observing.remove(key) } }
        let scope = Scope(parent: nil, context: context)
        scope.variables[observer.name] = value
        _ = try executeBlock(observer.body, in: scope)
    }

    func setImplicitMember(_ name: String, of receiver: Value, to value: Value, _ loc: Loc, initializing: String? = nil) throws -> Bool {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        guard case .object(let id) = receiver, let record = runtime.heap.objects[id] else {
            if case .type(let typeName) = receiver, runtime.heap.types[typeName] != nil {
                // A class property a superclass declares is that class's one storage (`n += 1`
                // in a subclass's class method changes the `static var n` of its superclass).
                // A name the type does not declare is outside it (a global), as `lookup` reads it.
                guard
                    let owner = chain(of: typeName).first(where: { type in
                        runtime.heap.types[type]?.decl.properties.contains { $0.isStatic && $0.name == name } == true
                    })
                else { return false }
                runtime.heap.statics["\(owner).\(name)"] = value
                return true
            }
            return false
        }
        if let (property, owner) = property(name, for: record.className) {
            // In an initialiser, a property whose storage the initialising class declares is set
            // directly: no observers, not even a subclass's overriding ones; one stored by a
            // superclass is set as anywhere (with a subclass's observers too). Swift's rule.
            var storageOwner = owner, declaration = property
            while declaration.isOverride, let (base, baseOwner) = self.property(name, above: storageOwner, in: record.className) {
                (declaration, storageOwner) = (base, baseOwner)
            }
            if let initializing, storageOwner == initializing, declaration.getter == nil, declaration.setter == nil {
                // Its storage, directly: no overriding setter or observer is asked.
                try writeProperty(declaration, owner: storageOwner, of: id, value, loc, observe: false)
            } else {
                try writeProperty(property, owner: owner, of: id, value, loc)
            }
            return true
        }
        if record.properties[name] != nil {
            runtime.heap.objects[id]?.properties[name] = value
            return true
        }
        if try uikitSetMember(name, of: id, record, to: value, loc) { return true }
        guard isUIKitMember(name, of: record) else { return false }
        try setUnmodelledMember(name, of: id, record, to: value, loc)
        return true
    }
}
