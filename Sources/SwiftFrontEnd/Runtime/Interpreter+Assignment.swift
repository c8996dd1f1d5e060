import ContainmentEngine

/// Assignment: to variables, properties (with their observers), struct fields and subscripts,
/// and the number-typing rules a stored value keeps.
extension Interpreter {
    func assign(_ target: Expr, _ value: Value, in scope: Scope, _ loc: Loc) throws {
        runtime.mayHaveReleased = true  // it may replace what held an object (Interpreter+Lifetimes)
        switch target {
        case .discard: return
        case .selfRef:
            if scope.assign("self", value) { return }
            throw error("cannot assign to 'self' here", loc)
        case .name(let name, _):
            // `frame = (frame.x + 12, frame.y)`: a tuple takes the labels of the variable's type.
            if case .tuple(let items, let labels) = value, labels.allSatisfy({ $0 == nil }),
                case .tuple(let old, let oldLabels)? = scope.lookup(name) ?? runtime.heap.globals[name], old.count == items.count,
                oldLabels.contains(where: { $0 != nil })
            {
                return try assign(target, .tuple(items, labels: oldLabels), in: scope, loc)
            }
            if scope.assign(name, value) { return }
            if let mutableSelf = scope.lookup("self"), case .record = mutableSelf, mutableSelf.field(name) != nil {
                // A struct's own initialiser sets its properties without their observers.
                _ = scope.assign("self", try settingField(name, of: mutableSelf, to: value, loc, observe: scope.context?.method != "init"))
                return
            }
            if let context = scope.context, !name.hasPrefix("objc."),  // the lowering's globals (`lookup`)
                try setImplicitMember(name, of: context.receiver, to: value, loc, initializing: context.method == "init" ? context.type : nil)
            {
                return
            }
            if runtime.heap.globals[name] != nil {
                runtime.heap.globals[name] = value
                return
            }
            throw error("cannot find '\(name)' in scope", loc)
        case .member(.superRef(let superLoc), let name, let memberLoc):
            // `super.name = value`: the setter above the method's class.
            guard let context = scope.context, case .object(let id) = context.receiver, let record = runtime.heap.objects[id] else {
                throw error("'super' outside a method", superLoc)
            }
            if let (property, owner) = property(name, above: context.type, in: record.className) {
                return try writeProperty(property, owner: owner, of: id, value, memberLoc)
            }
            if try uikitSetMember(name, of: id, record, to: value, memberLoc) { return }
            runtime.heap.objects[id]?.properties[name] = value
        case .member(.selfRef, let name, let memberLoc)
        where scope.context?.method == "init" && scope.lookup("self") == nil
            && scope.context.map({ if case .object = $0.receiver { true } else { false } }) == true:
            // `self.name = value` in a class's own initialiser: its own properties' observers do
            // not run (Swift's rule), a superclass's do.
            guard let context = scope.context else { return }
            if try !setImplicitMember(name, of: context.receiver, to: value, memberLoc, initializing: context.type) {
                try setMember(name, of: context.receiver, to: value, memberLoc)
            }
        case .member(let base, let name, let memberLoc):
            if case .name(let typeName, _) = base, isTypeName(typeName, in: scope), runtime.heap.types[typeName] != nil {
                _ = try setImplicitMember(name, of: .type(typeName), to: value, memberLoc)  // the declaring class's storage
                return
            }
            let baseValue = try evaluate(base, in: scope)
            if case .record = baseValue {
                // A struct value: change the copy, then store it back where it came from.
                let inOwnInit: Bool
                if case .selfRef = base, scope.context?.method == "init" { inOwnInit = true } else { inOwnInit = false }
                try assign(base, try settingField(name, of: baseValue, to: value, memberLoc, observe: !inOwnInit), in: scope, loc)
                return
            }
            // `frame.y = 3`, `pair.0 = 1`: a tuple's element by its label or position, stored back.
            if case .tuple(var items, let labels) = baseValue {
                guard let index = labels.firstIndex(of: name) ?? Int(name).flatMap({ items.indices.contains($0) ? $0 : nil }) else {
                    throw error("value of tuple type has no member '\(name)'", memberLoc)
                }
                items[index] = Self.keepingKind(of: items[index], value)
                try assign(base, .tuple(items, labels: labels), in: scope, loc)
                return
            }
            try setMember(name, of: baseValue, to: value, memberLoc)
        case .subscriptAccess(let base, let arguments, let subscriptLoc):
            let container = try evaluate(base, in: scope)
            let keys = try arguments.map { try evaluate($0.value, in: scope) }
            if let changed = try settingUserSubscript(container, keys, labels: arguments.map(\.label), to: value, subscriptLoc) {
                if case .object = container { return }  // a class: changed in place
                try assign(base, changed, in: scope, loc)
                return
            }
            try assign(base, try settingSubscript(container, keys, to: value, subscriptLoc), in: scope, loc)
        case .optionalChain(let inner), .optionalStep(let inner), .forceUnwrap(let inner, _):
            do { try assign(inner, value, in: scope, loc) } catch is ChainBreak { return }
        case .tuple(let targets) where targets.allSatisfy({ $0.label == nil }):
            // `(a, b) = (b, a % b)`: the whole right side first (it is one value), then each
            // element in turn, left to right, as Swift assigns a tuple.
            guard case .tuple(let items, _) = value, items.count == targets.count else { throw error("cannot assign to this expression", loc) }
            for (target, item) in zip(targets, items) { try assign(target.value, item, in: scope, loc) }
        default:
            throw error("cannot assign to this expression", loc)
        }
    }

    /// Elements of one array literal, with Int values made Doubles where a Double shares their
    /// place (the element itself, or one position of tuple elements): Swift types the whole
    /// literal one way, and an Int variable beside a Double would not compile.
    static func unifyingNumbers(_ values: [Value]) -> [Value] {
        func isNumber(_ value: Value) -> Bool {
            switch value {
            case .int, .double: true
            default: false
            }
        }
        func hasDouble(_ values: [Value]) -> Bool { values.contains { if case .double = $0 { true } else { false } } }
        if values.allSatisfy(isNumber), hasDouble(values) {
            return values.map { if case .int(let int) = $0 { .double(Double(int)) } else { $0 } }
        }
        guard case .tuple(let first, let labels)? = values.first else { return values }
        var tuples: [[Value]] = []
        for value in values {
            guard case .tuple(let items, _) = value, items.count == first.count else { return values }
            tuples.append(items)
        }
        var changed = false
        for position in first.indices {
            let column = tuples.map { $0[position] }
            guard column.allSatisfy(isNumber), hasDouble(column) else { continue }
            for row in tuples.indices { if case .int(let int) = tuples[row][position] { tuples[row][position] = .double(Double(int)) } }
            changed = true
        }
        return changed ? tuples.map { .tuple($0, labels: labels) } : values
    }

    /// A struct property's observer run on the struct as it is: the struct it leaves.
    func runRecordObserver(_ observer: (name: String, body: [Stmt]), _ value: Value, on record: Value, type: String, property: String) throws -> Value
    {
        let scope = Scope(parent: nil, context: MethodContext(receiver: record, type: type, method: property, uikitSuper: nil))
        scope.variables["self"] = record
        scope.variables[observer.name] = value
        _ = try executeBlock(observer.body, in: scope)
        return scope.variables["self"] ?? record
    }

    /// A stored value's type never changes: an integer literal stored where a Double was is a Double.
    /// A tuple stored where a labelled one was takes its labels (the stored property's type).
    static func keepingKind(of old: Value, _ new: Value) -> Value {
        if case .double = old, case .int(let int) = new { return .double(Double(int)) }
        if case .tuple(let items, let labels) = new, case .tuple(let oldItems, let oldLabels) = old, oldItems.count == items.count,
            labels.allSatisfy({ $0 == nil }), oldLabels.contains(where: { $0 != nil })
        {
            return .tuple(items, labels: oldLabels)
        }
        return new
    }

    func settingField(_ name: String, of record: Value, to value: Value, _ loc: Loc, observe: Bool = true) throws -> Value {
        guard case .record(let type, var fields) = record else { throw error("no field '\(name)'", loc) }
        if let index = fields.firstIndex(where: { $0.name == name }) {
            let old = fields[index].value
            let new = Self.keepingKind(of: old, value)
            // A struct's observed property: willSet, the new value, didSet, each seeing (and
            // able to change) the struct as it is then; inside its own observer, not again.
            let key = "\(type).\(name)"
            if observe, runtime.heap.types[type] != nil, !runtime.observing.contains(key), let (property, _) = property(name, for: type),
                property.willSet != nil || property.didSet != nil
            {
                runtime.observing.insert(key)
                defer { runtime.observing.remove(key) }
                var current = record
                if let willSet = property.willSet { current = try runRecordObserver(willSet, new, on: current, type: type, property: name) }
                current = try settingField(name, of: current, to: new, loc, observe: false)
                if let didSet = property.didSet { current = try runRecordObserver(didSet, old, on: current, type: type, property: name) }
                return current
            }
            fields[index].value = new
            return .record(type: type, fields: fields)
        }
        // A computed property's setter: a mutating method of the struct, given the new value.
        if runtime.heap.types[type] != nil, let (property, _) = property(name, for: type), let setter = property.setter {
            try enter(loc)
            defer { depth -= 1 }
            return try runRecordObserver(setter, coerce(value, to: property.type), on: record, type: type, property: name)
        }
        if runtime.heap.types[type] != nil, let (property, _) = property(name, for: type), property.getter != nil {
            throw error("cannot assign to property: '\(name)' is a get-only property", loc)
        }
        // CGRect's origin and size are views of its x, y, width and height.
        if type == "CGRect", name == "size" || name == "origin" {
            for (field, part) in name == "size" ? [("width", "width"), ("height", "height")] : [("x", "x"), ("y", "y")] {
                if let index = fields.firstIndex(where: { $0.name == field }), let newValue = value.field(part) { fields[index].value = newValue }
            }
            return .record(type: type, fields: fields)
        }
        throw error("value of type '\(type)' has no member '\(name)'", loc)
    }

    func settingSubscript(_ container: Value, _ keys: [Value], to value: Value, _ loc: Loc) throws -> Value {
        switch (container, keys.first) {
        case (.array(var items), .int(let index)?):
            guard items.indices.contains(index) else { throw trap("Fatal error: Index out of range", loc) }
            items[index] = Self.keepingKind(of: items[index], value)
            return .array(items)
        case (.slice(var items, let start), .int(let index)?):
            guard index >= start, index < start + items.count else { throw trap("Fatal error: Index out of bounds", loc) }
            items[index - start] = Self.keepingKind(of: items[index - start], value)
            return .slice(items, start: start)
        case (.dictionary(var pairs), let key?):
            if let index = pairs.firstIndex(where: { equal($0.key, key) }) {
                if value.isNil { pairs.remove(at: index) } else { pairs[index].value = value }
            } else if !value.isNil {
                pairs.append((key: key, value: value))
            }
            return .dictionary(pairs)
        case (.inert, _): return container
        default: throw error("cannot subscript a value of type '\(typeName(of: container))'", loc)
        }
    }
}
