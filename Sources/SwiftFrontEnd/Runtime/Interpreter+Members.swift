import ContainmentEngine

/// Reading and writing members: the user's properties (stored, lazy, computed, observed),
/// UIKit's (in UIKit+*.swift), and the standard library's.
extension Interpreter {
    func member(_ name: String, of value: Value, _ loc: Loc, startingAbove: String? = nil) throws -> Value {
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
                throw error("value of type '\(record.className)' has no member '\(name)'", loc)
            }
            let members = index(of: record.className)
            if let (property, owner) = members.property(name) { return try readProperty(property, owner: owner, of: id, loc) }
            if !record.properties.isEmpty, let stored = record.properties[name] { return stored }
            if members.methods(name) != nil { return .function(FunctionRef(receiver: value, type: nil, name: name)) }
            if let uikit = try uikitMember(name, of: id, record, loc) { return uikit }
            if record.role == .plain { throw error("value of type '\(record.className)' has no member '\(name)'", loc) }
            return .inert("\(record.className).\(name)")
        case .record(let type, let fields):
            if let field = fields.first(where: { $0.name == name }) { return field.value }
            if let geometry = Self.geometryMember(name, of: value) { return geometry }
            if let (property, owner) = property(name, for: type), let getter = property.getter {
                return coerce(try readThroughGetter(getter, receiver: value, owner: owner, property: name), to: property.type)
            }
            throw error("value of type '\(type)' has no member '\(name)'", loc)
        case .enumCase(let type, let caseName, _):
            if name == "rawValue", let info = runtime.heap.types[type], let index = info.decl.cases.firstIndex(where: { $0.name == caseName }) {
                return try rawValue(of: info.decl.cases[index], at: index, in: info)
            }
            if let (property, owner) = property(name, for: type), let getter = property.getter {
                return coerce(try readThroughGetter(getter, receiver: value, owner: owner, property: name), to: property.type)
            }
            if method(name, labels: nil, for: type) != nil { return .function(FunctionRef(receiver: value, type: type, name: name)) }
            throw error("value of type '\(type.isEmpty ? "enum" : type)' has no member '\(name)'", loc)
        case .type(let typeName):
            if name == "self" { return value }  // `Derived.self`, `Self.self`: the type itself
            if let found = try staticMember(name, of: typeName, loc) { return found }
            return .inert("\(typeName).\(name)")
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map { .int($0) })
            default: break
            }
        case .dictionary(let pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            default: break
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            // A Character's properties (a one-character string here).
            case "isLetter", "isNumber", "isUppercase", "isLowercase", "isWhitespace", "isPunctuation", "isWholeNumber", "isASCII":
                guard let character = text.first, text.count == 1 else { break }
                switch name {
                case "isLetter": return .bool(character.isLetter)
                case "isNumber": return .bool(character.isNumber)
                case "isUppercase": return .bool(character.isUppercase)
                case "isLowercase": return .bool(character.isLowercase)
                case "isWhitespace": return .bool(character.isWhitespace)
                case "isPunctuation": return .bool(character.isPunctuation)
                case "isWholeNumber": return .bool(character.isWholeNumber)
                default: return .bool(character.isASCII)
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
            default: break
            }
        case .double(let double):
            switch name {
            case "isNaN": return .bool(double.isNaN)
            case "isInfinite": return .bool(double.isInfinite)
            case "isFinite": return .bool(double.isFinite)
            case "isZero": return .bool(double.isZero)
            case "magnitude": return .double(double.magnitude)
            case "description": return .string(String(double))
            case "sign": return .enumCase(type: "FloatingPointSign", name: double.sign == .minus ? "minus" : "plus", payload: [])
            default: break
            }
        case .tuple(let items, let labels):
            if let index = labels.firstIndex(of: name) { return items[index] }
            if let index = Int(name), items.indices.contains(index) { return items[index] }
        case .anchor(let view, _, let guide):
            if name == "constraints" { return .array([]) }
            _ = (view, guide)
        case .guide(let view, let kind):
            if let attribute = UIKit.anchorAttribute(name) { return .anchor(view: view, attribute: attribute, guide: kind) }
        case .null:
            throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", loc)
        case .inert(let what):
            // A tag is an Int that no unmodelled object has set (`item.tag` indexes arrays).
            return name == "tag" ? .int(0) : .inert("\(what).\(name)")
        case .closure, .function: break
        default: break
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

    private func readThroughGetter(_ getter: [Stmt], receiver: Value, owner: String, property: String) throws -> Value {
        try run(getter, in: Scope(parent: nil, context: MethodContext(receiver: receiver, type: owner, method: property, uikitSuper: nil)))
    }

    func readProperty(_ property: PropertyIR, owner: String, of id: Int, _ loc: Loc) throws -> Value {
        let receiver = Value.object(id)
        if let getter = property.getter {
            // A getter is a call: one that reads itself is bounded like any recursion. Its
            // value is of the property's type (`var cost: Double { 0 }` is 0.0).
            try enter(loc)
            defer { depth -= 1 }
            return coerce(try readThroughGetter(getter, receiver: receiver, owner: owner, property: property.name), to: property.type)
        }
        if let stored = runtime.heap.objects[id]?.properties[property.name] { return stored }
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

    func setMember(_ name: String, of value: Value, to newValue: Value, _ loc: Loc) throws {
        guard case .object(let id) = value, let record = runtime.heap.objects[id] else {
            if value.isNil { throw trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", loc) }
            if case .inert = value { return }
            if case .constraint(let spec) = value, name == "isActive", case .bool(true) = newValue {
                return try act(.activateConstraints([spec]), loc)
            }
            if case .constraint = value { return }
            throw error("cannot assign to '\(name)' of a value of type '\(typeName(of: value))'", loc)
        }
        if let (property, owner) = property(name, for: record.className) {
            try writeProperty(property, owner: owner, of: id, newValue, loc)
            return
        }
        if try uikitSetMember(name, of: id, record, to: newValue, loc) { return }
        runtime.heap.objects[id]?.properties[name] = newValue
    }

    /// `observe`: run `willSet`/`didSet` (Swift skips them for a class's own properties set in its initialiser).
    func writeProperty(_ property: PropertyIR, owner: String, of id: Int, _ newValue: Value, _ loc: Loc, observe: Bool = true) throws {
        let context = MethodContext(receiver: .object(id), type: owner, method: property.name, uikitSuper: nil)
        let value = coerce(newValue, to: property.type)
        // Inside its own observer a property is set without its observers (Swift's rule).
        let key = "\(id).\(property.name)"
        let observing = observe && !runtime.observing.contains(key)
        // An override that only observes (`override var value: Int { didSet { } }`): its
        // willSet, then the superclass's property as it is set (its own observers too), then
        // its didSet, as Swift runs them.
        if property.isOverride, property.getter == nil, property.setter == nil, let className = runtime.heap.objects[id]?.className,
            let (base, baseOwner) = self.property(property.name, above: owner, in: className)
        {
            let old = try readProperty(base, owner: baseOwner, of: id, loc)
            try runObserver(property.willSet, value, context, key, observing)
            try writeProperty(base, owner: baseOwner, of: id, value, loc, observe: observing)
            try runObserver(property.didSet, old, context, key, observing)
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
        try runObserver(property.willSet, value, context, key, observing)
        runtime.heap.objects[id]?.properties[property.name] = value
        try runObserver(property.didSet, old, context, key, observing)
    }

    /// A `willSet` (given the new value) or `didSet` (given the old one), marked as running so
    /// that setting the property inside it does not observe again.
    private func runObserver(_ observer: (name: String, body: [Stmt])?, _ value: Value, _ context: MethodContext, _ key: String, _ run: Bool) throws {
        guard run, let observer else { return }
        runtime.observing.insert(key)
        defer { runtime.observing.remove(key) }
        let scope = Scope(parent: nil, context: context)
        scope.variables[observer.name] = value
        _ = try executeBlock(observer.body, in: scope)
    }

    /// A bare name inside a method: the receiver's property or method (implicit `self`); nil if
    /// it has none by that name.
    func implicitMember(_ name: String, of receiver: Value, _ loc: Loc) throws -> Value? {
        switch receiver {
        case .object(let id):
            guard let record = runtime.heap.objects[id] else { return nil }
            let members = index(of: record.className)
            if let (property, owner) = members.property(name) { return try readProperty(property, owner: owner, of: id, loc) }
            if !record.properties.isEmpty, let stored = record.properties[name] { return stored }
            if members.methods(name) != nil { return .function(FunctionRef(receiver: receiver, type: nil, name: name)) }
            return try uikitMember(name, of: id, record, loc)
        case .record(let type, let fields):
            if let field = fields.first(where: { $0.name == name }) { return field.value }
            if property(name, for: type) != nil { return try member(name, of: receiver, loc) }
            return nil
        case .enumCase(let type, _, _):
            if property(name, for: type) != nil { return try member(name, of: receiver, loc) }
            return nil
        case .type(let typeName): return try staticMember(name, of: typeName, loc)
        default: return nil
        }
    }

    func setImplicitMember(_ name: String, of receiver: Value, to value: Value, _ loc: Loc, initializing: String? = nil) throws -> Bool {
        guard case .object(let id) = receiver, let record = runtime.heap.objects[id] else {
            if case .type(let typeName) = receiver, runtime.heap.types[typeName] != nil {
                runtime.heap.statics["\(typeName).\(name)"] = value
                return true
            }
            return false
        }
        if let (property, owner) = property(name, for: record.className) {
            try writeProperty(property, owner: owner, of: id, value, loc, observe: owner != initializing)
            return true
        }
        if record.properties[name] != nil {
            runtime.heap.objects[id]?.properties[name] = value
            return true
        }
        return try uikitSetMember(name, of: id, record, to: value, loc)
    }

    static let standardNumberTypes: Set<String> = ["Int", "Double", "CGFloat", "TimeInterval"]

    /// The standard library's constants of its number types, exact; any other is refused (it
    /// was an inert value that read as true and printed its own name: issue 37).
    func standardStatic(_ name: String, of typeName: String, _ loc: Loc) throws -> Value {
        switch (typeName, name) {
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case (_, "pi") where typeName != "Int": return .double(.pi)
        case (_, "infinity") where typeName != "Int": return .double(.infinity)
        case (_, "nan") where typeName != "Int": return .double(.nan)
        case (_, "greatestFiniteMagnitude") where typeName != "Int": return .double(.greatestFiniteMagnitude)
        case (_, "leastNonzeroMagnitude") where typeName != "Int": return .double(.leastNonzeroMagnitude)
        case (_, "leastNormalMagnitude") where typeName != "Int": return .double(.leastNormalMagnitude)
        case (_, "ulpOfOne") where typeName != "Int": return .double(.ulpOfOne)
        case (_, "zero") where typeName != "Int": return .double(0)
        default: throw error("'\(typeName).\(name)' is not supported by the playground yet; \(Lowering.supportPage)", loc)
        }
    }

    /// `Type.name`: a static property, an enum case, or one of UIKit's constants. nil when
    /// `typeName` is not a type.
    func staticMember(_ name: String, of typeName: String, _ loc: Loc, in scope: Scope? = nil) throws -> Value? {
        if name == "self" { return .type(typeName) }  // `Widget.self`: the type itself
        // `String.init` as a function (`map(String.init)`): it makes one.
        if name == "init" { return .function(FunctionRef(receiver: .type(typeName), type: typeName, name: "init")) }
        if let info = runtime.heap.types[typeName] {
            if info.decl.cases.contains(where: { $0.name == name }) { return .enumCase(type: typeName, name: name, payload: []) }
            if let property = info.decl.properties.first(where: { $0.name == name && $0.isStatic }) {
                let key = "\(typeName).\(name)"
                if let stored = runtime.heap.statics[key] { return stored }
                if let getter = property.getter {
                    return try run(
                        getter,
                        in: Scope(parent: nil, context: MethodContext(receiver: .type(typeName), type: typeName, method: name, uikitSuper: nil)))
                }
                let value =
                    try property.initializer.map {
                        try evaluate($0, in: Scope(parent: nil, context: nil), bindingName: name, expected: property.type)
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
        let value = UIKit.staticValue(typeName, name)
        if case .inert? = value, typeName.hasPrefix("UI") || typeName.hasPrefix("NS"), !UIKit.modelledSingletons.contains("\(typeName).\(name)") {
            note(.inertAPI, "\(typeName).\(name)", "\(typeName).\(name) is not modelled: it does nothing here")
        }
        return value
    }

    /// The standard library's methods on arrays, strings, dictionaries, optionals and numbers.
    func valueCall(_ name: String, on receiver: Value, _ arguments: [Value], _ labels: [String?], _ loc: Loc) throws -> Value? {
        var labels = labels
        // A trailing closure has no label: `contains { }` is `contains(where:)`, not `contains(_:)`.
        if let label = Self.trailingClosureLabels[name], labels.last == .some(nil), let last = arguments.last, last.isCallable {
            labels[labels.count - 1] = label
        }
        switch receiver {
        case .array(let items):
            switch name {
            case "contains":
                if labels.first == "where" { return .bool(try items.contains { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }) }
                return .bool(items.contains { equal($0, arguments.first ?? .null) })
            case "first" where labels.first == "where":
                return try items.first { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) } ?? .null
            case "last" where labels.first == "where":
                return try items.last { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) } ?? .null
            case "firstIndex":
                if labels.first == "where" {
                    return try items.firstIndex { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) }.map { .int($0) } ?? .null
                }
                return items.firstIndex { equal($0, arguments.first ?? .null) }.map { .int($0) } ?? .null
            case "map": return .array(try items.map { try callValue(try first(arguments, loc), [$0], [nil], loc) })
            case "compactMap": return .array(try items.map { try callValue(try first(arguments, loc), [$0], [nil], loc) }.filter { !$0.isNil })
            case "flatMap":
                return .array(
                    try items.flatMap { item -> [Value] in
                        let mapped = try callValue(try first(arguments, loc), [item], [nil], loc)
                        if case .array(let inner) = mapped { return inner }
                        return mapped.isNil ? [] : [mapped]
                    })
            case "filter": return .array(try items.filter { try truth(callValue(try first(arguments, loc), [$0], [nil], loc)) })
            case "forEach":
                for item in items { _ = try callValue(try first(arguments, loc), [item], [nil], loc) }
                return .void
            case "reversed": return .array(items.reversed())
            case "enumerated": return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
            // Negative counts trap in Swift: the same words here, not a crash.
            case "dropFirst" where labels.count <= 1 && labels.first != "while", "dropLast" where labels.count <= 1,
                "prefix" where labels == [nil], "suffix" where labels == [nil]:
                let count = Self.int(arguments.first) ?? (name.hasPrefix("drop") ? 1 : 0)
                guard count >= 0 else {
                    switch name {
                    case "prefix": throw trap("Fatal error: Can't take a prefix of negative length from a collection", loc)
                    case "suffix": throw trap("Fatal error: Can't take a suffix of negative length from a collection", loc)
                    default: throw trap("Fatal error: Can't drop a negative number of elements from a collection", loc)
                    }
                }
                switch name {
                case "dropFirst": return .array(Array(items.dropFirst(count)))
                case "dropLast": return .array(Array(items.dropLast(count)))
                case "prefix": return .array(Array(items.prefix(count)))
                default: return .array(Array(items.suffix(count)))
                }
            case "joined":
                // An array of arrays joins into one array (with the separator's elements between).
                if !items.isEmpty, items.allSatisfy({ if case .array = $0 { true } else { false } }) {
                    let separator: [Value] = if case .array(let s)? = arguments.first { s } else { [] }
                    var joined: [Value] = []
                    for (index, item) in items.enumerated() {
                        if index > 0 { joined += separator }
                        if case .array(let inner) = item { joined += inner }
                    }
                    return .array(joined)
                }
                let separator: String = if case .string(let s)? = arguments.first { s } else { "" }
                return .string(items.map(describe).joined(separator: separator))
            case "index", "firstIndexOf":
                return items.firstIndex { equal($0, arguments.first ?? .null) }.map { .int($0) } ?? .null
            case "sorted":
                return .array(
                    try items.sorted { a, b in
                        if let order = arguments.first { return try truth(callValue(order, [a, b], [nil, nil], loc)) }
                        return try compare("<", a, b, loc)
                    })
            default: return try sequenceCall(name, items, labels, arguments, loc)
            }
        case .dictionary(let pairs):
            // A dictionary is a sequence of its (key:, value:) pairs.
            if Self.pairSequenceMethods.contains(name) {
                return try valueCall(name, on: .array(pairs.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }), arguments, labels, loc)
            }
            switch name {
            case "index", "keys": return .array(pairs.map(\.key))
            case "filter":
                return .dictionary(
                    try pairs.filter {
                        try truth(callValue(try first(arguments, loc), [.tuple([$0.key, $0.value], labels: ["key", "value"])], [nil], loc))
                    })
            case "mapValues":
                return .dictionary(try pairs.map { (key: $0.key, value: try callValue(try first(arguments, loc), [$0.value], [nil], loc)) })
            case "map":
                return .array(
                    try pairs.map { try callValue(try first(arguments, loc), [.tuple([$0.key, $0.value], labels: ["key", "value"])], [nil], loc) })
            case "contains" where labels.first == "where":
                return .bool(
                    try pairs.contains {
                        try truth(callValue(try first(arguments, loc), [.tuple([$0.key, $0.value], labels: ["key", "value"])], [nil], loc))
                    })
            case "forEach":
                for pair in pairs {
                    _ = try callValue(try first(arguments, loc), [.tuple([pair.key, pair.value], labels: ["key", "value"])], [nil], loc)
                }
                return .void
            default: return nil
            }
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "hasPrefix": if case .string(let p)? = arguments.first { return .bool(text.hasPrefix(p)) }
            case "hasSuffix": if case .string(let p)? = arguments.first { return .bool(text.hasSuffix(p)) }
            case "contains": if case .string(let p)? = arguments.first { return .bool(text.contains(p)) }
            default: return try stringSequenceCall(name, text, labels, arguments, loc)
            }
            return nil
        case .int(let int):
            switch (name, labels, arguments.first) {
            case ("isMultiple", ["of"], .int(let divisor)?): return .bool(divisor == 0 ? int == 0 : int % divisor == 0)
            case ("signum", [], _): return .int(int.signum())
            case ("quotientAndRemainder", ["dividingBy"], .int(let divisor)?):
                guard divisor != 0 else { throw trap("Fatal error: Division by zero", loc) }
                guard !(int == .min && divisor == -1) else { throw trap("Fatal error: Division results in an overflow", loc) }
                return .tuple([.int(int / divisor), .int(int % divisor)], labels: ["quotient", "remainder"])
            case ("advanced", ["by"], .int(let step)?): return try arithmetic("+", receiver, .int(step), loc)
            case ("distance", ["to"], .int(let other)?): return try arithmetic("-", .int(other), receiver, loc)
            default: return nil
            }
        case .double(let double):
            switch (name, labels, arguments.first) {
            case ("rounded", [], _): return .double(double.rounded())
            case ("rounded", [nil], .enumCase(_, let rule, _)?):
                guard let rule = Self.roundingRules[rule] else { return nil }
                return .double(double.rounded(rule))
            case ("squareRoot", [], _): return .double(double.squareRoot())
            case ("truncatingRemainder", ["dividingBy"], let divisor?):
                return Self.double(divisor).map { .double(double.truncatingRemainder(dividingBy: $0)) }
            case ("remainder", ["dividingBy"], let divisor?): return Self.double(divisor).map { .double(double.remainder(dividingBy: $0)) }
            default: return nil
            }
        case .closure: return nil
        case .anchor(let view, let attribute, let guide): return try anchorCall(view, attribute, guide, name, arguments, labels, loc)
        case .record: return Self.geometryCall(name, on: receiver, arguments)
        default: return nil
        }
    }

    static let pairSequenceMethods: Set<String> = [
        "sorted", "reduce", "min", "max", "first", "allSatisfy", "compactMap", "flatMap", "enumerated", "count", "randomElement",
    ]

    /// The label a trailing closure stands for, by method.
    static let trailingClosureLabels: [String: String] = [
        "contains": "where", "first": "where", "last": "where", "firstIndex": "where", "lastIndex": "where", "min": "by", "max": "by",
        "sorted": "by", "drop": "while", "prefix": "while",
    ]

    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven,
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]

    static func int(_ value: Value?) -> Int? {
        if case .int(let int)? = value { return int }
        if case .double(let double)? = value { return Int(exactly: double.rounded(.towardZero)) }  // nil for NaN, infinities, |x| ≥ 2^63
        return nil
    }

    static func double(_ value: Value?) -> Double? {
        switch value {
        case .int(let int)?: Double(int)
        case .double(let double)?: double
        default: nil
        }
    }
}
