import ContainmentEngine

/// Reading members: the user's properties (stored, lazy, computed), UIKit's (in UIKit+*.swift),
/// and the standard library's. Setting them is in Interpreter+PropertyWrites.swift.
extension Interpreter {
    /// A member of nil, a call on nil, nil handed to UIKit: in Swift that compiles only through an
    /// implicitly unwrapped optional (`var label: UILabel!`), which traps in these words.
    static let implicitUnwrapTrap = "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"

    /// The members `TypePass.rangeBound` reads a range's bounds by.
    static let rangeLowerBound = "$range.lowerBound", rangeUpperBound = "$range.upperBound", closedRangeUpperBound = "$closedRange.upperBound"

    func member(_ name: String, of value: Value, _ loc: Loc, startingAbove: String? = nil) throws -> Value {
        // `source.title(for:)`: the method those labels name, as a value; another kind of value
        // (a type's static method, UIKit's) by its base name, as before labels were kept.
        if let (base, _) = Self.namedWithLabels(name) { return try labelledMethod(name, of: value) ?? member(base, of: value, loc) }
        if let extended = try extensionProperty(name, of: value) { return extended }
        switch value {
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { throw error("the object was released", loc) }
            if let startingAbove {
                // `super.name`: the implementation above the method's class, never the override
                // itself (which read itself without end: a crash, issue 37).
                if let (property, owner) = property(name, above: startingAbove, in: record.className) {
                    return try readProperty(property, owner: owner, of: id, loc)
                }
                if let stored = record.properties[name] { return stored }
                if let uikit = try uikitMember(name, of: id, record, loc) { return uikit }
                if let presentation = try presentationControllerMember(name, of: record, loc) { return presentation }
                throw error("value of type '\(record.className)' has no member '\(name)'", loc)
            }
            let members = index(of: record.className)
            if let (property, owner) = members.property(name) { return try readProperty(property, owner: owner, of: id, loc) }
            if !record.properties.isEmpty, let stored = record.properties[name] { return stored }
            // `tabBar` in a class that also declares `tabBar(_:didSelect:)`: the property, as swiftc
            // picks it where a value is read.
            if members.methods(name) != nil, !isUIKitProperty(name, of: record) {
                return .function(FunctionRef(receiver: value, type: nil, name: name))
            }
            if let uikit = try uikitMember(name, of: id, record, loc) { return uikit }
            if record.role == .plain {
                if let items = record.properties[Self.boxItems] { return try boxMember(name, items: items, loc) }
                if name == Self.pointee, let value = try pointee(of: record, loc) { return value }
                if let presentation = try presentationControllerMember(name, of: record, loc) { return presentation }
                // A class of the program's below a UIKit class (a UIPresentationController
                // subclass): UIKit's members it does not model read as on views and controllers.
                guard hasUIKitClass(record) else {
                    if Self.isBoxItems(name) { throw immutableCollectionChanged(name, of: value, loc) }
                    if let found = try programSequenceMember(name, of: value, loc) { return found }
                    throw error("value of type '\(record.className)' has no member '\(name)'", loc)
                }
            }
            if Self.isBoxItems(name) { throw immutableCollectionChanged(name, of: value, loc) }
            return try unmodelledMember(name, of: record, loc)
        case .record(let type, let fields):
            if type == Self.lazyType, let found = try lazyMember(name, of: value, loc) { return found }
            if let bound = Self.stringRangeBound(name, of: value) { return bound }
            if let field = fields.first(where: { $0.name == name }) {
                // `struct WeakBox { weak var value: T? }`: nil once ARC released the object.
                if runtime.tracksLifetimes, case .object = field.value {
                    return try readReference(field.value, ownership(ofProperty: name, in: type), loc)
                }
                return field.value
            }
            if let geometry = Self.geometryMember(name, of: value) { return geometry }
            if let (property, owner) = property(name, for: type), let getter = property.getter {
                return coerce(try readThroughGetter(getter, receiver: value, owner: owner, property: name), to: property.type)
            }
            if let found = try programSequenceMember(name, of: value, loc) { return found }
            // `items.map(self.double)`: a struct's method as a function value.
            if method(name, labels: nil, for: type) != nil { return .function(FunctionRef(receiver: value, type: nil, name: name)) }
            throw error("value of type '\(type)' has no member '\(name)'", loc)
        case .enumCase(let type, let caseName, _):
            if name == "rawValue", let info = runtime.heap.types[type], let index = info.decl.cases.firstIndex(where: { $0.name == caseName }) {
                return try rawValue(of: info.decl.cases[index], at: index, in: info)
            }
            if let (property, owner) = property(name, for: type), let getter = property.getter {
                return coerce(try readThroughGetter(getter, receiver: value, owner: owner, property: name), to: property.type)
            }
            if method(name, labels: nil, for: type) != nil { return .function(FunctionRef(receiver: value, type: type, name: name)) }
            // `.systemRed.withAlphaComponent(0.3)` where a UIKit property's type decides what `.systemRed`
            // is: a UIKit value the playground does not state (no enum of the file's has the case).
            if type.isEmpty { return .inert(".\(caseName).\(name)") }
            if let found = try programSequenceMember(name, of: value, loc) { return found }
            throw error("value of type '\(type.isEmpty ? "enum" : type)' has no member '\(name)'", loc)
        case .type(let typeName):
            if name == "self" { return value }  // `Derived.self`, `Self.self`: the type itself
            if let found = try staticMember(name, of: typeName, loc) { return found }
            return .inert("\(typeName).\(name)")
        case .slice(let items, let start):
            if let found = sliceMember(name, items, start: start) { return found }
            return try member(name, of: .array(items), loc)
        case .array(let items):
            switch name {
            case "lazy": return lazySequence(of: value)!
            case "startIndex": return .int(0)
            case "endIndex": return .int(items.count)
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map { .int($0) })
            case Self.rangeLowerBound, Self.rangeUpperBound, Self.closedRangeUpperBound:
                // A range's values, held here as an array (`TypePass.rangeBound` named the kind).
                guard case .int(let low)? = items.first, case .int(let high)? = items.last else {
                    throw error("the bounds of an empty range held in a value are not known to the playground (it holds a range's values)", loc)
                }
                return .int(name == Self.rangeLowerBound ? low : name == Self.closedRangeUpperBound ? high : high + 1)
            default: break
            }
        case .set(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return try orderedElements(ofSet: items, "'first' of", loc).first ?? .null
            default: break
            }
        case .dictionary(let pairs):
            if name == "keys" || name == "values" || name == "first" { noteDictionaryOrder(pairs.count) }
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            case "first": return pairs.first.map { Self.pairTuple($0) } ?? .null
            default: break
            }
        case .string(let text):
            if let index = stringIndexMember(name, of: text) { return index }
            if Self.stringViews.contains(name) {
                throw error(
                    "a String's \(name) view is not supported by the playground yet, but for its count and isEmpty (its elements are integers of sizes the playground does not hold); \(Lowering.supportPage)",
                    loc)
            }
            if let found = try foundationStringMember(name, text) { return found }
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "lazy": return lazySequence(of: value)!
            case "debugDescription": return .string(Self.quoted(text))
            case "description": return .string(text)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            // A Character's properties (a one-character string here).
            case _ where text.count == 1:
                if let found = Self.characterMember(name, of: text.first!) { return found }
                if Self.unheldCharacterMembers.contains(name) {
                    throw error(
                        "'Character.\(name)' is not supported by the playground yet: it is a UInt8, an integer of a size the playground does not hold; \(Lowering.supportPage)",
                        loc)
                }
            default: break
            }
        case .int(let int):
            switch name {
            case "magnitude":
                // A UInt in Swift: Int.min's does not fit the playground's Int.
                guard int != .min else { throw error("'Int.min.magnitude' is a UInt the playground cannot hold; \(Lowering.supportPage)", loc) }
                return .int(abs(int))
            case "description": return .string(String(int))
            // Int's bit counts (of its 64-bit two's complement, as on the devices the playground models).
            case "nonzeroBitCount": return .int(int.nonzeroBitCount)
            case "leadingZeroBitCount": return .int(int.leadingZeroBitCount)
            case "trailingZeroBitCount": return .int(int.trailingZeroBitCount)
            case "bitWidth": return .int(int.bitWidth)
            default: break
            }
        case .double(let double): if let found = Self.floatingPointMember(name, of: double) { return found }
        case .bool(let bool) where name == "description": return .string(String(bool))
        case .tuple(let items, let labels):
            if let index = labels.firstIndex(of: name) { return items[index] }
            if let index = Int(name), items.indices.contains(index) { return items[index] }
        case .anchor(let view, _, let guide):
            if name == "constraints" { return .array([]) }
            _ = (view, guide)
        case .guide(let view, let kind):
            if let attribute = UIKit.anchorAttribute(name) { return .anchor(view: view, attribute: attribute, guide: kind) }
        case .null:
            if name == Self.pointee { throw nullDereference(loc) }
            throw trap(Self.implicitUnwrapTrap, loc)
        case .inert("UIScreen.main") where name == "bounds":
            // The screen's bounds are the window's, as UIKit keeps them (portrait or landscape).
            return try member("bounds", of: .object(windowObject()), loc)
        case .inert("UIApplication.shared") where name == "statusBarOrientation": return try interfaceOrientation(loc)
        case .inert("UIApplication.shared") where name == "keyWindow" || name == "windows":
            // The app has one window, the predefined one: key while it shows (deprecated, still answered).
            let window = Value.object(windowObject())
            if name == "windows" { return .array([window]) }
            return try member("isHidden", of: window, loc).isTrue ? .null : window
        case .inert("UIDevice.current") where name == "userInterfaceIdiom":
            // The simulated device is an iPhone (its window's size, a page sheet's look).
            return .enumCase(type: "", name: "phone", payload: [])
        case .inert(let what):
            // A tag is an Int that no unmodelled object has set (`item.tag` indexes arrays).
            return name == "tag" ? .int(0) : .inert("\(what).\(name)")
        case .closure, .function: break
        default: break
        }
        if Self.isBoxItems(name) { throw immutableCollectionChanged(name, of: value, loc) }
        // `titles.allSatisfy(songs.contains)`: a method of a collection or string as a function
        // value, called on the value as it was read (a value type's method captures a copy).
        if Self.nonMutatingStandardMethodNames.contains(name) {
            switch value {
            case .array, .slice, .string, .set, .dictionary: return .function(FunctionRef(receiver: value, type: nil, name: name))
            default: break
            }
        }
        throw error("value of type '\(typeName(of: value))' has no member '\(name)'", loc)
    }

    /// The instance property `name` as the classes above `type` in `className`'s chain declare
    /// it: what `super.name` reads and writes.
    func property(_ name: String, above type: String, in className: String) -> (PropertyIR, owner: String)? {
        let chain = chain(of: className)
        guard let at = chain.firstIndex(of: type) else { return nil }
        for owner in chain[(at + 1)...] {
            if let found = runtime.heap.types[owner]?.decl.properties.first(where: { $0.name == name && !$0.isStatic }) { return (found, owner) }
        }
        return nil
    }

    /// A getter is a call: one that reads itself (`var x: Int { x + 1 }` of a struct, or a
    /// `description` that describes `self`) is bounded like any recursion (a struct's crashed
    /// the process, its stack spent, session 37's hunt).
    func readThroughGetter(_ getter: [Stmt], receiver: Value, owner: String, property: String) throws -> Value {
        try enter(statementLoc)
        defer { depth -= 1 }
        return try run(getter, in: Scope(parent: nil, context: MethodContext(receiver: receiver, type: owner, method: property, uikitSuper: nil)))
    }

    func readProperty(_ property: PropertyIR, owner: String, of id: Int, _ loc: Loc) throws -> Value {
        let receiver = Value.object(id)
        // Inside a stored property's own observer, the property is its storage: a subclass's
        // overriding getter is not asked (Swift reads it directly there).
        if property.getter != nil, !runtime.observing.isEmpty, runtime.observing.contains("\(id).\(property.name)"),
            let stored = runtime.heap.objects[id]?.properties[property.name]
        {
            return stored
        }
        if let getter = property.getter {
            // Its value is of the property's type (`var cost: Double { 0 }` is 0.0).
            return coerce(try readThroughGetter(getter, receiver: receiver, owner: owner, property: property.name), to: property.type)
        }
        if let stored = runtime.heap.objects[id]?.properties[property.name] {
            // A weak property whose object nothing else holds reads nil, as ARC would have
            // released it (and stays nil).
            if property.isWeak, case .object(let target) = stored, try !isAlive(target) {
                runtime.heap.objects[id]?.properties[property.name] = .null
                return .null
            }
            if property.isUnowned { return try readReference(stored, .unowned, loc) }
            return stored
        }
        if property.isLazy, let initializer = property.initializer {
            let context = MethodContext(receiver: receiver, type: owner, method: property.name, uikitSuper: nil)
            let value = coerce(
                try evaluate(initializer, in: Scope(parent: nil, context: context), bindingName: property.name, expected: property.type),
                to: property.type)
            runtime.heap.objects[id]?.properties[property.name] = value
            return value
        }
        return .null
    }

    /// `Type.name`: a static property, an enum case, or one of UIKit's constants. nil when
    /// `typeName` is not a type.
    func staticMember(_ name: String, of typeName: String, _ loc: Loc, in scope: Scope? = nil) throws -> Value? {
        if name == "self" { return .type(typeName) }  // `Widget.self`: the type itself
        // `String.init` as a function (`map(String.init)`): it makes one.
        if name == "init" || name.hasPrefix("init(") { return .function(FunctionRef(receiver: .type(typeName), type: typeName, name: name)) }
        if let info = runtime.heap.types[typeName] {
            if info.decl.cases.contains(where: { $0.name == name }) { return .enumCase(type: typeName, name: name, payload: []) }
            if let property = info.decl.properties.first(where: { $0.name == name && $0.isStatic }) {
                let key = "\(typeName).\(name)"
                if let stored = runtime.heap.statics[key] { return stored }
                // Counted as a call, as every getter (`readThroughGetter`).
                if let getter = property.getter { return try readThroughGetter(getter, receiver: .type(typeName), owner: typeName, property: name) }
                // In the type's static context: `static let hour = 60 * minute` reads `Self.minute`;
                // counted as a call, so two that read each other end at the depth limit.
                try enter(loc)
                defer { depth -= 1 }
                let context = MethodContext(receiver: .type(typeName), type: typeName, method: name, uikitSuper: nil)
                let value =
                    try property.initializer.map {
                        try evaluate($0, in: Scope(parent: nil, context: context), bindingName: name, expected: property.type)
                    } ?? .null
                runtime.heap.statics[key] = value
                return value
            }
            if info.decl.methods.contains(where: { $0.name == name && $0.isStatic }) {
                return .function(FunctionRef(receiver: .type(typeName), type: typeName, name: name))
            }
            if let nested = runtime.heap.types[name], nested.decl.kind != .extensionOf { return .type(name) }
            // CaseIterable's synthesised list: every case, in order (none has associated values).
            if name == "allCases", info.decl.kind == .enumType, conforms(typeName, to: "CaseIterable"),
                info.decl.cases.allSatisfy({ $0.associated.isEmpty })
            {
                return .array(info.decl.cases.map { .enumCase(type: typeName, name: $0.name, payload: []) })
            }
            // A class inherits its superclasses' class properties and methods, `self` still
            // itself (`Puppy.kingdom` reads Animal's `class var` with self Puppy).
            if info.decl.kind == .classType, let inherited = try inheritedStaticMember(name, of: typeName, loc) { return inherited }
            if let defaulted = try protocolExtensionStatic(name, of: typeName, loc) { return defaulted }
            // A type of the file's own has the static members it declares (a UIKit subclass's
            // others are UIKit's, below).
            if info.decl.kind != .extensionOf, !chain(of: typeName).contains(where: { runtime.heap.types[$0] == nil && UIKit.isKnownType($0) }) {
                throw error("type '\(typeName)' has no member '\(name)'", loc)
            }
        }
        if Self.standardNumberTypes.contains(typeName) { return try standardStatic(name, of: typeName, loc) }
        if typeName == "Optional" {
            guard name == "none" else { throw error("'Optional.\(name)' is not supported by the playground yet; \(Lowering.supportPage)", loc) }
            return .null
        }
        guard runtime.heap.types[typeName] != nil || UIKit.isKnownType(typeName) || typeName.startsUppercase else { return nil }
        if name == "areAnimationsEnabled", typeName == "UIView" || chain(of: typeName).contains("UIView") {
            return runtime.heap.statics[Self.animationsEnabledKey] ?? .bool(true)
        }
        let value = UIKit.staticValue(typeName, name)
        if case .inert? = value, typeName.hasPrefix("UI") || typeName.hasPrefix("NS"), !UIKit.modelledSingletons.contains("\(typeName).\(name)") {
            note(.unmodelledAPI, "\(typeName).\(name)", "\(typeName).\(name) is not modelled: it does nothing here")
        }
        return value
    }
}

extension Interpreter {
    /// A static property a protocol's extension gives its adopters (`extension Reusable { static
    /// var reuseIdentifier: String { String(describing: Self.self) } }`), read with `Self` the
    /// adopting type; nil when none of its protocols' extensions has one.
    func protocolExtensionStatic(_ name: String, of typeName: String, _ loc: Loc) throws -> Value? {
        guard let getter = protocolExtensionStaticGetter(name, of: typeName) else { return nil }
        try enter(loc)
        defer { depth -= 1 }
        return try run(
            getter, in: Scope(parent: nil, context: MethodContext(receiver: .type(typeName), type: typeName, method: name, uikitSuper: nil)))
    }

    /// The getter of the static property `name` that one of `typeName`'s protocols' extensions declares.
    func protocolExtensionStaticGetter(_ name: String, of typeName: String) -> [Stmt]? {
        for proto in protocols(of: typeName) where proto != typeName {
            guard let info = runtime.heap.types[proto], info.decl.kind == .protocolType,
                let getter = info.decl.properties.first(where: { $0.name == name && $0.isStatic && $0.getter?.isEmpty == false })?.getter
            else { continue }
            return getter
        }
        return nil
    }

    /// `super.kingdom` in a class property's or class method's body: the superclass's class
    /// property, read with `self` still the class the access went to.
    func staticSuperMember(_ name: String, _ context: MethodContext, _ loc: Loc) throws -> Value {
        for type in chain(of: context.type).dropFirst() {
            guard let property = runtime.heap.types[type]?.decl.properties.first(where: { $0.isStatic && $0.name == name }) else { continue }
            guard let getter = property.getter else { return try staticMember(name, of: type, loc) ?? .null }
            try enter(loc)
            defer { depth -= 1 }
            return try run(
                getter, in: Scope(parent: nil, context: MethodContext(receiver: context.receiver, type: type, method: name, uikitSuper: nil)))
        }
        throw error("type '\(context.type)' has no superclass class property '\(name)' the playground can read", loc)
    }
}

extension Interpreter {
    /// A class property or method a superclass of the file's declares, for a subclass that does
    /// not: a getter runs with `self` the subclass; a stored one is the superclass's own storage.
    func inheritedStaticMember(_ name: String, of typeName: String, _ loc: Loc) throws -> Value? {
        for type in chain(of: typeName).dropFirst() {
            guard let decl = runtime.heap.types[type]?.decl, decl.kind == .classType else { continue }
            if let property = decl.properties.first(where: { $0.isStatic && $0.name == name }) {
                guard let getter = property.getter else { return try staticMember(name, of: type, loc) }
                try enter(loc)
                defer { depth -= 1 }
                return try run(
                    getter, in: Scope(parent: nil, context: MethodContext(receiver: .type(typeName), type: type, method: name, uikitSuper: nil)))
            }
            if decl.methods.contains(where: { $0.name == name && $0.isStatic }) {
                return .function(FunctionRef(receiver: .type(typeName), type: type, name: name))
            }
        }
        return nil
    }
}
